/**
 * One gate for every sharp (libvips) encoding of the server: the media queue's variants and the
 * quote attachments' re-encoding share `limit` slots, so a rush of uploads never adds to a queue
 * that is already encoding (memory stays bounded: at most `limit` decoded images at once).
 * Waiting work of priority "high" (a visitor's upload, someone waits for the answer) passes before
 * waiting work of priority "low" (the background queue, which nobody waits for).
 */
export type GatePriority = "high" | "low";

export function createGate(limit: number) {
  let active = 0;
  const waiting: Record<GatePriority, (() => void)[]> = { high: [], low: [] };

  function next() {
    const resolve = waiting.high.shift() ?? waiting.low.shift();
    if (resolve) resolve();
  }

  return {
    async run<T>(fn: () => Promise<T>, priority: GatePriority = "high"): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting[priority].push(resolve));
      else active++;
      // A slot handed over by next() keeps `active` unchanged (released by one, taken by the other).
      try {
        return await fn();
      } finally {
        if (waiting.high.length + waiting.low.length > 0) next();
        else active--;
      }
    },
    /** Slots in use and work waiting (tests, logs). */
    get state() {
      return { active, waiting: waiting.high.length + waiting.low.length };
    },
  };
}

export type Gate = ReturnType<typeof createGate>;

/** The server's gate: two encodings at once (two cores; sharp.concurrency(1) gives each one thread). */
export const imageGate = createGate(2);
