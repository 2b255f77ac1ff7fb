import { eq } from "drizzle-orm";
import type { ContentType } from "#domain/content-types.ts";
import { columnValues, tableOf, toJson, type ContentInput, type ContentRow } from "./admin-values.ts";
import { ContentError, NOT_FOUND, REVISION_NOT_FOUND } from "./errors.ts";
import { inputOf, snapshotOf } from "./snapshot.ts";
import type { ContentWriter, WriteContext } from "./writer.ts";

/** Drafts (autosave), revisions and restore of the content service (decision 042). */
export function draftOperations(w: ContentWriter) {
  const { db, revisions, clock, findRow, lockRow, record, changeSlug, write } = w;
  return {
    /**
     * Autosave / draft save: the editor's whole state is kept in `draft`; the public page does not
     * change. Records an autosave checkpoint (or an 'ai' revision when an AI proposal was accepted).
     */
    async saveDraft(
      type: ContentType,
      id: number,
      input: ContentInput,
      ctx: WriteContext,
    ): Promise<{ version: number; savedAt: Date }> {
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
    async restore(
      type: ContentType,
      id: number | null,
      revisionId: number | null,
      ctx: WriteContext,
    ): Promise<ContentRow> {
      if (id === null || revisionId === null) throw new ContentError("not-found", REVISION_NOT_FOUND);
      const revision = await revisions.get(db, type, id, revisionId);
      if (!revision) throw new ContentError("not-found", REVISION_NOT_FOUND);
      return write(type, async (tx) => {
        const t = tableOf(type);
        const existing = await lockRow(tx, type, id, ctx);
        const input = inputOf(type, { ...revision.data, isPublished: existing.isPublished });
        if (!input)
          throw new ContentError("conflict", "Cette version ne peut pas être restaurée : elle n'est plus valide.");
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
  };
}
