import { contentTypeConfigs, type ContentType } from "#domain/content-types.ts";
import type { ArticleInput, PageInput, PortfolioInput, ServiceInput } from "#domain/schemas/content.ts";
import { contentTables, type pages } from "./schema.ts";

export { contentTables };

/**
 * Drizzle cannot type a query over a union of tables; every table shares the columns of
 * `pages` (id, slug, isPublished, position…), so generic queries are typed against it and
 * the rows keep, at run time, every column of their real table.
 */
export type CommonTable = typeof pages;
export type CommonRow = typeof pages.$inferSelect;
export type ContentRow = CommonRow & Record<string, unknown>;

export function tableOf(type: ContentType): CommonTable {
  return contentTables[type] as unknown as CommonTable;
}

export type ContentInput = ArticleInput | ServiceInput | PortfolioInput | PageInput;

/** JSON shape of an item: services and portfolio items expose their image as `image` and `featuredImage`. */
export function toJson(type: ContentType, row: ContentRow): ContentRow {
  // The pending draft never leaves through a public answer (the admin's `get` adds it back).
  const { draft, ...rest } = row;
  const out = {
    ...rest,
    hasDraft: draft !== null && draft !== undefined,
    status: statusOf(row),
  } as unknown as ContentRow;
  if (contentTypeConfigs[type].imageAlias) return { ...out, image: row.featuredImage ?? null };
  return out;
}

/** Column values of a validated input (publishedAt is decided by the service). */
export function columnValues(type: ContentType, input: Partial<ContentInput>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...input };
  delete values.publishedAt;
  // Services and projects are shown from their full description; `content` mirrors it when left empty.
  if (contentTypeConfigs[type].bodyField === "fullDescription" && "fullDescription" in values && !values.content) {
    values.content = values.fullDescription;
  }
  return values;
}

/**
 * publishedAt of an item after a write: set (now, unless given) when the item becomes published,
 * kept while it stays published, cleared when it goes back to draft.
 */
export function nextPublishedAt(
  isPublished: boolean,
  given: Date | null | undefined,
  existing: { isPublished: boolean; publishedAt: Date | null } | null,
  now: Date,
): Date | null {
  if (!isPublished) return null;
  if (given) return given;
  if (existing?.isPublished && existing.publishedAt) return existing.publishedAt;
  return now;
}

/** Postgres unique violation (also when wrapped by Drizzle's query error). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Where an item stands for the admin lists: published, scheduled or draft. */
export function statusOf(row: { isPublished: boolean; publishAt?: Date | null }): "published" | "scheduled" | "draft" {
  if (row.isPublished) return "published";
  return row.publishAt ? "scheduled" : "draft";
}
