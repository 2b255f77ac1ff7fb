import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Logger } from "#server/logger.ts";
import type { Operation, operations, PhotoOptions, PhotoResult } from "./ops.ts";

type Options<K extends Operation> = Parameters<(typeof operations)[K]>[1];
type Result<K extends Operation> = Awaited<ReturnType<(typeof operations)[K]>>;
/** "high": someone waits for the answer (a visitor's photo, an administrator's upload); "low": the media queue. */
export type Priority = "high" | "low";

/** Bytes from the worker as a Buffer, without a copy. */
export const asBuffer = (data: Uint8Array): Buffer =>
  Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** The worker could not run the job (it crashed, was killed, or took too long): worth a retry. */
export class WorkerFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WorkerFailure";
  }
}

/** The worker ran the job and the image could not be decoded: retrying will not help. */
export class UnreadableImage extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadableImage";
  }
}

interface Pending {
  id: number;
  op: Operation;
  input: Uint8Array | string;
  options: unknown;
  resolve: (value: never) => void;
  reject: (err: Error) => void;
}

const entry = path.join(import.meta.dirname, "child.ts");

/**
 * The image worker: a child process, started on the first job and let go after `idleMs` without
 * work, so the memory libvips takes while encoding goes back to the system with the process
 * instead of staying in the web server (decision 043). Every image encoding of the server goes
 * through it: the photos of quote requests, the administration's uploads, the media queue's
 * variants. One job at a time (the worker uses one core, the web server keeps the other for the
 * requests); waiting "high" jobs pass before waiting "low" ones.
 */
export function createImageWorker(
  options: { logger?: Logger; idleMs?: number; timeoutMs?: number; recycleAfter?: number } = {},
) {
  const idleMs = options.idleMs ?? 5_000;
  // A long queue (a first start's 39 illustrations, a batch of uploads) would keep one process
  // whose memory (libvips' and the AVIF encoder's freed buffers, kept by the allocator) only grows:
  // it is replaced after this many jobs, between two jobs (decision 060, `bench:memory`).
  const recycleAfter = options.recycleAfter ?? 6;
  let childJobs = 0;
  const retired = new Set<ChildProcess>();
  const timeoutMs = options.timeoutMs ?? 120_000;
  const queues: Record<Priority, Pending[]> = { high: [], low: [] };
  const waitingCount = () => queues.high.length + queues.low.length;
  let child: ChildProcess | null = null;
  let current: Pending | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let jobTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let closed = false;
  let started = 0;

  function spawnChild(): ChildProcess {
    started++;
    const proc = fork(entry, [], {
      // Not the parent's flags (a test runner's loaders, --inspect): plain Node, small heap.
      execArgv: ["--max-semi-space-size=4"],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" },
    });
    proc.on("message", (msg: { id?: number; ok?: boolean; result?: never; message?: string }) => {
      if (!current || msg.id !== current.id) return;
      const job = current;
      finishJob();
      if (msg.ok) job.resolve(msg.result!);
      else job.reject(new UnreadableImage(msg.message ?? "image illisible"));
      pump();
    });
    proc.on("exit", (code, signal) => {
      if (child === proc) child = null;
      // A process replaced after its jobs (recycleAfter) had finished them all: the job under way is its successor's.
      if (retired.delete(proc)) return;
      if (current) {
        const job = current;
        finishJob();
        // At shutdown (close()), stopping it mid-job is the plan: its work stays queued in the database.
        if (!closed) options.logger?.warn("image worker stopped during a job", { code, signal });
        job.reject(new WorkerFailure(`image worker exited (${signal ?? code})`));
        pump();
      }
    });
    proc.on("error", (err) => options.logger?.warn("image worker error", { err }));
    return proc;
  }

  function finishJob() {
    current = null;
    if (jobTimer) clearTimeout(jobTimer);
    jobTimer = null;
  }

  function pump() {
    if (closed || current || waitingCount() === 0) {
      if (!current && waitingCount() === 0) armIdle();
      return;
    }
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const job = (queues.high.shift() ?? queues.low.shift())!;
    current = job;
    try {
      if (child && childJobs >= recycleAfter) {
        const old = child;
        child = null;
        retired.add(old);
        old.disconnect();
      }
      if (!child) {
        child = spawnChild();
        childJobs = 0;
      }
      childJobs++;
      child.send({ id: job.id, op: job.op, input: job.input, options: job.options });
    } catch (err) {
      finishJob();
      job.reject(new WorkerFailure(err instanceof Error ? err.message : String(err)));
      setImmediate(pump);
      return;
    }
    jobTimer = setTimeout(() => {
      options.logger?.warn("image worker job timed out", { timeoutMs });
      child?.kill("SIGKILL");
    }, timeoutMs);
    jobTimer.unref();
  }

  function armIdle() {
    if (idleTimer || !child) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (!current && waitingCount() === 0 && child) {
        const proc = child;
        child = null;
        proc.disconnect();
      }
    }, idleMs);
    idleTimer.unref();
  }

  return {
    /** Runs one operation of ops.ts in the worker (queued behind the jobs already sent of its priority). */
    run<K extends Operation>(op: K, input: Uint8Array | string, opOptions: Options<K>, priority: Priority = "high") {
      if (closed) return Promise.reject<Result<K>>(new WorkerFailure("image worker closed"));
      return new Promise<Result<K>>((resolve, reject) => {
        queues[priority].push({
          id: nextId++,
          op,
          input,
          options: opOptions,
          resolve: resolve as (value: never) => void,
          reject,
        });
        pump();
      });
    },
    /** Encodes a photo and its thumbnail in the worker. */
    photo(input: Uint8Array | string, photoOptions: PhotoOptions): Promise<PhotoResult> {
      return this.run("photo", input, photoOptions, "high");
    },
    /** Pid of the running worker (null when idle and gone), jobs waiting, workers started so far. */
    get state() {
      return { pid: child?.pid ?? null, waiting: waitingCount() + (current ? 1 : 0), started };
    },
    /** Stops the worker; waiting jobs fail with WorkerFailure (their files stay queued in the database). */
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      for (const job of [...queues.high.splice(0), ...queues.low.splice(0)])
        job.reject(new WorkerFailure("image worker closed"));
      const proc = child;
      child = null;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
        proc.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      }
    },
  };
}

export type ImageWorker = ReturnType<typeof createImageWorker>;
