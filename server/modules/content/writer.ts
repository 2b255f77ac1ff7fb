import { and, asc, eq, lte, ne, or } from "drizzle-orm";
import type { ContentType } from "#domain/content-types.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { slugRedirects } from "./schema.ts";
import type { RevisionKind } from "./revisions.ts";
import { inputOf, snapshotOf } from "./snapshot.ts";
import { columnValues, isUniqueViolation, nextPublishedAt, tableOf, toJson, type ContentRow } from "./admin-values.ts";

import { ContentError, NOT_FOUND, SLUG_TAKEN, STALE_VERSION } from "./errors.ts";
import { assertPublishable } from "./publishable.ts";
import type { AdminContentOptions, ContentPatch, WriteContext } from "./write-context.ts";

export type { WriteContext };

/**
 * The write path shared by every operation of the content service: rows read and locked with the
 * editor's version check, revisions recorded, slugs kept unique with their old addresses
 * redirected, the public pages told (`onWrite`) after each commit, schedules run.
 */
export function createContentWriter(db: Db, onWrite: (type: ContentType) => void, options: AdminContentOptions) {
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

  function record(
    tx: Tx,
    type: ContentType,
    row: ContentRow,
    kind: RevisionKind,
    ctx: WriteContext,
    data?: Record<string, unknown>,
  ) {
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
      const future =
        input.isPublished === true && input.publishedAt && input.publishedAt > now ? input.publishedAt : null;
      const publishing = input.isPublished ?? (existing.isPublished || Boolean(existing.publishAt));
      assertPublishable(type, { ...existing, ...values }, publishing);

      if (future && existing.isPublished) {
        // A published item keeps its public version: the edits wait in the draft until the time comes.
        const draft = { ...(existing.draft ?? snapshotOf(type, existing)), ...values, isPublished: true };
        Object.assign(set, { draft, publishAt: future });
        const [row] = await tx
          .update(t)
          .set(set as never)
          .where(eq(t.id, id))
          .returning();
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
      const [updated] = await tx
        .update(t)
        .set(set as never)
        .where(eq(t.id, id))
        .returning();
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

  /** One scheduled change of an item (publication or unpublication), recorded as a revision by nobody. */
  async function applyScheduled(
    tx: Tx,
    type: ContentType,
    id: number,
    set: Record<string, unknown>,
    kind: "publish" | "unpublish",
    now: Date,
  ) {
    const t = tableOf(type);
    const [row] = (await tx
      .update(t)
      .set(set as never)
      .where(eq(t.id, id))
      .returning()) as ContentRow[];
    await revisions.record(tx, {
      contentType: type,
      itemId: row.id,
      kind,
      authorId: null,
      published: kind === "publish",
      data: snapshotOf(type, row),
      now,
    });
    return row;
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
          row = await applyScheduled(tx, type, row.id, set, "publish", now);
        }
        if (row.unpublishAt && row.unpublishAt <= now) {
          const set = {
            isPublished: false,
            publishedAt: null,
            unpublishAt: null,
            version: row.version + 1,
            updatedAt: now,
          };
          await applyScheduled(tx, type, row.id, set, "unpublish", now);
        }
      }
      return due.length;
    });
    if (done > 0) onWrite(type);
    return done;
  }

  return {
    db,
    revisions,
    clock,
    findRow,
    lockRow,
    record,
    changeSlug,
    assertSlugFree,
    releaseRedirect,
    write,
    applyUpdate,
    runDueOf,
  };
}

export type ContentWriter = ReturnType<typeof createContentWriter>;
