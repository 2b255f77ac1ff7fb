import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { leadAttachments } from "./schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { asBuffer, UnreadableImage, type ImageWorker } from "#server/modules/media/index.ts";
import { storedInput } from "#server/modules/media/index.ts";
import { photoLease } from "./attachment-lease.ts";

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
/** Longest back-off after storage or database errors (the photo and its original are kept). */
const MAX_BACKOFF_MS = 10 * 60_000;

interface Job {
  id: number;
  storageId: string;
}

/** The storage or the database failed around the encoding: retried later, nothing is lost. */
class TransientFailure extends Error {
  constructor(where: string, cause: unknown) {
    super(`${where}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "TransientFailure";
  }
}

async function transient<T>(where: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw new TransientFailure(where, err);
  }
}

export interface AttachmentTiming {
  /** How long a claim on a photo lasts without renewal (an instance that dies loses it after this). */
  leaseMs?: number;
  /** First back-off after a storage or database error (then doubled, up to 10 min). */
  retryMs?: number;
}

/**
 * The photos of quote requests, encoded after the upload has been answered (decision 043): the
 * visitor's original is stored privately first and its row is 'processing'; this queue has the
 * image worker (a child process) decode it once, stores the re-encoded photo (no EXIF, no GPS)
 * and its thumbnail, then removes the original. The queue lives in the database and is shared by
 * every instance: a photo is encoded by the instance that CLAIMS it (a lease, `locked_by` /
 * `locked_until`, renewed while it works); a crash or a restart leaves the lease to expire and
 * another instance (or the same one, by its sweep) takes the photo over. Only a real decoding
 * failure marks a photo unreadable: a storage or database error keeps the original and retries
 * with a growing back-off. Nothing acknowledged is lost.
 */
export function createAttachmentProcessing(deps: {
  db: Db;
  storage: Storage;
  logger: Logger;
  worker: ImageWorker;
  timing?: AttachmentTiming;
}) {
  const { db, storage, logger, worker } = deps;
  const leaseMs = deps.timing?.leaseMs ?? 60_000;
  const retryMs = deps.timing?.retryMs ?? 10_000;
  /** This process, as it signs its claims. */
  const me = `${process.pid}-${randomUUID()}`;
  const waiting: Job[] = [];
  const queued = new Set<number>();
  /** Jobs running, by attachment id, with their storage id (a deletion waits for them). */
  const running = new Map<number, { storageId: string; done: Promise<void> }>();
  /** Who waits for a photo (the admin opening it while it is encoded). */
  const waiters = new Map<number, (() => void)[]>();
  let stopped = false;
  let sweeper: NodeJS.Timeout | null = null;

  function settle(id: number) {
    for (const wake of waiters.get(id) ?? []) wake();
    waiters.delete(id);
  }

  // The lease on a photo (attachment-lease.ts).
  const { mine, leaseEnd, claim, release } = photoLease(db, me, leaseMs);

  async function processOne(id: number): Promise<void> {
    const row = await claim(id);
    if (!row) return; // encoded, deleted, or in another instance's hands
    const renew = setInterval(() => {
      db.update(leadAttachments)
        .set({ lockedUntil: leaseEnd() })
        .where(mine(id))
        .catch((err: unknown) => logger.warn("attachment lease not renewed", { err, attachmentId: id }));
    }, leaseMs / 3);
    renew.unref();
    try {
      await encode(row);
    } catch (err) {
      if (!(err instanceof TransientFailure)) throw err;
      const delay = Math.min(MAX_BACKOFF_MS, retryMs * 2 ** Math.min(row.attempts, 20));
      logger.warn("attachment encoding postponed (storage or database error, original kept)", {
        err: err.message,
        attachmentId: id,
        retryInMs: delay,
      });
      await release(id, delay, true).catch(() => {
        /* the database is down: the lease expires by itself */
      });
    } finally {
      clearInterval(renew);
    }
  }

  async function encode(row: typeof leadAttachments.$inferSelect): Promise<void> {
    const { id } = row;
    const input = await transient("storage read", () => storedInput(storage, sourceFolder(row.storageId), SOURCE_FILE));
    if (!input) return markUnreadable(row.id, row.storageId, "source missing");
    let attempt = 0;
    for (;;) {
      attempt++;
      let result: Awaited<ReturnType<ImageWorker["photo"]>>;
      try {
        result = await worker.photo(input, {
          maxSide: MAX_SIDE,
          thumbSide: THUMB_SIDE,
          png: row.mimeType === "image/png",
        });
      } catch (err) {
        if (err instanceof UnreadableImage || attempt >= MAX_ATTEMPTS)
          return markUnreadable(row.id, row.storageId, err instanceof Error ? err.message : String(err));
        if (stopped) return release(id, 0, false); // resumed at the next start, or by another instance
        logger.warn("attachment encoding retried", { err, attachmentId: id, attempt });
        continue;
      }
      await transient("storage write", async () => {
        await storage.put(row.storageId, row.file, asBuffer(result.data));
        await storage.put(row.storageId, "thumb.webp", asBuffer(result.thumb));
      });
      const updated = await transient("database", () =>
        db
          .update(leadAttachments)
          .set({
            state: "ready",
            thumb: "thumb.webp",
            size: result.data.byteLength,
            width: result.width,
            height: result.height,
            lockedBy: null,
            lockedUntil: null,
          })
          .where(and(mine(id), eq(leadAttachments.state, "processing")))
          .returning({ id: leadAttachments.id }),
      );
      if (updated.length === 0) {
        // Not ours any more. Only a row that is really gone (lead deleted, purge) lets its files go:
        // a photo finished by another instance (same files) keeps them.
        const [still] = await transient("database", () =>
          db.select({ id: leadAttachments.id }).from(leadAttachments).where(eq(leadAttachments.id, id)),
        );
        if (!still) {
          await storage.remove(row.storageId);
          await storage.remove(sourceFolder(row.storageId));
        }
        return;
      }
      await storage
        .remove(sourceFolder(row.storageId))
        .catch((err: unknown) => logger.warn("attachment original not removed", { err, attachmentId: id }));
      return;
    }
  }

  async function markUnreadable(id: number, storageId: string, reason: string) {
    logger.warn("attachment unreadable", { attachmentId: id, reason });
    const marked = await db
      .update(leadAttachments)
      .set({ state: "unreadable", thumb: null, lockedBy: null, lockedUntil: null })
      .where(and(mine(id), eq(leadAttachments.state, "processing")))
      .returning({ id: leadAttachments.id });
    if (marked.length > 0) await storage.remove(sourceFolder(storageId));
  }

  /** Every photo waiting with no live lease (a crashed instance's, a back-off over): queued here. */
  async function sweep(): Promise<number> {
    const rows = await db
      .select({ id: leadAttachments.id, storageId: leadAttachments.storageId })
      .from(leadAttachments)
      .where(
        and(
          eq(leadAttachments.state, "processing"),
          or(isNull(leadAttachments.lockedUntil), lt(leadAttachments.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(leadAttachments.id);
    api.schedule(rows);
    return rows.length;
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

  const api = {
    /** Queues photos to encode (their rows are 'processing'). */
    schedule(jobs: Job[]) {
      for (const job of jobs) {
        if (queued.has(job.id) || running.has(job.id)) continue;
        queued.add(job.id);
        waiting.push(job);
      }
      pump();
    },

    /**
     * At start: every photo left 'processing' with no live lease (a crash, a stop, a restored backup)
     * is queued again; then, while the server runs, the same sweep takes over the photos of an
     * instance that died and the ones whose back-off is over.
     */
    async resume(): Promise<number> {
      const count = await sweep();
      if (!sweeper && !stopped) {
        sweeper = setInterval(
          () => void sweep().catch((err: unknown) => logger.warn("attachment sweep failed", { err })),
          Math.max(500, Math.min(retryMs, leaseMs / 2, 15_000)),
        );
        sweeper.unref();
      }
      return count;
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
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      waiting.length = 0;
      queued.clear();
      await Promise.allSettled([...running.values()].map((j) => j.done));
    },
  };
  return api;
}

export type AttachmentProcessing = ReturnType<typeof createAttachmentProcessing>;
