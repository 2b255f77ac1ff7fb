/**
 * The content types shared with the interface (type-only: nothing here runs). They are inferred
 * from the database schema, so a column added there reaches the admin's editors and the public
 * pages without a hand-written copy (decision 050).
 */
import type { Jsonify } from "#domain/json.ts";
import type { Revision, RevisionSummary } from "./revisions.ts";
import type { articles, pages, projects, services } from "./schema.ts";

export type ServiceRow = typeof services.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type { TestimonialRow } from "#server/modules/reviews/index.ts";
export type { FaqRow } from "#server/modules/business/index.ts";
export type { ProjectDetails, ProjectTestimonial } from "./schema.ts";

/** Where an item stands: public now, public at its `publishAt`, or not public. */
export type PublicationStatus = "published" | "scheduled" | "draft";

/** A row as JSON: its dates become ISO strings. */
export type Json<T> = Jsonify<T>;

/** What the admin API adds to a row (docs/product.md §3, decision 042). */
interface AdminFields {
  status: PublicationStatus;
  hasDraft: boolean;
  draft?: Record<string, unknown> | null;
  /** Services and portfolio items: `featuredImage` under the name the editors use. */
  image?: string | null;
}

type Common = Json<PageRow>;
type Specific = Omit<Json<ArticleRow> & Json<ServiceRow> & Json<ProjectRow>, keyof Common>;

/**
 * One content item as the admin API returns it: the columns every type shares, and those of its
 * type (optional here, since one editor serves several types).
 */
export type ContentItem = Common & Partial<Specific> & Partial<AdminFields>;

/** A revision of an item, as the history panel receives it (decision 042). */
export type RevisionSummaryJson = Jsonify<RevisionSummary>;
export type RevisionJson = Jsonify<Revision>;
