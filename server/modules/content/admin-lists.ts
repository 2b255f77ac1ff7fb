import { and, asc, count, desc, eq, getTableColumns, inArray, not, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ListQuery, Page } from "#domain/pagination.ts";
import { searchColumns, selectPage } from "#server/infra/db/paging.ts";
import type { GalleryCategory } from "#domain/schemas/categories.ts";
import { contentTypeConfigs, type ContentType } from "#domain/content-types.ts";
import type { Db } from "#server/infra/db/client.ts";
import { articles, projects } from "./schema.ts";
import { projectCategoriesOf } from "./public.ts";
import { statusOf, tableOf, type ContentRow } from "./admin-values.ts";
import type { ReadScope } from "./write-context.ts";

/** The admin lists of a content type: one page of summaries, and the overview of the dashboard. */

/** Columns a list never ships: the long texts and structured bodies of an item. */
const heavyColumns = new Set([
  "content",
  "fullDescription",
  "draft",
  "media",
  "gallery",
  "specifications",
  "features",
  "faq",
  "details",
  "testimonial",
  "beforeAfter",
]);

/** Sorts the admin lists offer. */
export const contentSorts = ["position", "createdAt", "updatedAt", "title"] as const;
export type ContentSort = (typeof contentSorts)[number];

/** Categories of the admin article tabs other than 'accueil' (which holds every other category). */
const articleTabCategories: Record<string, string[]> = {
  services: ["services"],
  realisations: ["realisations"],
  "a-propos": ["a-propos", "apropos"],
};

/** The WHERE of an article tab (docs/decisions/011-admin-screens.md). */
function articleTabWhere(tab: string): SQL | undefined {
  if (tab === "accueil") return not(inArray(articles.category, Object.values(articleTabCategories).flat()));
  const categories = articleTabCategories[tab];
  return categories ? inArray(articles.category, categories) : undefined;
}

/** An item as a list shows it: its short fields, its status, whether a draft is pending. */
function summaryColumns(type: ContentType) {
  const t = tableOf(type);
  const columns: Record<string, PgColumn | SQL.Aliased> = {};
  for (const [name, column] of Object.entries(getTableColumns(t))) {
    if (!heavyColumns.has(name)) columns[name] = column;
  }
  columns.hasDraft = sql<boolean>`(${t.draft} is not null)`.as("has_draft");
  return columns;
}

function toSummary(type: ContentType, row: Record<string, unknown>): ContentRow {
  const out = {
    ...row,
    status: statusOf(row as { isPublished: boolean; publishAt?: Date | null }),
  } as unknown as ContentRow;
  return contentTypeConfigs[type].imageAlias ? { ...out, image: row.featuredImage ?? null } : out;
}

/** A list request of the admin API: paging, sort, search, and the filters of its screens. */
export interface ContentListQuery extends ListQuery<ContentSort> {
  /** Published items only (true), drafts only (false), both (undefined). */
  published?: boolean;
  /** Articles: one tab of the admin article screen. */
  tab?: string;
  /** Projects: one category of the public gallery (the home gallery's filter, loaded on demand). */
  gallery?: GalleryCategory;
}

/**
 * One page of a type's items as summaries (never their bodies), searched in the
 * title, slug and excerpt or short description, sorted, filtered by status or article tab.
 */
export async function listContent(
  db: Db,
  type: ContentType,
  scope: ReadScope,
  query: ContentListQuery,
): Promise<Page<ContentRow>> {
  const t = tableOf(type);
  const byColumn: Record<ContentSort, PgColumn> = {
    position: t.position,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    title: t.title,
  };
  const direction = query.dir === "desc" ? desc : asc;
  const searched: PgColumn[] = [t.title, t.slug];
  const summaryField = contentTypeConfigs[type].summaryField;
  const extra = summaryField ? (getTableColumns(t) as Record<string, PgColumn>)[summaryField] : undefined;
  if (extra) searched.push(extra);
  const published = scope.includeDrafts ? query.published : true;
  const where = and(
    published === undefined ? undefined : eq(t.isPublished, published),
    query.q ? searchColumns(query.q, searched) : undefined,
    type === "articles" && query.tab ? articleTabWhere(query.tab) : undefined,
    type === "portfolio" && query.gallery ? inArray(projects.category, projectCategoriesOf(query.gallery)) : undefined,
  );
  const page = await selectPage<Record<string, unknown>>(db, {
    table: t,
    columns: summaryColumns(type),
    where,
    orderBy: [direction(byColumn[query.sort]), direction(t.id)],
    page: query.page,
    pageSize: query.pageSize,
  });
  return { ...page, items: page.items.map((row) => toSummary(type, row)) };
}

/**
 * What the dashboard and the section overview show of a type: its counts (per article tab too)
 * and its latest published items and drafts, never every item.
 */
export async function contentOverview(db: Db, type: ContentType, scope: ReadScope, latest = 5) {
  const t = tableOf(type);
  const columns = summaryColumns(type);
  // The latest changed first: what the artisan just created or edited is in view.
  const order = [desc(t.updatedAt), desc(t.id)];
  const latestOf = async (isPublished: boolean) =>
    (
      await db
        .select(columns)
        .from(t)
        .where(eq(t.isPublished, isPublished))
        .orderBy(...order)
        .limit(latest)
    ).map((row) => toSummary(type, row as Record<string, unknown>));
  const [counts, published, drafts, tabs] = await Promise.all([
    db.select({ isPublished: t.isPublished, n: count() }).from(t).groupBy(t.isPublished),
    latestOf(true),
    scope.includeDrafts ? latestOf(false) : Promise.resolve([]),
    type === "articles"
      ? db
          .select({ category: articles.category, n: count() })
          .from(articles)
          .where(scope.includeDrafts ? undefined : eq(articles.isPublished, true))
          .groupBy(articles.category)
      : Promise.resolve([]),
  ]);
  const publishedCount = counts.find((c) => c.isPublished)?.n ?? 0;
  const draftCount = scope.includeDrafts ? (counts.find((c) => !c.isPublished)?.n ?? 0) : 0;
  const byTab: Record<string, number> = { accueil: 0, services: 0, realisations: 0, "a-propos": 0 };
  for (const { category, n } of tabs) {
    const tab = Object.entries(articleTabCategories).find(([, list]) => list.includes(category))?.[0] ?? "accueil";
    byTab[tab] = (byTab[tab] ?? 0) + n;
  }
  return {
    total: publishedCount + draftCount,
    published: publishedCount,
    drafts: draftCount,
    ...(type === "articles" ? { byTab } : {}),
    latestPublished: published,
    latestDrafts: drafts,
  };
}
