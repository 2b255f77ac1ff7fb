import { performance } from "node:perf_hooks";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { media, mediaJobs } from "./schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { OG_FILE, sourceInput, variantFiles } from "./variants.ts";
import { asBuffer, type ImageWorker } from "./worker/pool.ts";

export type MediaJobKind = "variants" | "og";

export interface MediaJobsStatus {
  /** Jobs of the last day: done, waiting or running, failed for good. */
  total: number;
  done: number;
  pending: number;
  failed: number;
}

/** A job taken by an instance is its own for this long; past it (a crash), another one takes it. */
const LOCK_SECONDS = 300;
const MAX_ATTEMPTS = 5;

/**
 * The queue that prepares images before any visitor asks for them: one row per image in
 * `media_jobs`, taken with FOR UPDATE SKIP LOCKED (each job done by one instance), retried with a
 * growing delay, `concurrency` at a time per instance. Pages never wait for it: /media serves the
 * nearest ready file meanwhile.
 */
export function createMediaJobs(deps: {
  db: Db;
  storage: Storage;
  logger: Logger;
  concurrency: number;
  pollMs?: number;
  /** Encodes the variants (a child process, decision 043). */
  worker: ImageWorker;
}) {
  const { db, storage, logger, concurrency, worker } = deps;
  const pollMs = deps.pollMs ?? 2_000;
  let running = 0;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  const inFlight = new Set<Promise<void>>();

  async function enqueue(mediaIds: string[], kind: MediaJobKind = "variants", tx: Db = db): Promise<void> {
    if (mediaIds.length === 0) return;
    await tx.insert(mediaJobs).values(mediaIds.map((mediaId) => ({ mediaId, kind })));
    if (tx === db) wake();
  }

  /**
   * The seed illustrations (they have their SVG meanwhile) wait while the server is busy: a first
   * start under traffic does not encode 39 images alongside the pages. Busy = the event loop
   * worked more than 30 % of the last poll interval; never more than 10 minutes after start.
   */
  let lastElu = performance.eventLoopUtilization();
  let startedAt = Date.now();
  function seedsAllowed(): boolean {
    const now = performance.eventLoopUtilization();
    const recent = performance.eventLoopUtilization(now, lastElu);
    lastElu = now;
    return recent.utilization < 0.3 || Date.now() - startedAt > 10 * 60_000;
  }

  async function claim() {
    const seeds = seedsAllowed();
    const result = await db.execute(sql`
      update ${mediaJobs} set status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), updated_at = now()
      where id = (
        select id from ${mediaJobs}
        where ((status = 'pending' and run_after <= now()) or (status = 'running' and locked_until < now()))
          and (${seeds} or media_id not like 'seed-%')
        -- The administrator's uploads and generations before the seed illustrations (they have their SVG meanwhile).
        order by (media_id like 'seed-%'), id
        for update skip locked
        limit 1
      )
      returning id, media_id as "mediaId", kind, attempts`);
    return (
      (result as unknown as { rows: { id: number; mediaId: string; kind: MediaJobKind; attempts: number }[] })
        .rows[0] ?? null
    );
  }

  async function run(job: { id: number; mediaId: string; kind: MediaJobKind }): Promise<number> {
    const [row] = await db
      .select({ focalX: media.focalX, focalY: media.focalY, type: media.type })
      .from(media)
      .where(eq(media.id, job.mediaId));
    if (row && row.type !== "image") return 0;
    const focalX = row?.focalX ?? 50;
    const focalY = row?.focalY ?? 50;
    const existing = new Set(await storage.list(job.mediaId));
    const todo = job.kind === "og" ? [OG_FILE] : variantFiles.filter((file) => !existing.has(file));
    if (todo.length === 0) return 0;
    // In the image worker, after any waiting upload of a visitor or an administrator (priority
    // "low"): the queue never slows down a request, and its memory leaves with the worker.
    const source = await sourceInput(storage, job.mediaId);
    const made = await worker.run(
      "variants",
      source.input,
      { files: todo, density: source.density, focalX, focalY },
      "low",
    );
    for (const { file, data } of made) {
      if (stopped) throw new Error("arrêt du serveur");
      await storage.put(job.mediaId, file, asBuffer(data));
    }
    if (row && job.kind === "variants") {
      const files = await storage.list(job.mediaId);
      await db.update(media).set({ files }).where(eq(media.id, job.mediaId));
    }
    return todo.length;
  }

  async function work(): Promise<void> {
    while (!stopped && running < concurrency) {
      const job = await claim().catch((err) => {
        logger.warn("media job claim failed", { err });
        return null;
      });
      if (!job) return;
      running++;
      const p = (async () => {
        const started = performance.now();
        try {
          const produced = await run(job);
          await db
            .update(mediaJobs)
            .set({ status: "done", lockedUntil: null, updatedAt: new Date(), lastError: "" })
            .where(eq(mediaJobs.id, job.id));
          logger.info("media job done", {
            mediaId: job.mediaId,
            kind: job.kind,
            files: produced,
            ms: Math.round(performance.now() - started),
          });
        } catch (err) {
          const failed = job.attempts >= MAX_ATTEMPTS;
          if (stopped) logger.info("media job interrupted by shutdown", { mediaId: job.mediaId });
          else logger.warn("media job failed", { mediaId: job.mediaId, attempts: job.attempts, err });
          await db
            .update(mediaJobs)
            .set({
              status: stopped ? "pending" : failed ? "failed" : "pending",
              lockedUntil: null,
              lastError: String((err as Error)?.message ?? err).slice(0, 500),
              runAfter: new Date(Date.now() + (stopped ? 0 : 10_000 * 2 ** (job.attempts - 1))),
              updatedAt: new Date(),
            })
            .where(eq(mediaJobs.id, job.id))
            .catch(() => {});
        } finally {
          running--;
        }
      })();
      inFlight.add(p);
      void p.finally(() => {
        inFlight.delete(p);
        if (!stopped) void work();
      });
    }
  }

  function wake() {
    if (!stopped && concurrency > 0) void work();
  }

  return {
    enqueue,
    /** Starts taking jobs after `delayMs` (the server answers first), then polls every 2 s. */
    start(delayMs = 0) {
      if (concurrency <= 0 || !stopped) return;
      stopped = false;
      startedAt = Date.now();
      lastElu = performance.eventLoopUtilization();
      const tick = () => {
        wake();
        timer = setTimeout(tick, pollMs);
        timer.unref();
      };
      timer = setTimeout(tick, delayMs);
      timer.unref();
      // Old finished jobs: the admin's counter covers one day.
      void db
        .delete(mediaJobs)
        .where(and(eq(mediaJobs.status, "done"), sql`${mediaJobs.updatedAt} < now() - interval '1 day'`))
        .catch(() => {});
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
    /** "Préparation des images… 3/8": the jobs of the last day. */
    async status(): Promise<MediaJobsStatus> {
      const rows = await db
        .select({ status: mediaJobs.status, n: sql<number>`count(*)::int` })
        .from(mediaJobs)
        .where(gt(mediaJobs.createdAt, sql`now() - interval '1 day'`))
        .groupBy(mediaJobs.status);
      const count = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
      const done = count("done");
      const failed = count("failed");
      const pending = count("pending") + count("running");
      return { total: done + failed + pending, done, pending, failed };
    },
    /** True when no job of these media (or of any media) is waiting. */
    async idle(mediaIds?: string[]): Promise<boolean> {
      const where = sql`status in ('pending', 'running')`;
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mediaJobs)
        .where(mediaIds ? and(where, inArray(mediaJobs.mediaId, mediaIds)) : where);
      return (rows[0]?.n ?? 0) === 0;
    },
  };
}

export type MediaJobs = ReturnType<typeof createMediaJobs>;
