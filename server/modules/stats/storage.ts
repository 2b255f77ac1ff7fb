import { and, eq, inArray, lt, lte, sql } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import type { Db } from "#server/infra/db/client.ts";
import { statsDaily, statsDayTotals, statsMonthly } from "./schema.ts";

/** The stored counters: one flush's rows written with their rollups, and the retention purge. */

export type StatsMetric = "view" | "referrer" | "quote" | "contact";

/** Kept 13 months (CNIL's recommendation for audience measurement exempt from consent). */
export const STATS_RETENTION_MONTHS = 13;
/**
 * Distinct keys stored per day and metric (3,000 fake referrers made 3,000 rows kept 13
 * months): beyond, the counts go to « autres », so the totals stay right and the table bounded.
 */
export const KEYS_PER_DAY: Record<StatsMetric, number> = { view: 1_000, referrer: 200, quote: 200, contact: 200 };
export const OTHER_KEY = "autres";

export type Row = { day: string; metric: string; key: string; count: number };

/** The first day of a day's month, and of the month after: "2026-03-17" → "2026-03-01", "2026-04-01". */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
export function nextMonthOf(day: string): string {
  const [y, m] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** Sums of `rows` per `by` (the rollups' increments of one flush). */
function summed<T>(rows: Row[], by: (r: Row) => T, id: (t: T) => string): { row: T; count: number }[] {
  const out = new Map<string, { row: T; count: number }>();
  for (const r of rows) {
    const row = by(r);
    const k = id(row);
    const sum = out.get(k);
    if (sum) sum.count += r.count;
    else out.set(k, { row, count: r.count });
  }
  return [...out.values()];
}

/** The rows of one flush with, per day and metric, the keys beyond the day's bound merged into « autres ». */
async function withinDailyBounds(db: Db, rows: Row[]): Promise<Row[]> {
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const g = `${r.day}\u0000${r.metric}`;
    groups.set(g, [...(groups.get(g) ?? []), r]);
  }
  const out: Row[] = [];
  for (const group of groups.values()) {
    const { day, metric } = group[0];
    const bound = KEYS_PER_DAY[metric as StatsMetric] ?? 200;
    const sameDay = and(eq(statsDaily.day, day), eq(statsDaily.metric, metric));
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(statsDaily)
      .where(sameDay);
    if (n + group.length <= bound - 1) {
      out.push(...group);
      continue;
    }
    const known = new Set(
      (
        await db
          .select({ key: statsDaily.key })
          .from(statsDaily)
          .where(
            and(
              sameDay,
              inArray(
                statsDaily.key,
                group.map((r) => r.key),
              ),
            ),
          )
      ).map((r) => r.key),
    );
    // Room for new keys, « autres » kept aside; the most counted new keys first.
    let room = Math.max(0, bound - 1 - (n - (known.has(OTHER_KEY) ? 1 : 0)));
    let others = 0;
    for (const r of [...group].sort((a, b) => b.count - a.count)) {
      if (r.key === OTHER_KEY) others += r.count;
      else if (known.has(r.key)) out.push(r);
      else if (room > 0) {
        room--;
        out.push(r);
      } else others += r.count;
    }
    if (others > 0) out.push({ day, metric, key: OTHER_KEY, count: others });
  }
  return out;
}

/** Writes one flush's counts: the day's rows and the stored rollups (decision 045) move together or not at all. */
export async function writeCounts(db: Db, rows: Row[]): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const bounded = await withinDailyBounds(tx, rows);
    await tx
      .insert(statsDaily)
      .values(bounded)
      .onConflictDoUpdate({
        target: [statsDaily.day, statsDaily.metric, statsDaily.key],
        set: { count: sql`${statsDaily.count} + excluded.count` },
      });
    const months = summed(
      bounded,
      (r) => ({ month: monthOf(r.day), metric: r.metric, key: r.key }),
      (m) => `${m.month}\u0000${m.metric}\u0000${m.key}`,
    );
    await tx
      .insert(statsMonthly)
      .values(months.map(({ row, count }) => ({ ...row, count })))
      .onConflictDoUpdate({
        target: [statsMonthly.month, statsMonthly.metric, statsMonthly.key],
        set: { count: sql`${statsMonthly.count} + excluded.count` },
      });
    const totals = summed(
      bounded,
      (r) => ({ day: r.day, metric: r.metric }),
      (d) => `${d.day}\u0000${d.metric}`,
    );
    await tx
      .insert(statsDayTotals)
      .values(totals.map(({ row, count }) => ({ ...row, count })))
      .onConflictDoUpdate({
        target: [statsDayTotals.day, statsDayTotals.metric],
        set: { count: sql`${statsDayTotals.count} + excluded.count` },
      });
  });
}

/** Deletes the counts older than the retention; the rollups stay the sums of stats_daily. */
export async function purgeExpired(db: Db): Promise<void> {
  const limit = new Date();
  limit.setMonth(limit.getMonth() - STATS_RETENTION_MONTHS);
  const day = parisDate(limit);
  const month = monthOf(day);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.delete(statsDaily).where(lt(statsDaily.day, day));
    await tx.delete(statsDayTotals).where(lt(statsDayTotals.day, day));
    // The rollups stay the sums of stats_daily: the months before the limit's go, and the limit's
    // month, now partly purged, is summed again from its remaining days (a month of rows at most).
    await tx.delete(statsMonthly).where(lte(statsMonthly.month, month));
    await tx.execute(sql`insert into ${statsMonthly} (month, metric, key, count)
        select ${month}::date, metric, key, sum(count)::int from ${statsDaily}
        where day >= ${day} and day < ${nextMonthOf(day)} group by metric, key`);
  });
}
