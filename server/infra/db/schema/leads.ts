/** Quote requests, contact messages, their e-mails (outbox), attachments, timeline and reply templates. */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { leadStatusOptions } from "#domain/leads.ts";

/** The one list lives in domain/leads.ts (labels included). */
export const leadStatuses = leadStatusOptions.map((o) => o.value);

const leadColumns = () => ({
  id: serial("id").primaryKey(),
  status: text("status").notNull().default("nouveau"),
  notes: text("notes").notNull().default(""),
  readAt: timestamp("read_at", { withTimezone: true }),
  /** Date of the technical visit (status 'visite-prevue'). */
  visitAt: timestamp("visit_at", { withTimezone: true }),
  isSpam: boolean("is_spam").notNull().default(false),
  spamReason: text("spam_reason").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The inbox (issue 33, 20,000 leads): its page is the newest of one spam side (`is_spam`, then
 * created_at, id: an index range read backwards, merged across both tables, no sort of every row)
 * and its counts read an index only; the unread badge reads only the unread ones.
 */
function inboxIndexes(
  table: string,
  t: { isSpam: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn; email: AnyPgColumn },
) {
  return [
    index(`${table}_inbox_idx`).on(t.isSpam, t.createdAt, t.id),
    index(`${table}_unread_idx`)
      .on(t.id)
      .where(sql`read_at is null and not is_spam`),
    // The retention purge asks, for each old lead, when its prospect (same e-mail, any case) last
    // wrote (server/modules/leads/retention.ts): an index read, not a scan of every lead per lead.
    index(`${table}_email_idx`).on(sql`lower(${t.email})`, t.createdAt),
  ];
}

export const quoteRequests = pgTable(
  "quote_requests",
  {
    ...leadColumns(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    projectType: text("project_type").notNull(),
    projectDescription: text("project_description").notNull(),
    budget: text("budget").notNull(),
    timeline: text("timeline").notNull(),
    dimensions: text("dimensions").notNull().default(""),
    visitRequest: boolean("visit_request").notNull().default(false),
    newsletterConsent: boolean("newsletter_consent").notNull().default(false),
    rgpdConsent: boolean("rgpd_consent").notNull(),
    /**
     * SHA-256 of the form's hidden random key and of what was sent (issue 24, finding 10): a retry
     * of the same submission (a double click, a POST resent after a lost answer) finds this row
     * and answers it instead of storing a duplicate. Null for a submission without a key.
     */
    submissionKey: text("submission_key"),
  },
  (t) => [
    index("quote_requests_created_idx").on(t.createdAt),
    uniqueIndex("quote_requests_submission_key_idx").on(t.submissionKey),
    ...inboxIndexes("quote_requests", t),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    ...leadColumns(),
    nom: text("nom").notNull(),
    prenom: text("prenom").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone").notNull().default(""),
    projet: text("projet").notNull().default(""),
    message: text("message").notNull(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt), ...inboxIndexes("contact_messages", t)],
);

export const outboxStatuses = ["pending", "sent", "failed", "not_configured"] as const;

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    /** 'quote' | 'contact' and the lead's id, so the inbox shows each lead's delivery status. */
    leadType: text("lead_type"),
    leadId: integer("lead_id"),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull().default(""),
    /** An iCalendar invitation sent with the e-mail (technical visits), or null. */
    ics: text("ics"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_lead_idx").on(t.leadType, t.leadId),
  ],
);

/**
 * Photos and plans sent with a quote request (private: never under /media). Uploaded first
 * (`leadId` null, `token` known to the visitor only), then claimed by the quote; unclaimed ones
 * are purged. Files live in the private Storage under `storageId`.
 */
export const leadAttachments = pgTable(
  "lead_attachments",
  {
    id: serial("id").primaryKey(),
    token: text("token").notNull(),
    storageId: text("storage_id").notNull(),
    leadType: text("lead_type"),
    leadId: integer("lead_id"),
    /** 'image' | 'pdf' */
    kind: text("kind").notNull(),
    /** The name the visitor's device gave (display only, never a path). */
    fileName: text("file_name").notNull(),
    /** Stored file name in the storage (`file.jpg`, `file.pdf`) and its thumbnail, if any. */
    file: text("file").notNull(),
    thumb: text("thumb"),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    /**
     * 'processing': the visitor's original waits for the image worker in `{storageId}-src/upload.bin`
     * (never served); 'ready': `file`/`thumb` are the re-encoded photo; 'unreadable': it could not
     * be decoded (original removed). PDFs are 'ready' once stored. 'storing': the row is written
     * before the file (issue 24): a crash meanwhile leaves this row, purged with unclaimed uploads.
     */
    state: text("state").notNull().default("ready"),
    /**
     * The lease of a 'processing' photo (several instances share the queue): the instance encoding
     * it (`lockedBy`) holds it until `lockedUntil`, renewed while it works; an expired lease is taken
     * over. After a storage or database error `lockedUntil` is the back-off (`lockedBy` null).
     */
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Storage or database errors met by this photo's encoding (its back-off grows with it). */
    attempts: integer("attempts").notNull().default(0),
    /** While unclaimed only: the uploader's address key (IPv6: its /64), for its byte budget; cleared by the quote. */
    uploadAddress: text("upload_address"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("lead_attachments_token_idx").on(t.token),
    index("lead_attachments_lead_idx").on(t.leadType, t.leadId),
    index("lead_attachments_state_idx").on(t.state),
  ],
);

/** The lead's timeline (besides its creation and its e-mails): status changes, notes, replies. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadType: text("lead_type").notNull(),
    leadId: integer("lead_id").notNull(),
    /** 'status' | 'note' | 'reply' */
    type: text("type").notNull(),
    detail: jsonb("detail").$type<Record<string, string | number | null>>().notNull().default({}),
    emailId: integer("email_id"),
    /** The team member who did it (null: the system, or a member since removed, see authorName). */
    authorId: integer("author_id"),
    /** His name at the time, kept when the account is removed. */
    authorName: text("author_name").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadType, t.leadId)],
);

/** Reply templates of the inbox composer ({prénom}, {type de projet}… placeholders). */
export const replyTemplates = pgTable("reply_templates", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  position: integer("position").notNull().default(0),
  updatedAt: updatedAt(),
});
