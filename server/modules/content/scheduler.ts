import type { Logger } from "#server/logger.ts";
import type { AdminContent } from "./admin.ts";

/**
 * The publication scheduler (decision 042): every `intervalMs` (and once at start, for what was
 * due while the server was down) it publishes and unpublishes what is due. The work is claimed
 * with `SELECT … FOR UPDATE SKIP LOCKED` in one transaction per type, so with several instances
 * each change happens exactly once; the page caches are then dropped through `contentChanged`.
 */
export function createScheduler(deps: { admin: AdminContent; logger: Logger; intervalMs: number; now: () => Date }) {
  const { admin, logger, intervalMs, now } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function tick(): Promise<number> {
    if (running) return running;
    running = admin
      .runScheduled(now())
      .then((count) => {
        if (count > 0) logger.info("scheduled publishing ran", { count });
        return count;
      })
      .catch((err) => {
        logger.warn("scheduled publishing failed", { err });
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    tick,
    start() {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

/** A clock that tests can move forward (TEST_CLOCK); the real time otherwise. */
export function createClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
    get offsetMs() {
      return offsetMs;
    },
  };
}
