import { and, desc, eq, gt, inArray, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { contentRevisions } from "./schema.ts";
import { memberCards } from "#server/modules/auth/index.ts";

/** Why a revision was recorded (shown in the 'Historique' panel). */
export const revisionKinds = ["manual", "publish", "unpublish", "autosave", "ai", "restore", "schedule"] as const;
export type RevisionKind = (typeof revisionKinds)[number];

type Executor = Db | Tx;

export interface RevisionSummary {
  id: number;
  number: number;
  kind: RevisionKind;
  authorId: number | null;
  authorName: string | null;
  published: boolean;
  createdAt: Date;
}

export interface Revision extends RevisionSummary {
  contentType: string;
  itemId: number;
  data: Record<string, unknown>;
}

/** Autosaves within this window of the previous autosave checkpoint update it instead of adding one. */
/** The columns of a revision's summary (its author's name: `withAuthorNames`). */
const summaryColumns = {
  id: contentRevisions.id,
  number: contentRevisions.number,
  kind: contentRevisions.kind,
  authorId: contentRevisions.authorId,
  published: contentRevisions.published,
  createdAt: contentRevisions.createdAt,
};

/** Each revision with its author's name (decision 054), his username when he gave none; null: no author (any more). */
async function withAuthorNames<R extends { authorId: number | null }>(
  db: Db,
  rows: R[],
): Promise<(R & { authorName: string | null })[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
  const names = new Map((await memberCards(db, { ids })).map((m) => [m.id, m.name || m.username]));
  return rows.map((r) => ({ ...r, authorName: r.authorId === null ? null : (names.get(r.authorId) ?? null) }));
}

export const AUTOSAVE_CHECKPOINT_MS = 10 * 60 * 1000;

/**
 * Revisions of any content type (articles, services, portfolio, pages today; testimonials/FAQ can
 * reuse it): the type is a plain string key. Every write records the full content in JSON.
 */
export function createRevisions(options: { keep: number }) {
  const keep = options.keep;

  async function prune(tx: Executor, contentType: string, itemId: number) {
    const item = and(eq(contentRevisions.contentType, contentType), eq(contentRevisions.itemId, itemId));
    const kept = await tx
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(item)
      .orderBy(desc(contentRevisions.number))
      .limit(keep);
    if (kept.length < keep) return;
    const [live] = await tx
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(and(item, eq(contentRevisions.published, true)))
      .orderBy(desc(contentRevisions.number))
      .limit(1);
    const protectedIds = [...kept.map((r) => r.id), ...(live ? [live.id] : [])];
    await tx.delete(contentRevisions).where(and(item, notInArray(contentRevisions.id, protectedIds)));
  }

  return {
    keep,

    /**
     * Records a revision in the caller's transaction. An autosave right after another autosave of
     * the same author replaces that checkpoint (typing does not fill the history).
     */
    async record(
      tx: Executor,
      entry: {
        contentType: string;
        itemId: number;
        kind: RevisionKind;
        authorId: number | null;
        published: boolean;
        data: Record<string, unknown>;
        now?: Date;
      },
    ): Promise<number> {
      const now = entry.now ?? new Date();
      const item = and(eq(contentRevisions.contentType, entry.contentType), eq(contentRevisions.itemId, entry.itemId));
      const [last] = await tx
        .select()
        .from(contentRevisions)
        .where(item)
        .orderBy(desc(contentRevisions.number))
        .limit(1);
      if (
        entry.kind === "autosave" &&
        last?.kind === "autosave" &&
        last.authorId === entry.authorId &&
        now.getTime() - last.createdAt.getTime() < AUTOSAVE_CHECKPOINT_MS
      ) {
        await tx.update(contentRevisions).set({ data: entry.data }).where(eq(contentRevisions.id, last.id));
        return last.id;
      }
      const [row] = await tx
        .insert(contentRevisions)
        .values({
          contentType: entry.contentType,
          itemId: entry.itemId,
          number: (last?.number ?? 0) + 1,
          kind: entry.kind,
          authorId: entry.authorId,
          published: entry.published,
          data: entry.data,
          createdAt: now,
        })
        .returning({ id: contentRevisions.id });
      await prune(tx, entry.contentType, entry.itemId);
      return row.id;
    },

    async list(db: Db, contentType: string, itemId: number): Promise<RevisionSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(contentRevisions)
        .where(and(eq(contentRevisions.contentType, contentType), eq(contentRevisions.itemId, itemId)))
        .orderBy(desc(contentRevisions.number));
      return (await withAuthorNames(db, rows)) as RevisionSummary[];
    },

    async get(db: Db, contentType: string, itemId: number, id: number): Promise<Revision | null> {
      const [row] = await db
        .select({
          ...summaryColumns,
          contentType: contentRevisions.contentType,
          itemId: contentRevisions.itemId,
          data: contentRevisions.data,
        })
        .from(contentRevisions)
        .where(
          and(
            eq(contentRevisions.contentType, contentType),
            eq(contentRevisions.itemId, itemId),
            eq(contentRevisions.id, id),
          ),
        )
        .limit(1);
      return row ? ((await withAuthorNames(db, [row]))[0] as Revision) : null;
    },

    async count(tx: Executor, contentType: string, itemId: number): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.contentType, contentType), eq(contentRevisions.itemId, itemId)));
      return row.n;
    },

    async removeItem(tx: Executor, contentType: string, itemId: number) {
      await tx
        .delete(contentRevisions)
        .where(and(eq(contentRevisions.contentType, contentType), eq(contentRevisions.itemId, itemId)));
    },

    /** Storage of an item's revisions in bytes (the measure of decision 042). */
    async storedBytes(db: Db, contentType: string, itemIds: number[]): Promise<number> {
      if (itemIds.length === 0) return 0;
      const [row] = await db
        .select({ bytes: sql<number>`coalesce(sum(pg_column_size(${contentRevisions.data})), 0)::int` })
        .from(contentRevisions)
        .where(
          and(
            eq(contentRevisions.contentType, contentType),
            inArray(contentRevisions.itemId, itemIds),
            gt(contentRevisions.id, 0),
          ),
        );
      return row.bytes;
    },
  };
}

export type Revisions = ReturnType<typeof createRevisions>;
