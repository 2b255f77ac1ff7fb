import type { Database } from "./client.ts";
import type { Logger } from "#server/logger.ts";

const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, connection exceptions.
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** Whether an error (or one of its causes) says the database cannot be reached. */
export function isConnectionError(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (typeof e.code === "string" && connectionCodes.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /Connection terminated|connection error|ECONNREFUSED|Client was closed/i.test(e.message)
    ) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Whether an error is the pool's acquire timeout: every connection was busy for the whole wait
 * (a crowd, a long render), not a lost database. pg-pool words it "timeout exceeded when trying
 * to connect"; a connection that cannot be opened fails with "Connection terminated due to
 * connection timeout" instead, which `isConnectionError` keeps.
 */
export function isPoolBusy(error: unknown): boolean {
  for (let e = error as { message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.message === "string" && /timeout exceeded when trying to connect/i.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Tracks whether PostgreSQL answers. After a connection error the site answers 503 (French page
 * or JSON) to what needs the database, keeps serving cached pages, and probes every second until
 * the database is back: it recovers by itself.
 */
export function createDbHealth(database: Database, logger: Logger) {
  let healthy = true;
  let probe: NodeJS.Timeout | null = null;
  database.onConnectionError((error) => api.report(error));

  function startProbing() {
    if (probe) return;
    probe = setInterval(async () => {
      try {
        await database.ping();
        healthy = true;
        clearInterval(probe!);
        probe = null;
        logger.info("database reachable again");
      } catch {
        /* still down */
      }
    }, 1000);
    probe.unref();
  }

  const api = {
    get healthy() {
      return healthy;
    },
    /**
     * Call with any error of a request; returns true when it was a lost database. A busy pool
     * (acquire timeout) is never taken for a lost one: that request alone fails (see `busy`).
     */
    report(error: unknown): boolean {
      if (isPoolBusy(error) || !isConnectionError(error)) return false;
      if (healthy) logger.error("database unreachable", { error: (error as Error)?.message });
      healthy = false;
      startProbing();
      return true;
    },
    /** Whether the error is a busy pool: answered 503 with Retry-After, the site stays up. */
    busy(error: unknown): boolean {
      return isPoolBusy(error);
    },
    stop() {
      if (probe) clearInterval(probe);
      probe = null;
    },
  };
  return api;
}

export type DbHealth = ReturnType<typeof createDbHealth>;
