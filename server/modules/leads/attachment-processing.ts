import { and, eq } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { leadAttachments } from "#server/infra/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { asBuffer, UnreadableImage, type ImageWorker } from "../media/worker/pool.ts";
import { storedInput } from "../media/worker/input.ts";

/** Longest side of a stored photo: half of a 12 MP phone photo, so JPEG decodes it shrunk (fast, little memory). */
export const MAX_SIDE = 2000;
export const THUMB_SIDE = 320;
/** A photo's original waits here (`{storageId}-src/upload.bin`): never served, removed once encoded. */
export const sourceFolder = (storageId: string) => `${storageId}-src`;
export const SOURCE_FILE = "upload.bin";
/** Worker crashes (not a decoding error) tolerated per photo before it is marked unreadable. */
const MAX_ATTEMPTS = 3;
/** Photos read and stored around the worker at once (the worker itself encodes one at a time). */
const PARALLEL = 2;

interface Job {
  id: number;
  storageId: string;
}

/**
 * The photos of quote requests, encoded after the upload has been answered (decision 043): the
 * visitor's original is stored privately first and its row is 'processing'; this queue has the
 * image worker (a child process) decode it once, stores the re-encoded photo (no EXIF, no GPS)
 * and its thumbnail, then removes the original. The queue lives in the database: a crash or a
 * restart resumes every 'processing' row (`resume()`), nothing acknowledged is lost.
 */
export function createAttachmentProcessing(deps: { db: Db; storage: Storage; logger: Logger; worker: ImageWorker }) {
  const { db, storage, logger, worker } = deps;
  const waiting: Job[] = [];
  const queued = new Set<number>();
  /** Jobs running, by attachment id, with their storage id (a deletion waits for them). */
  const running = new Map<number, { storageId: string; done: Promise<void> }>();
  /** Who waits for a photo (the admin opening it while it is encoded). */
  const waiters = new Map<number, (() => void)[]>();
  let stopped = false;

  function settle(id: number) {
    for (const wake of waiters.get(id) ?? []) wake();
    waiters.delete(id);
  }

  async function processOne(id: number): Promise<void> {
    const [row] = await db
      .select()
      .from(leadAttachments)
      .where(and(eq(leadAttachments.id, id), eq(leadAttachments.state, "processing")));
    if (!row) return;
    const input = await storedInput(storage, sourceFolder(row.storageId), SOURCE_FILE);
    if (!input) return markUnreadable(row.id, row.storageId, "source missing");
    let attempt = 0;
    for (;;) {
      attempt++;
      try {
        const result = await worker.photo(input, {
          maxSide: MAX_SIDE,
          thumbSide: THUMB_SIDE,
          png: row.mimeType === "image/png",
        });
        await storage.put(row.storageId, row.file, asBuffer(result.data));
        await storage.put(row.storageId, "thumb.webp", asBuffer(result.thumb));
        const updated = await db
          .update(leadAttachments)
          .set({
            state: "ready",
            thumb: "thumb.webp",
            size: result.data.byteLength,
            width: result.width,
            height: result.height,
          })
          .where(and(eq(leadAttachments.id, id), eq(leadAttachments.state, "processing")))
          .returning({ id: leadAttachments.id });
        // Deleted meanwhile (lead deleted, purge): what was just written goes too.
        if (updated.length === 0) await storage.remove(row.storageId);
        await storage.remove(sourceFolder(row.storageId));
        return;
      } catch (err) {
        if (err instanceof UnreadableImage || attempt >= MAX_ATTEMPTS)
          return markUnreadable(row.id, row.storageId, err instanceof Error ? err.message : String(err));
        if (stopped) return; // stays 'processing': resumed at the next start
        logger.warn("attachment encoding retried", { err, attachmentId: id, attempt });
      }
    }
  }

  async function markUnreadable(id: number, storageId: string, reason: string) {
    logger.warn("attachment unreadable", { attachmentId: id, reason });
    await db
      .update(leadAttachments)
      .set({ state: "unreadable", thumb: null })
      .where(and(eq(leadAttachments.id, id), eq(leadAttachments.state, "processing")));
    await storage.remove(sourceFolder(storageId));
  }

  function pump() {
    while (!stopped && running.size < PARALLEL && waiting.length > 0) {
      const job = waiting.shift()!;
      const id = job.id;
      queued.delete(id);
      const done = processOne(id)
        .catch((err: unknown) => {
          if (!stopped) logger.error("attachment encoding failed", { err, attachmentId: id });
        })
        .finally(() => {
          running.delete(id);
          settle(id);
          pump();
        });
      running.set(id, { storageId: job.storageId, done });
    }
  }

  return {
    /** Queues photos to encode (their rows are 'processing'). */
    schedule(jobs: Job[]) {
      for (const job of jobs) {
        if (queued.has(job.id) || running.has(job.id)) continue;
        queued.add(job.id);
        waiting.push(job);
      }
      pump();
    },

    /** At start: every photo left 'processing' (a crash, a stop, a restored backup) is queued again. */
    async resume(): Promise<number> {
      const rows = await db
        .select({ id: leadAttachments.id, storageId: leadAttachments.storageId })
        .from(leadAttachments)
        .where(eq(leadAttachments.state, "processing"))
        .orderBy(leadAttachments.id);
      this.schedule(rows);
      return rows.length;
    },

    /** Whether this photo is queued or being encoded by this server. */
    has: (id: number) => queued.has(id) || running.has(id),

    /** Resolves when this photo's job is over, or after `ms`. */
    async wait(id: number, ms: number): Promise<void> {
      if (!queued.has(id) && !running.has(id)) return;
      let wake!: () => void;
      const over = new Promise<void>((resolve) => (wake = resolve));
      waiters.set(id, [...(waiters.get(id) ?? []), wake]);
      const timer = setTimeout(wake, ms);
      await over;
      clearTimeout(timer);
    },

    /** Before removing a lead's files: lets a job writing into one of these folders finish first. */
    async settled(storageIds: string[]) {
      const ids = new Set(storageIds);
      await Promise.all([...running.values()].filter((j) => ids.has(j.storageId)).map((j) => j.done));
    },

    get state() {
      return { waiting: waiting.length, running: running.size };
    },

    /** At shutdown: no new job; the ones left stay 'processing' in the database. */
    async stop() {
      stopped = true;
      waiting.length = 0;
      queued.clear();
      await Promise.allSettled([...running.values()].map((j) => j.done));
    },
  };
}

export type AttachmentProcessing = ReturnType<typeof createAttachmentProcessing>;
