import { isSlug } from "./public.ts";
import { assertPublishable } from "./publishable.ts";
import { and, desc, eq, getTableColumns, max, min } from "drizzle-orm";
import type { Page } from "#domain/pagination.ts";
import { selectPage } from "#server/infra/db/paging.ts";
import { contentTypes, type ContentType } from "#domain/content-types.ts";
import type { Db } from "#server/infra/db/client.ts";
import { articles, previewLinks, slugRedirects } from "./schema.ts";
import type { RevisionKind } from "./revisions.ts";
import { columnValues, nextPublishedAt, tableOf, toJson, type ContentInput, type ContentRow } from "./admin-values.ts";
import { ContentError, NOT_FOUND } from "./errors.ts";
import { draftOperations } from "./drafts.ts";
import { createContentWriter } from "./writer.ts";
import type { AdminContentOptions, ContentPatch, ReadScope, WriteContext } from "./write-context.ts";
import { contentOverview, listContent, type ContentListQuery } from "./admin-lists.ts";

export { contentSorts, type ContentListQuery, type ContentSort } from "./admin-lists.ts";
export { ContentError, REVISION_NOT_FOUND, SLUG_TAKEN, STALE_VERSION } from "./errors.ts";
export {
  parseId,
  type AdminContentOptions,
  type ContentPatch,
  type ReadScope,
  type WriteContext,
} from "./write-context.ts";

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
     * One page of a type's items as summaries (never their bodies), searched in the
     * title, slug and excerpt or short description, sorted, filtered by status or article tab.
     */
    list: (type: ContentType, scope: ReadScope, query: ContentListQuery): Promise<Page<ContentRow>> =>
      listContent(db, type, scope, query),

    /** What the dashboard and the section overview show of a type: counts and latest items, never every item. */
    overview: (type: ContentType, scope: ReadScope, latest = 5) => contentOverview(db, type, scope, latest),

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
      assertPublishable(type, input as unknown as Record<string, unknown>, input.isPublished);
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

    /**
     * Puts a portfolio project first in the artisan's order: the home page shows the 6 first
     * projects of that order (docs/chantiers.md §8), so a newly published one can lead it.
     */
    async moveFirst(type: ContentType, id: number | null): Promise<ContentRow> {
      if (type !== "portfolio" || id === null) throw new ContentError("not-found", NOT_FOUND[type]);
      return write(type, async (tx) => {
        const t = tableOf(type);
        const [{ first }] = await tx.select({ first: min(t.position) }).from(t);
        const [row] = await tx
          .update(t)
          .set({ position: (first ?? 0) - 1 })
          .where(eq(t.id, id))
          .returning();
        if (!row) throw new ContentError("not-found", NOT_FOUND[type]);
        return toJson(type, row as ContentRow);
      });
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
