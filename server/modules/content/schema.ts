/** The admin-managed content (docs/product.md §3), its old slugs, revisions and preview links (testimonials: reviews/schema.ts; FAQ: business/schema.ts). */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, contentColumns } from "#server/infra/db/columns.ts";
import type { ProjectDetails } from "#domain/project-details.ts";
import type { ContentType } from "#domain/content-types.ts";
import type { BeforeAfterPair } from "#domain/project-images.ts";

export const articles = pgTable(
  "articles",
  {
    ...contentColumns(),
    excerpt: text("excerpt").notNull().default(""),
    category: text("category").notNull().default("blog"),
    featuredImage: text("featured_image"),
    authorId: integer("author_id").notNull().default(1),
  },
  (t) => [
    uniqueIndex("articles_slug_idx").on(t.slug),
    index("articles_published_idx").on(t.isPublished, t.createdAt),
    // The blog's category pages: /blog/categorie/{category}/page/{n}.
    index("articles_category_idx").on(t.category, t.isPublished, t.createdAt),
  ],
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

export type { ProjectDetails };

export interface ProjectTestimonial {
  client: string;
  content: string;
  rating: number;
  /** Month of the work, 'YYYY-MM' (shown beside the testimonial, docs/avis.md); absent = not known. */
  workMonth?: string;
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
    /** Before/after comparisons of two of its photos, shown on the project page. */
    beforeAfter: jsonb("before_after").$type<BeforeAfterPair[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("projects_slug_idx").on(t.slug),
    // /realisations and its category pages, the home gallery: in the artisan's order.
    index("projects_published_idx").on(t.isPublished, t.category, t.position),
  ],
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
 * The table behind each content type of the registry (domain/content-types.ts; portfolio items
 * live in `projects`): a new content type adds its table above and its line here.
 */
export const contentTables = { articles, services, portfolio: projects, pages } as const satisfies Record<
  ContentType,
  typeof pages | typeof articles | typeof services | typeof projects
>;
