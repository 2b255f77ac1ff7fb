/**
 * Attachments leaving: detached from deleted leads, unclaimed uploads purged after their time,
 * and files of the private storage that no row knows swept.
 */
import { and, inArray, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/infra/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { leadAttachments } from "./schema.ts";

/** Unclaimed uploads (the visitor never sent the form) are removed after this. */
export const UNCLAIMED_TTL_HOURS = 1;
/** The private storage's folders of attachments (`att-…`, and `att-…-src` for a photo's original). */
const orphanCandidate = /^att-[0-9a-f]{24}(-src)?$/;

/** `detach`, `removeFiles`, `purgeUnclaimed` and `sweepOrphans` of the attachments. */
export function attachmentCleanup(
  db: Db,
  storage: Storage,
  logger: Logger,
  removeFiles: (storageIds: string[]) => Promise<void>,
) {
  return {
    /** Inside a deletion transaction: the rows of these leads; returns their storage ids. */
    async detach(tx: Tx, leadIds: number[] | ReturnType<Tx["select"]>): Promise<string[]> {
      const rows = await tx
        .delete(leadAttachments)
        .where(inArray(leadAttachments.leadId, leadIds as number[]))
        .returning({ storageId: leadAttachments.storageId });
      return rows.map((r) => r.storageId);
    },

    removeFiles,

    /** Uploads never claimed by a quote (form abandoned) older than the TTL. */
    async purgeUnclaimed(hours = UNCLAIMED_TTL_HOURS): Promise<number> {
      const rows = await db
        .delete(leadAttachments)
        .where(
          and(isNull(leadAttachments.leadId), lt(leadAttachments.createdAt, sql`now() - ${hours} * interval '1 hour'`)),
        )
        .returning({ storageId: leadAttachments.storageId });
      await removeFiles(rows.map((r) => r.storageId));
      return rows.length;
    },

    /**
     * The originals of photos already encoded (or found unreadable): an instance stopped between
     * the row's « ready » and the original's removal leaves one, GPS and all, that its row still
     * names (so no orphan sweep would take it). An original is kept only while its row is being
     * stored or encoded. Run at start and with the daily sweep.
     */
    async removeFinishedSources(): Promise<number> {
      const sources = (await storage.ids()).filter((id) => /^att-[0-9a-f]{24}-src$/.test(id));
      let removed = 0;
      for (let i = 0; i < sources.length; i += 500) {
        const ids = sources.slice(i, i + 500).map((folder) => folder.replace(/-src$/, ""));
        const finished = await db
          .select({ storageId: leadAttachments.storageId })
          .from(leadAttachments)
          .where(
            and(inArray(leadAttachments.storageId, ids), notInArray(leadAttachments.state, ["storing", "processing"])),
          );
        for (const r of finished) await storage.remove(`${r.storageId}-src`);
        removed += finished.length;
      }
      if (removed > 0) logger.info("originals of encoded photos removed", { removed });
      return removed;
    },

    /**
     * Files of the private storage that no row knows (docs/security.md, finding 7): left by a crash between
     * a row's deletion and its files' removal, or by a version that wrote the file before its row.
     * Removed once older than `graceMs` (an upload of an older instance may still be inserting).
     */
    async sweepOrphans(graceMs = UNCLAIMED_TTL_HOURS * 3600_000): Promise<number> {
      const folders = (await storage.ids()).filter((id) => orphanCandidate.test(id));
      if (folders.length === 0) return 0;
      const base = (folder: string) => folder.replace(/-src$/, "");
      const known = new Set<string>();
      for (let i = 0; i < folders.length; i += 500) {
        const ids = [...new Set(folders.slice(i, i + 500).map(base))];
        const rows = await db
          .select({ storageId: leadAttachments.storageId })
          .from(leadAttachments)
          .where(inArray(leadAttachments.storageId, ids));
        for (const r of rows) known.add(r.storageId);
      }
      let removed = 0;
      for (const folder of folders) {
        if (known.has(base(folder))) continue;
        const names = await storage.list(folder);
        const dates = await Promise.all(names.map((n) => storage.stat(folder, n)));
        const newest = Math.max(0, ...dates.map((d) => d?.lastModified.getTime() ?? 0));
        if (Date.now() - newest < graceMs) continue;
        await storage.remove(folder);
        removed++;
      }
      if (removed > 0) logger.warn("orphan attachment files removed", { removed });
      return removed;
    },
  };
}
