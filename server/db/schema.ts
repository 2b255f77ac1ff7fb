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
} from "drizzle-orm/pg-core";
import type { MediaItem } from "../../domain/schemas/content.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Fields every admin-managed content item has (SPEC §3). */
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
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
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

export interface ProjectDetails {
  surface: string;
  duree: string;
  materiau: string;
  budget: string;
}

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
  createdAt: createdAt(),
});

/** The lead statuses live in one place: domain/leads.ts (leadStatusOptions). */

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

export const schema = {
  appMeta,
  users,
  sessions,
  rateLimits,
  articles,
  services,
  projects,
  pages,
  slugRedirects,
  testimonials,
  faqItems,
  media,
  quoteRequests,
  contactMessages,
  emailOutbox,
  leadAttachments,
  leadEvents,
  replyTemplates,
};

export const nowSql = sql`now()`;
