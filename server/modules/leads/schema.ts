/** Quote requests, contact messages, attachments, timeline and reply templates. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "#server/infra/db/columns.ts";
import { leadStatusOptions, type LeadKind } from "#domain/leads.ts";

/** The one list lives in domain/leads.ts (labels included). */
export const leadStatuses = leadStatusOptions.map((o) => o.value);

/**
 * Every lead, whatever the form it came from (decision 055): one identity that the visits, devis,
 * chantiers, reviews and e-mails reference with a foreign key, one set of column names. Quote
 * requests kept their ids when the two lead tables became this one; contact messages follow them.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    /** 'quote' (the quote form) | 'contact' (the contact form): domain/leads.ts's `leadKinds`. */
    kind: text("kind").$type<LeadKind>().notNull(),
    status: text("status").notNull().default("nouveau"),
    notes: text("notes").notNull().default(""),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Date of the technical visit (status 'visite-prevue'). */
    visitAt: timestamp("visit_at", { withTimezone: true }),
    isSpam: boolean("is_spam").notNull().default(false),
    spamReason: text("spam_reason").notNull().default(""),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    /** Quote: the project type; contact: the project it is about (« projet »), or ''. */
    projectType: text("project_type").notNull().default(""),
    /** Quote: the project's description; contact: the message. */
    message: text("message").notNull(),
    // The quote form's own fields (their defaults for a contact message).
    address: text("address").notNull().default(""),
    budget: text("budget").notNull().default(""),
    timeline: text("timeline").notNull().default(""),
    dimensions: text("dimensions").notNull().default(""),
    visitRequest: boolean("visit_request").notNull().default(false),
    newsletterConsent: boolean("newsletter_consent").notNull().default(false),
    /** The quote form's consent box; null for a contact message (its form has none). */
    rgpdConsent: boolean("rgpd_consent"),
    /**
     * SHA-256 of the form's hidden random key and of what was sent: a retry of the same submission
     * (a double click, a POST resent after a lost answer) finds this row and answers it instead of
     * storing a duplicate. Null for a submission without a key.
     */
    submissionKey: text("submission_key"),
    /**
     * Erased on request while a signed document still relies on it (decision 055): its personal
     * data is gone, the row stays for the documents' foreign keys, and the admin answers 404.
     */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("leads_kind_check", sql`${t.kind} in ('quote', 'contact')`),
    index("leads_created_idx").on(t.createdAt),
    uniqueIndex("leads_submission_key_idx").on(t.submissionKey),
    // The inbox of 20,000 leads: its page is the newest of one spam side (an index range read
    // backwards, no sort of every row), its counts read an index only; the unread badge reads
    // only the unread ones. The same per kind when the inbox shows one kind.
    index("leads_inbox_idx").on(t.isSpam, t.createdAt, t.id),
    index("leads_kind_inbox_idx").on(t.kind, t.isSpam, t.createdAt, t.id),
    index("leads_unread_idx")
      .on(t.id)
      .where(sql`read_at is null and not is_spam`),
    // The retention purge asks, for each old lead, when its prospect (same e-mail, any case) last
    // wrote (retention.ts): an index read, not a scan of every lead per lead.
    index("leads_email_idx").on(sql`lower(${t.email})`, t.createdAt),
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
    /** The quote request that claimed it (null while unclaimed). */
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
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
     * before the file: a crash meanwhile leaves this row, purged with unclaimed uploads.
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
    index("lead_attachments_lead_idx").on(t.leadId),
    index("lead_attachments_state_idx").on(t.state),
  ],
);

/** The lead's timeline (besides its creation and its e-mails): status changes, notes, replies. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
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
  (t) => [index("lead_events_lead_idx").on(t.leadId)],
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
