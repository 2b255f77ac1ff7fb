import { AppError } from "#server/errors.ts";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { rateLimits } from "#server/infra/db/infra-tables.ts";

/**
 * Throttling of secret checks (password, second factor…), race-free: an attempt is *reserved*
 * before the costly check by a single `INSERT … ON CONFLICT … DO UPDATE … WHERE not locked
 * RETURNING`. Parallel requests are serialized by PostgreSQL's row lock, so at most `free`
 * attempts are ever evaluated before the key locks, however many arrive at once.
 *
 * The `free`-th attempt locks the key for `baseLockMs`; after each lock one more attempt is
 * allowed, and the lock doubles (30 s, 1 min, 2 min… up to `maxLockMs`). A success calls
 * `clearAttempts`.
 */
export interface AttemptPolicy {
  free: number;
  baseLockMs: number;
  maxLockMs: number;
}

export type Reservation = { allowed: true; count: number } | { allowed: false; retryAfterSec: number };

export function createAttempts(db: Db) {
  /** Seconds the key is still locked for, or 0. */
  async function lockedFor(key: string): Promise<number> {
    const [row] = await db
      .select({ lockedUntil: rateLimits.lockedUntil })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gt(rateLimits.lockedUntil, new Date())));
    if (!row?.lockedUntil) return 0;
    return Math.max(0, Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000));
  }

  return {
    lockedFor,

    async reserveAttempt(key: string, policy: AttemptPolicy): Promise<Reservation> {
      const now = new Date();
      const lockSql = (count: ReturnType<typeof sql>) =>
        sql`case when ${count} >= ${policy.free}
              then ${now}::timestamptz + make_interval(secs => least(${policy.maxLockMs}::float8, ${policy.baseLockMs}::float8 * power(2, greatest(0, ${count} - ${policy.free}))) / 1000)
              else null end`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStart: now, lockedUntil: lockSql(sql`1`) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`${rateLimits.count} + 1`,
            windowStart: now,
            lockedUntil: lockSql(sql`(${rateLimits.count} + 1)`),
          },
          where: or(isNull(rateLimits.lockedUntil), lte(rateLimits.lockedUntil, now)),
        })
        .returning({ count: rateLimits.count });
      if (row) return { allowed: true, count: row.count };
      return { allowed: false, retryAfterSec: Math.max(1, await lockedFor(key)) };
    },

    /** Failures counted on the key so far (0 when none). */
    async count(key: string): Promise<number> {
      const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
      return row?.count ?? 0;
    },

    async clearAttempts(...keys: string[]): Promise<void> {
      for (const key of keys) await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type Attempts = ReturnType<typeof createAttempts>;

/** French message of a refused attempt. */
export function tooManyAttemptsMessage(retryAfterSec: number, what = "connexion"): string {
  const wait = retryAfterSec < 60 ? `${retryAfterSec} secondes` : `${Math.ceil(retryAfterSec / 60)} minutes`;
  return `Trop de tentatives de ${what}. Réessayez dans ${wait}.`;
}

/**
 * At most `max` costly verifications (argon2) run at once, `queue` more wait their turn; beyond,
 * `run` throws a `BusyError` (answered 503) instead of starving libuv's thread pool.
 */
export class BusyError extends AppError {
  constructor() {
    super("unavailable", "Le serveur est très sollicité. Veuillez réessayer dans quelques secondes.", {
      retryAfterSec: 5,
    });
    this.name = "BusyError";
  }
}

export function createGate(max: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= max) {
        if (waiting.length >= queue) throw new BusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

/** The gate of every password/second-factor verification of this process: 3 at once, 12 waiting. */
export const verificationGate = createGate(3, 12);
