import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { rateLimits } from "#server/infra/db/infra-tables.ts";

/**
 * Counters in the database, so every server instance shares them.
 * `hit` counts one event in a fixed window and says whether it is still allowed.
 */
export function createRateLimiter(db: Db) {
  return {
    async hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSec: number }> {
      const now = new Date();
      const windowStartMin = new Date(now.getTime() - windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} < ${windowStartMin} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} < ${windowStartMin} then ${now} else ${rateLimits.windowStart} end`,
          },
        })
        .returning();
      const allowed = row.count <= limit;
      const retryAfterSec = allowed
        ? 0
        : Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
      return { allowed, retryAfterSec };
    },

    /** Seconds the key is still locked out for, or 0. */
    async lockedFor(key: string): Promise<number> {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row?.lockedUntil) return 0;
      return Math.max(0, Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000));
    },

    /** Counts a failure; past `free` failures the key is locked for a delay that doubles each time. */
    async fail(key: string, free: number, baseLockMs: number, maxLockMs: number): Promise<void> {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1 })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
        .returning();
      if (row.count > free) {
        const lockMs = Math.min(maxLockMs, baseLockMs * 2 ** (row.count - free - 1));
        await db
          .update(rateLimits)
          .set({ lockedUntil: new Date(Date.now() + lockMs) })
          .where(eq(rateLimits.key, key));
      }
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Drops counters untouched for a day (called periodically). */
    async purge(): Promise<void> {
      const dayAgo = new Date(Date.now() - 24 * 3600_000);
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The rate-limit key of a client address: IPv4 as is, IPv6 by its /64 (one customer line gets a
 * whole /64, so per-address keys would be free to rotate).
 */
export function addressKey(ip: string): string {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4mapped) return v4mapped[1];
  if (!ip.includes(":")) return ip;
  const [head, tail = ""] = ip.toLowerCase().split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g || "0").replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
