import { isSlug, projectCategoriesOf } from "./public.ts";
import { and, asc, count, desc, eq, getTableColumns, inArray, max, not, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ListQuery, Page } from "#domain/pagination.ts";
import { searchColumns, selectPage } from "#server/infra/db/paging.ts";
import type { GalleryCategory } from "#domain/schemas/categories.ts";
import { contentTypeConfigs, contentTypes, type ContentType } from "#domain/content-types.ts";
import type { Db } from "#server/infra/db/client.ts";
import { articles, previewLinks, projects, slugRedirects } from "#server/infra/db/schema.ts";
import type { RevisionKind } from "./revisions.ts";
import {
  columnValues,
  nextPublishedAt,
  statusOf,
  tableOf,
  toJson,
  type ContentInput,
  type ContentRow,
} from "./admin-values.ts";

import { ContentError, NOT_FOUND } from "./errors.ts";
import { draftOperations } from "./drafts.ts";
import { createContentWriter } from "./writer.ts";
import type { AdminContentOptions, ContentPatch, ReadScope, WriteContext } from "./write-context.ts";

export { ContentError, REVISION_NOT_FOUND, SLUG_TAKEN, STALE_VERSION } from "./errors.ts";
export {
  parseId,
  type AdminContentOptions,
  type ContentPatch,
  type ReadScope,
  type WriteContext,
} from "./write-context.ts";

/** Columns a list never ships (issue 33): the long texts and structured bodies of an item. */
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
 * Content management of the back office (docs/product.md §3, §4, §7): articles, services, portfolio
 * projects and pages. Every successful write calls `onWrite(type)` so the public pages that
 * show the type can be refreshed.
 */
export function createAdminContent(db: Db, onWrite: (type: ContentType) => void, options: AdminContentOptions) {
  const w = createContentWriter(db, onWrite, options);
  const { clock, findRow, record, assertSlugFree, releaseRedirect, write, applyUpdate, runDueOf, revisions } = w;
  return {
    /**
     * One page of a type's items as summaries (never their bodies: issue 33), searched in the
     * title, slug and excerpt or short description, sorted, filtered by status or article tab.
     */
    async list(type: ContentType, scope: ReadScope, query: ContentListQuery): Promise<Page<ContentRow>> {
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
        type === "portfolio" && query.gallery
          ? inArray(projects.category, projectCategoriesOf(query.gallery))
          : undefined,
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
    },

    /**
     * What the dashboard and the section overview show of a type: its counts (per article tab too)
     * and its latest published items and drafts, never every item.
     */
    async overview(type: ContentType, scope: ReadScope, latest = 5) {
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
    },

    async get(type: ContentType, id: number | null, scope: ReadScope): Promise<ContentRow> {
      const row = id === null ? null : await findRow(db, type, id);
      if (!row || (!scope.includeDrafts && !row.isPublished)) throw new ContentError("not-found", NOT_FOUND[type]);
      // The pending draft is the administrator's only.
      return scope.includeDrafts ? { ...toJson(type, row), draft: row.draft ?? null } : toJson(type, row);
    },

    /** The row as stored (draft included), for the preview; null when unknown. */
    async getRow(type: ContentType, id: number): Promise<ContentRow | null> {
      return findRow(db, type, id);
    },

    /**
     * One page of the published articles, newest first (the public blog's list, docs/product.md §7):
     * with their content as the spec says, so a page is bounded (20 by default, 50 at most).
     */
    async listPublishedArticles(page = 1, pageSize = 20): Promise<Page<ContentRow>> {
      const where = eq(articles.isPublished, true);
      const result = await selectPage<ContentRow>(db, {
        table: articles,
        columns: getTableColumns(articles),
        where,
        orderBy: [desc(articles.createdAt), desc(articles.id)],
        page,
        pageSize,
      });
      return { ...result, items: result.items.map((row) => toJson("articles", row)) };
    },

    async getArticleBySlug(slug: string, scope: ReadScope): Promise<ContentRow> {
      if (!isSlug(slug)) throw new ContentError("not-found", NOT_FOUND.articles);
      const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
      if (!row || (!scope.includeDrafts && !row.isPublished)) throw new ContentError("not-found", NOT_FOUND.articles);
      return toJson("articles", row as ContentRow);
    },

    async create(type: ContentType, input: ContentInput, ctx: WriteContext = {}): Promise<ContentRow> {
      return write(type, async (tx) => {
        const t = tableOf(type);
        await assertSlugFree(tx, type, input.slug, null);
        await releaseRedirect(tx, type, input.slug);
        const now = clock();
        const future = input.isPublished && input.publishedAt && input.publishedAt > now ? input.publishedAt : null;
        const values: Record<string, unknown> = {
          ...columnValues(type, input),
          publishedAt: future ?? nextPublishedAt(input.isPublished, input.publishedAt, null, now),
          createdAt: now,
          updatedAt: now,
        };
        if (future) Object.assign(values, { isPublished: false, publishAt: future });
        if (ctx.unpublishAt) values.unpublishAt = ctx.unpublishAt;
        if (type !== "articles") {
          // New services, projects and pages come last in the order the public site shows.
          const [{ last }] = await tx.select({ last: max(t.position) }).from(t);
          values.position = (last ?? -1) + 1;
        }
        const [row] = await tx
          .insert(t)
          .values(values as never)
          .returning();
        const kind: RevisionKind = future ? "schedule" : input.isPublished ? "publish" : (ctx.kind ?? "manual");
        await record(tx, type, row as ContentRow, kind, ctx);
        return toJson(type, row as ContentRow);
      });
    },

    /** PUT: the whole item is replaced by the validated input (and its pending draft dropped). */
    async update(
      type: ContentType,
      id: number | null,
      input: ContentInput,
      ctx: WriteContext = {},
    ): Promise<ContentRow> {
      if (id === null) throw new ContentError("not-found", NOT_FOUND[type]);
      return applyUpdate(type, id, columnValues(type, input), input, ctx, true);
    },

    /** PATCH: only the given fields change (isPublished toggle; any article field). */
    async patch(
      type: ContentType,
      id: number | null,
      input: ContentPatch,
      ctx: WriteContext = {},
    ): Promise<ContentRow> {
      if (id === null) throw new ContentError("not-found", NOT_FOUND[type]);
      return applyUpdate(type, id, columnValues(type, input), input, ctx, false);
    },

    /** Publishes and unpublishes what is due (the scheduler's tick); returns how many items changed. */
    async runScheduled(now: Date = clock()): Promise<number> {
      let total = 0;
      for (const type of contentTypes) total += await runDueOf(type, now);
      return total;
    },

    async remove(type: ContentType, id: number | null): Promise<void> {
      if (id === null) throw new ContentError("not-found", NOT_FOUND[type]);
      await write(type, async (tx) => {
        const t = tableOf(type);
        const deleted = await tx.delete(t).where(eq(t.id, id)).returning({ id: t.id });
        if (deleted.length === 0) throw new ContentError("not-found", NOT_FOUND[type]);
        await tx.delete(slugRedirects).where(and(eq(slugRedirects.type, type), eq(slugRedirects.itemId, id)));
        await revisions.removeItem(tx, type, id);
        await tx.delete(previewLinks).where(and(eq(previewLinks.contentType, type), eq(previewLinks.itemId, id)));
      });
    },

    ...draftOperations(w),
  };
}

export type AdminContent = ReturnType<typeof createAdminContent>;
