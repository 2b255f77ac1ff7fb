import { AppError } from "#server/errors.ts";
import { isSlug } from "./public.ts";
import { and, asc, desc, eq, lte, max, ne, or } from "drizzle-orm";
import type { ContentType } from "#domain/categories.ts";
import type { Db } from "#server/infra/db/client.ts";
import { articles, previewLinks, slugRedirects } from "#server/infra/db/schema.ts";
import type { RevisionKind, Revisions } from "./revisions.ts";
import { inputOf, snapshotOf } from "./snapshot.ts";
import {
  columnValues,
  isUniqueViolation,
  nextPublishedAt,
  tableOf,
  toJson,
  type ContentInput,
  type ContentRow,
} from "./admin-values.ts";

/** A refusal of the content service: unknown item (not-found), slug taken or stale version (conflict). */
export class ContentError extends AppError {
  constructor(kind: "not-found" | "conflict" | "invalid", message: string) {
    super(kind, message);
    this.name = "ContentError";
  }
}

export const SLUG_TAKEN = "Ce slug est déjà utilisé";
/** A save based on an older version of the item (another tab, another device). */
export const STALE_VERSION =
  "Ce contenu a été modifié ailleurs… Rechargez la page pour reprendre la dernière version (vos modifications restent dans ce navigateur).";
export const REVISION_NOT_FOUND = "Version introuvable";
const NOT_FOUND: Record<ContentType, string> = {
  articles: "Article non trouvé",
  services: "Service non trouvé",
  portfolio: "Réalisation non trouvée",
  pages: "Page non trouvée",
};

export interface ReadScope {
  /** Drafts are visible to the administrator only. */
  includeDrafts: boolean;
}

/** A validated PATCH: only the keys the request named, plus publishedAt when given. */
export type ContentPatch = Partial<ContentInput>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who writes, and on which version of the item the write is based (optimistic concurrency). */
export interface WriteContext {
  userId?: number | null;
  /** The version the editor loaded; a different stored version answers 409. Absent: no check (API clients). */
  version?: number;
  /** Why the write happens, when the HTTP layer knows better than 'manual' (AI acceptance). */
  kind?: RevisionKind;
  /** Scheduled unpublication: a date, or null to cancel it; undefined leaves it unchanged. */
  unpublishAt?: Date | null;
}

export interface AdminContentOptions {
  revisions: Revisions;
  /** The clock of schedules (injected by tests). */
  now?: () => Date;
}

/** Ids that can exist in a serial column; anything else is simply not found. */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id < 2 ** 31 ? id : null;
}

/**
 * Content management of the back office (docs/product.md §3, §4, §7): articles, services, portfolio
 * projects and pages. Every successful write calls `onWrite(type)` so the public pages that
 * show the type can be refreshed.
 */
export function createAdminContent(db: Db, onWrite: (type: ContentType) => void, options: AdminContentOptions) {
  const { revisions } = options;
  const clock = options.now ?? (() => new Date());

  async function findRow(executor: Db | Tx, type: ContentType, id: number): Promise<ContentRow | null> {
    const t = tableOf(type);
    const [row] = await executor.select().from(t).where(eq(t.id, id)).limit(1);
    return (row as ContentRow | undefined) ?? null;
  }

  /** The row locked for this transaction, after the version check of the editor's save. */
  async function lockRow(tx: Tx, type: ContentType, id: number, ctx: WriteContext): Promise<ContentRow> {
    const t = tableOf(type);
    const [row] = await tx.select().from(t).where(eq(t.id, id)).limit(1).for("update");
    if (!row) throw new ContentError("not-found", NOT_FOUND[type]);
    if (ctx.version !== undefined && ctx.version !== row.version) throw new ContentError("conflict", STALE_VERSION);
    // Items that existed before revisions (the seed) get their current state as revision 1.
    if ((await revisions.count(tx, type, id)) === 0) {
      await revisions.record(tx, {
        contentType: type,
        itemId: id,
        kind: "manual",
        authorId: null,
        published: row.isPublished,
        data: snapshotOf(type, row as ContentRow),
        now: row.updatedAt,
      });
    }
    return row as ContentRow;
  }

  function record(tx: Tx, type: ContentType, row: ContentRow, kind: RevisionKind, ctx: WriteContext, data?: Record<string, unknown>) {
    return revisions.record(tx, {
      contentType: type,
      itemId: row.id,
      kind,
      authorId: ctx.userId ?? null,
      published: data === undefined && row.isPublished,
      data: data ?? snapshotOf(type, row),
      now: clock(),
    });
  }

  /** Applies a slug change of live columns (409 when taken, old address kept as a redirect). */
  async function changeSlug(tx: Tx, type: ContentType, existing: ContentRow, slug: unknown) {
    if (typeof slug !== "string") return;
    await assertSlugFree(tx, type, slug, existing.id);
    await recordSlugChange(tx, type, existing.id, existing.slug, slug);
  }

  async function assertSlugFree(tx: Tx, type: ContentType, slug: string, exceptId: number | null) {
    const t = tableOf(type);
    const where = exceptId === null ? eq(t.slug, slug) : and(eq(t.slug, slug), ne(t.id, exceptId));
    const taken = await tx.select({ id: t.id }).from(t).where(where).limit(1);
    if (taken.length > 0) throw new ContentError("conflict", SLUG_TAKEN);
  }

  /** A slug an item now uses stops redirecting to the item that used it before. */
  async function releaseRedirect(tx: Tx, type: ContentType, slug: string) {
    await tx.delete(slugRedirects).where(and(eq(slugRedirects.type, type), eq(slugRedirects.oldSlug, slug)));
  }

  /** The old address keeps working (301, served by the page layer). */
  async function recordSlugChange(tx: Tx, type: ContentType, id: number, oldSlug: string, newSlug: string) {
    if (oldSlug === newSlug) return;
    await releaseRedirect(tx, type, newSlug);
    await tx
      .insert(slugRedirects)
      .values({ type, oldSlug, itemId: id })
      .onConflictDoUpdate({ target: [slugRedirects.type, slugRedirects.oldSlug], set: { itemId: id } });
  }

  /** Runs a write; a concurrent insert of the same slug (unique index) becomes the same 409. */
  async function write<T>(type: ContentType, fn: (tx: Tx) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await db.transaction(fn);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ContentError("conflict", SLUG_TAKEN);
      throw err;
    }
    onWrite(type);
    return result;
  }

  async function applyUpdate(
    type: ContentType,
    id: number,
    values: Record<string, unknown>,
    input: ContentPatch,
    ctx: WriteContext,
    replace: boolean,
  ) {
    return write(type, async (tx) => {
      const t = tableOf(type);
      const existing = await lockRow(tx, type, id, ctx);
      const now = clock();
      const set: Record<string, unknown> = { version: existing.version + 1 };
      if (ctx.unpublishAt !== undefined) set.unpublishAt = ctx.unpublishAt;
      const future = input.isPublished === true && input.publishedAt && input.publishedAt > now ? input.publishedAt : null;

      if (future && existing.isPublished) {
        // A published item keeps its public version: the edits wait in the draft until the time comes.
        const draft = { ...(existing.draft ?? snapshotOf(type, existing)), ...values, isPublished: true };
        Object.assign(set, { draft, publishAt: future });
        const [row] = await tx.update(t).set(set as never).where(eq(t.id, id)).returning();
        await record(tx, type, row as ContentRow, "schedule", ctx, draft);
        return toJson(type, row as ContentRow);
      }

      await changeSlug(tx, type, existing, input.slug);
      Object.assign(set, values, { updatedAt: now });
      if (replace) set.draft = null;
      if (future) {
        // Never published yet: stays out of the public site until the scheduler publishes it.
        Object.assign(set, { isPublished: false, publishedAt: future, publishAt: future });
      } else if (replace && input.isPublished === false && !existing.isPublished && existing.publishAt) {
        // Saving a scheduled item with its switch off keeps the schedule (and the planned date).
      } else if (typeof input.isPublished === "boolean") {
        set.publishedAt = nextPublishedAt(input.isPublished, input.publishedAt, existing, now);
        // An explicit publication or unpublication replaces any schedule of it.
        set.publishAt = null;
      } else if (input.publishedAt && existing.isPublished) {
        set.publishedAt = input.publishedAt;
      }
      const [updated] = await tx.update(t).set(set as never).where(eq(t.id, id)).returning();
      const row = updated as ContentRow;
      const kind: RevisionKind = future
        ? "schedule"
        : row.isPublished && !existing.isPublished
          ? "publish"
          : !row.isPublished && existing.isPublished
            ? "unpublish"
            : (ctx.kind ?? (row.isPublished && replace ? "publish" : "manual"));
      await record(tx, type, row, kind, ctx);
      return toJson(type, row);
    });
  }

  /** Scheduled changes that are due at `now`, for one type; exactly once across instances (row locks). */
  async function runDueOf(type: ContentType, now: Date): Promise<number> {
    const t = tableOf(type);
    const done = await db.transaction(async (tx) => {
      const due = (await tx
        .select()
        .from(t)
        .where(or(lte(t.publishAt, now), lte(t.unpublishAt, now)))
        .orderBy(asc(t.id))
        .limit(50)
        .for("update", { skipLocked: true })) as ContentRow[];
      for (const existing of due) {
        let row = existing;
        if (row.publishAt && row.publishAt <= now) {
          const draft = row.draft ? inputOf(type, row.draft) : null;
          const values = draft ? columnValues(type, draft) : {};
          if (typeof values.slug === "string" && values.slug !== row.slug) {
            const taken = await tx
              .select({ id: t.id })
              .from(t)
              .where(and(eq(t.slug, values.slug), ne(t.id, row.id)))
              .limit(1);
            if (taken.length > 0) delete values.slug;
            else await recordSlugChange(tx, type, row.id, row.slug, values.slug);
          }
          const set = {
            ...values,
            isPublished: true,
            publishedAt: row.isPublished && row.publishedAt ? row.publishedAt : (row.publishedAt ?? row.publishAt),
            publishAt: null,
            draft: null,
            version: row.version + 1,
            updatedAt: now,
          };
          [row] = (await tx.update(t).set(set as never).where(eq(t.id, row.id)).returning()) as ContentRow[];
          await revisions.record(tx, {
            contentType: type,
            itemId: row.id,
            kind: "publish",
            authorId: null,
            published: true,
            data: snapshotOf(type, row),
            now,
          });
        }
        if (row.unpublishAt && row.unpublishAt <= now) {
          const set = { isPublished: false, publishedAt: null, unpublishAt: null, version: row.version + 1, updatedAt: now };
          [row] = (await tx.update(t).set(set as never).where(eq(t.id, row.id)).returning()) as ContentRow[];
          await revisions.record(tx, {
            contentType: type,
            itemId: row.id,
            kind: "unpublish",
            authorId: null,
            published: false,
            data: snapshotOf(type, row),
            now,
          });
        }
      }
      return due.length;
    });
    if (done > 0) onWrite(type);
    return done;
  }

  return {
    async list(type: ContentType, scope: ReadScope): Promise<ContentRow[]> {
      const t = tableOf(type);
      const order = type === "articles" ? [desc(t.createdAt), desc(t.id)] : [asc(t.position), asc(t.id)];
      const query = db.select().from(t);
      const rows = await (scope.includeDrafts ? query : query.where(eq(t.isPublished, true))).orderBy(...order);
      return rows.map((row) => toJson(type, row as ContentRow));
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

    /** Published articles, newest first (the public blog's list). */
    async listPublishedArticles(): Promise<ContentRow[]> {
      return ((await db
        .select()
        .from(articles)
        .where(eq(articles.isPublished, true))
        .orderBy(desc(articles.createdAt), desc(articles.id))) as ContentRow[]).map((row) => toJson("articles", row));
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
    async update(type: ContentType, id: number | null, input: ContentInput, ctx: WriteContext = {}): Promise<ContentRow> {
      if (id === null) throw new ContentError("not-found", NOT_FOUND[type]);
      return applyUpdate(type, id, columnValues(type, input), input, ctx, true);
    },

    /** PATCH: only the given fields change (isPublished toggle; any article field). */
    async patch(type: ContentType, id: number | null, input: ContentPatch, ctx: WriteContext = {}): Promise<ContentRow> {
      if (id === null) throw new ContentError("not-found", NOT_FOUND[type]);
      return applyUpdate(type, id, columnValues(type, input), input, ctx, false);
    },

    /**
     * Autosave / draft save: the editor's whole state is kept in `draft`; the public page does not
     * change. Records an autosave checkpoint (or an 'ai' revision when an AI proposal was accepted).
     */
    async saveDraft(type: ContentType, id: number, input: ContentInput, ctx: WriteContext): Promise<{ version: number; savedAt: Date }> {
      const result = await db.transaction(async (tx) => {
        const t = tableOf(type);
        const existing = await lockRow(tx, type, id, ctx);
        const draft = snapshotOf(type, input as unknown as Record<string, unknown>);
        const [row] = await tx
          .update(t)
          .set({ draft, version: existing.version + 1 } as never)
          .where(eq(t.id, id))
          .returning({ version: t.version });
        await record(tx, type, existing, ctx.kind ?? "autosave", ctx, draft);
        return { version: row.version, savedAt: clock() };
      });
      return result;
    },

    /** Drops the pending draft ('Abandonner le brouillon'). */
    async discardDraft(type: ContentType, id: number, ctx: WriteContext): Promise<ContentRow> {
      return db.transaction(async (tx) => {
        const t = tableOf(type);
        const existing = await lockRow(tx, type, id, ctx);
        const [row] = await tx
          .update(t)
          .set({ draft: null, version: existing.version + 1 } as never)
          .where(eq(t.id, id))
          .returning();
        return { ...toJson(type, row as ContentRow), draft: null };
      });
    },

    async listRevisions(type: ContentType, id: number | null) {
      const row = id === null ? null : await findRow(db, type, id);
      if (!row) throw new ContentError("not-found", NOT_FOUND[type]);
      return revisions.list(db, type, row.id);
    },

    async getRevision(type: ContentType, id: number | null, revisionId: number | null) {
      if (id === null || revisionId === null) throw new ContentError("not-found", REVISION_NOT_FOUND);
      const revision = await revisions.get(db, type, id, revisionId);
      if (!revision) throw new ContentError("not-found", REVISION_NOT_FOUND);
      return revision;
    },

    /**
     * 'Restaurer cette version': a published item gets the revision as its draft (the public page
     * changes only when published again); an unpublished one gets it directly. Recorded as a new
     * 'restore' revision, so a restore can itself be undone.
     */
    async restore(type: ContentType, id: number | null, revisionId: number | null, ctx: WriteContext): Promise<ContentRow> {
      if (id === null || revisionId === null) throw new ContentError("not-found", REVISION_NOT_FOUND);
      const revision = await revisions.get(db, type, id, revisionId);
      if (!revision) throw new ContentError("not-found", REVISION_NOT_FOUND);
      return write(type, async (tx) => {
        const t = tableOf(type);
        const existing = await lockRow(tx, type, id, ctx);
        const input = inputOf(type, { ...revision.data, isPublished: existing.isPublished });
        if (!input) throw new ContentError("conflict", "Cette version ne peut pas être restaurée : elle n'est plus valide.");
        const data = snapshotOf(type, input as unknown as Record<string, unknown>);
        let row: ContentRow;
        if (existing.isPublished) {
          [row] = (await tx
            .update(t)
            .set({ draft: data, version: existing.version + 1 } as never)
            .where(eq(t.id, id))
            .returning()) as ContentRow[];
          await record(tx, type, row, "restore", ctx, data);
        } else {
          await changeSlug(tx, type, existing, input.slug);
          const values = { ...columnValues(type, input), isPublished: false };
          [row] = (await tx
            .update(t)
            .set({ ...values, draft: null, version: existing.version + 1, updatedAt: clock() } as never)
            .where(eq(t.id, id))
            .returning()) as ContentRow[];
          await record(tx, type, row, "restore", ctx);
        }
        return { ...toJson(type, row), draft: row.draft ?? null };
      });
    },

    /** Publishes and unpublishes what is due (the scheduler's tick); returns how many items changed. */
    async runScheduled(now: Date = clock()): Promise<number> {
      let total = 0;
      for (const type of ["articles", "services", "portfolio", "pages"] as const) total += await runDueOf(type, now);
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
  };
}

export type AdminContent = ReturnType<typeof createAdminContent>;
