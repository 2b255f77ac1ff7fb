import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { MediaItem } from "#domain/schemas/content.ts";
import { leadStatusOptions } from "#domain/leads.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Fields every admin-managed content item has (docs/product.md §3). */
const contentColumns = () => ({
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  slug: text("slug").notNull(),
  content: text("content").notNull().default(""),
  metaTitle: text("meta_title").notNull().default(""),
  metaDescription: text("meta_description").notNull().default(""),
  isPublished: boolean("is_published").notNull().default(false),
  media: jsonb("media").$type<MediaItem[]>().notNull().default([]),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  /** Pending edits of the item (autosave, restore): the public page keeps the columns above until published. */
  draft: jsonb("draft").$type<Record<string, unknown> | null>(),
  /** Bumped at every write: a save based on an older version is refused (409). */
  version: integer("version").notNull().default(1),
  /** Scheduled publication (the draft, if any, goes live) and unpublication, run by the scheduler. */
  publishAt: timestamp("publish_at", { withTimezone: true }),
  unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
});

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** True while the documented default password is in effect. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random identifier: a stolen database does not yield live cookies. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
    /** Address at login (shown as the approximate place in 'Sécurité du compte'). */
    ip: text("ip").notNull().default(""),
    /** 'password', 'password+totp', 'password+recovery', 'passkey'. */
    method: text("method").notNull().default("password"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Passkeys (WebAuthn credentials) of an admin account. See docs/decisions/044-passkeys-2fa-sessions.md. */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential id (base64url), unique across accounts. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/** TOTP (RFC 6238) of an account: pending until confirmed by a first code; lastStep blocks replays. */
export const totpFactors = pgTable("totp_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastStep: integer("last_step"),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as salted SHA-256 only. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    salt: text("salt").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * Short-lived login steps: WebAuthn challenges and the pending second factor after a correct
 * password. `id` is the SHA-256 of a random token the browser holds (or 'register:<userId>').
 */
export const authChallenges = pgTable("auth_challenges", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  challenge: text("challenge").notNull().default(""),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Browsers that have logged in before (a long-lived random cookie, hashed): a new one triggers an e-mail. */
export const knownDevices = pgTable(
  "known_devices",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("known_devices_user_idx").on(t.userId)],
);

/** The security journal: who did what, when, from where. Never a password, code or token. Kept 1 year. */
export const securityEvents = pgTable(
  "security_events",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull().default(""),
    type: text("type").notNull(),
    method: text("method").notNull().default(""),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    detail: text("detail").notNull().default(""),
  },
  (t) => [index("security_events_at_idx").on(t.at)],
);

/** Counters for throttling (failed logins, lead submissions, AI calls), shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export const articles = pgTable(
  "articles",
  {
    ...contentColumns(),
    excerpt: text("excerpt").notNull().default(""),
    category: text("category").notNull().default("blog"),
    featuredImage: text("featured_image"),
    authorId: integer("author_id").notNull().default(1),
  },
  (t) => [uniqueIndex("articles_slug_idx").on(t.slug), index("articles_published_idx").on(t.isPublished, t.createdAt)],
);

export const services = pgTable(
  "services",
  {
    ...contentColumns(),
    shortDescription: text("short_description").notNull().default(""),
    fullDescription: text("full_description").notNull().default(""),
    featuredImage: text("featured_image"),
    icon: text("icon").notNull().default(""),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    faq: jsonb("faq").$type<{ question: string; answer: string }[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("services_slug_idx").on(t.slug)],
);

import type { ProjectDetails } from "#domain/project-details.ts";
export type { ProjectDetails };

export interface ProjectTestimonial {
  client: string;
  content: string;
  rating: number;
}

export const projects = pgTable(
  "projects",
  {
    ...contentColumns(),
    category: text("category").notNull(),
    location: text("location").notNull().default(""),
    description: text("description").notNull().default(""),
    fullDescription: text("full_description").notNull().default(""),
    featuredImage: text("featured_image"),
    gallery: jsonb("gallery").$type<string[]>().notNull().default([]),
    details: jsonb("details")
      .$type<ProjectDetails>()
      .notNull()
      .default({ surface: "", duree: "", materiau: "", budget: "" }),
    specifications: jsonb("specifications").$type<string[]>().notNull().default([]),
    testimonial: jsonb("testimonial").$type<ProjectTestimonial | null>(),
  },
  (t) => [uniqueIndex("projects_slug_idx").on(t.slug)],
);

export const pages = pgTable(
  "pages",
  {
    ...contentColumns(),
  },
  (t) => [uniqueIndex("pages_slug_idx").on(t.slug)],
);

/** Old slugs of renamed items, so their former addresses answer 301. */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    oldSlug: text("old_slug").notNull(),
    itemId: integer("item_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("slug_redirects_idx").on(t.type, t.oldSlug)],
);

export const testimonials = pgTable("testimonials", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  location: text("location").notNull().default(""),
  content: text("content").notNull(),
  rating: integer("rating").notNull().default(5),
  position: integer("position").notNull().default(0),
  isPublished: boolean("is_published").notNull().default(true),
  createdAt: createdAt(),
});

export const faqItems = pgTable("faq_items", {
  id: serial("id").primaryKey(),
  /** Where the question is shown: 'accueil' (home, 8 items) or 'contact' (contact page, 4 items). */
  page: text("page").notNull().default("accueil"),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: integer("position").notNull().default(0),
  isPublished: boolean("is_published").notNull().default(true),
  createdAt: createdAt(),
});

export const media = pgTable("media", {
  id: text("id").primaryKey(),
  url: text("url").notNull(),
  type: text("type").notNull(),
  mimeType: text("mime_type").notNull().default(""),
  description: text("description").notNull().default(""),
  altText: text("alt_text").notNull().default(""),
  fileName: text("file_name").notNull().default(""),
  size: integer("size").notNull().default(0),
  width: integer("width"),
  height: integer("height"),
  /** Stored files of this media (variants of an image, or the single file of a document). */
  files: jsonb("files").$type<string[]>().notNull().default([]),
  source: text("source").notNull().default("upload"),
  /** Point of interest of an image, in % of its width and height: every crop keeps it in view. */
  focalX: integer("focal_x").notNull().default(50),
  focalY: integer("focal_y").notNull().default(50),
  createdAt: createdAt(),
});

/**
 * Images waiting for their variants (widths, formats, Open Graph crop). Taken with
 * FOR UPDATE SKIP LOCKED: each job is done by one instance; a crashed one is taken again once
 * its lock expires. Done jobs stay (the admin's "3/8"), pruned after a day.
 */
export const mediaJobs = pgTable(
  "media_jobs",
  {
    id: serial("id").primaryKey(),
    mediaId: text("media_id").notNull(),
    /** 'variants' (every missing width and format, then the OG crop) or 'og' (the crop again: focal point moved). */
    kind: text("kind").notNull().default("variants"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("media_jobs_due_idx").on(t.status, t.runAfter), index("media_jobs_media_idx").on(t.mediaId)],
);

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
  },
  (t) => [index("quote_requests_created_idx").on(t.createdAt)],
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
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("lead_attachments_token_idx").on(t.token), index("lead_attachments_lead_idx").on(t.leadType, t.leadId)],
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

/** Every saved state of an admin-managed item (decision 042), whatever its content type. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    contentType: text("content_type").notNull(),
    itemId: integer("item_id").notNull(),
    /** 1, 2, 3… per item. */
    number: integer("number").notNull(),
    /** manual | publish | unpublish | autosave | ai | restore | schedule */
    kind: text("kind").notNull(),
    /** Null when the scheduler made the change. */
    authorId: integer("author_id"),
    /** True when this state was the public one after the write (never pruned while it is the latest such). */
    published: boolean("published").notNull().default(false),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_revisions_item_idx").on(t.contentType, t.itemId, t.number)],
);

/** Shareable draft previews: only the SHA-256 of the link's token is stored. */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    contentType: text("content_type").notNull(),
    itemId: integer("item_id").notNull(),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("preview_links_item_idx").on(t.contentType, t.itemId)],
);

/**
 * Audience measurement without cookies (docs/decisions/045): counters per day only, no visitor
 * identifier of any kind. metric: 'view' (key: path), 'referrer' (key: domain), 'quote' and
 * 'contact' (key: the path of the page the request was sent from).
 */
export const statsDaily = pgTable(
  "stats_daily",
  {
    day: date("day").notNull(),
    metric: text("metric").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.key] })],
);

export const schema = {
  appMeta,
  users,
  sessions,
  passkeys,
  totpFactors,
  recoveryCodes,
  authChallenges,
  knownDevices,
  securityEvents,
  rateLimits,
  articles,
  services,
  projects,
  pages,
  slugRedirects,
  testimonials,
  faqItems,
  media,
  mediaJobs,
  quoteRequests,
  contactMessages,
  emailOutbox,
  leadAttachments,
  leadEvents,
  replyTemplates,
  contentRevisions,
  previewLinks,
  statsDaily,
};

export const nowSql = sql`now()`;
