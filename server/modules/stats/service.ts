import { and, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { nextParisMidnight, parisDate } from "#domain/business.ts";
import type { Db } from "#server/infra/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { statsDaily, statsDayTotals, statsMonthly } from "#server/infra/db/schema.ts";
import { withPageNames } from "./page-names.ts";
import { rebuildStatsRollups } from "./rollups.ts";

export type StatsMetric = "view" | "referrer" | "quote" | "contact";

/** Kept 13 months (CNIL's recommendation for audience measurement exempt from consent). */
export const STATS_RETENTION_MONTHS = 13;
/** Bound of distinct keys kept in memory between two flushes (a flood of odd paths cannot grow it). */
const MAX_KEYS = 5_000;
/**
 * Distinct keys stored per day and metric (issue 24: 3,000 fake referrers made 3,000 rows kept 13
 * months): beyond, the counts go to « autres », so the totals stay right and the table bounded.
 */
export const KEYS_PER_DAY: Record<StatsMetric, number> = { view: 1_000, referrer: 200, quote: 200, contact: 200 };
export const OTHER_KEY = "autres";

type Row = { day: string; metric: string; key: string; count: number };

/** The first day of a day's month, and of the month after: "2026-03-17" → "2026-03-01", "2026-04-01". */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
function nextMonthOf(day: string): string {
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

/**
 * Audience measurement without cookies (docs/decisions/045-business-settings-and-statistics.md):
 * counters only, per day — no cookie, no IP, no identifier, not even hashed. A page view costs one
 * Map increment (no hashing, no crypto, no database on the request); the counters are written in
 * one statement every `flushMs` and at shutdown (SIGTERM: services' stoppers).
 */
export function createStats(deps: { db: Db; logger: Logger; siteUrl: string; flushMs?: number }) {
  const { db, logger } = deps;
  const flushMs = deps.flushMs ?? 15_000;
  const siteHost = new URL(deps.siteUrl).host;
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let purgeTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  // The Paris day of the counts, recomputed only when a midnight has passed (one comparison per view):
  // a view at 23:59:58 stays on its day even if it is written after midnight.
  let day = parisDate();
  let dayEnds = nextParisMidnight();
  function add(metric: StatsMetric, key: string) {
    const now = Date.now();
    if (now >= dayEnds) {
      day = parisDate(new Date(now));
      dayEnds = nextParisMidnight(now);
    }
    const k = `${day}\u0000${metric}\u0000${key.length > 300 ? key.slice(0, 300) : key}`;
    const n = pending.get(k);
    if (n !== undefined) pending.set(k, n + 1);
    else if (pending.size < MAX_KEYS) pending.set(k, 1);
  }

  /** The referring site's domain, or null for this site itself and for unusable values. */
  function refererDomain(referer: string | undefined, host: string | undefined): string | null {
    if (!referer) return null;
    // Most referers are this site's own pages: answered without parsing.
    if (host && (referer.startsWith(`https://${host}/`) || referer.startsWith(`http://${host}/`))) return null;
    let url: URL;
    try {
      url = new URL(referer);
    } catch {
      return null;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.host === host || url.host === siteHost) return null;
    return url.hostname.replace(/^www\./, "").toLowerCase();
  }

  /** The path of a same-site referer (the page a form was sent from), else null. */
  function refererPath(referer: string | undefined, host: string | undefined): string | null {
    if (!referer) return null;
    try {
      const url = new URL(referer);
      return url.host === host || url.host === siteHost ? url.pathname : null;
    } catch {
      return null;
    }
  }

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([k, count]) => {
      const [day, metric, key] = k.split("\u0000");
      return { day, metric, key, count };
    });
    try {
      // One transaction: the day's rows and the stored rollups (issue 33) move together or not at all.
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
    } catch (err) {
      // Database away: put the counts back (bounded) and try again at the next flush.
      for (const [k, n] of batch)
        if (pending.size < MAX_KEYS || pending.has(k)) pending.set(k, (pending.get(k) ?? 0) + n);
      logger.warn("statistics flush failed", { err });
    }
  }

  async function purge(): Promise<void> {
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

  return {
    /** A page view (already filtered: GET, HTML answered, not a bot). */
    view(path: string, referer: string | undefined, host: string | undefined) {
      add("view", path);
      const domain = refererDomain(referer, host);
      if (domain) add("referrer", domain);
    },
    /** A quote or contact request was sent from the page named by `referer`. */
    conversion(kind: "quote" | "contact", referer: string | undefined, host: string | undefined) {
      add(kind, refererPath(referer, host) ?? "(inconnue)");
    },
    /** Writes the counters now (tests, shutdown). Calls are serialized. */
    flush(): Promise<void> {
      flushing = flushing.then(flush);
      return flushing;
    },
    purge,
    /** Sums the rollups again from stats_daily (rows inserted there directly: the scale bench, tests). */
    rebuildRollups(): Promise<void> {
      return db.transaction((tx) => rebuildStatsRollups(tx as unknown as Db));
    },
    start() {
      timer ??= setInterval(() => void this.flush(), flushMs);
      timer.unref();
      purgeTimer ??= setInterval(
        () => void purge().catch((err) => logger.warn("statistics purge failed", { err })),
        24 * 3_600_000,
      );
      purgeTimer.unref();
      void purge().catch((err) => logger.warn("statistics purge failed", { err }));
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (purgeTimer) clearInterval(purgeTimer);
      timer = purgeTimer = null;
      await this.flush();
    },

    /** Counters of the last `days` days, for the admin's charts and tables. */
    async report(days: number) {
      const since = new Date();
      since.setDate(since.getDate() - (days - 1));
      const from = parisDate(since);
      // Summed by PostgreSQL from the stored rollups (issue 33), never from every (day, page) row of the
      // period: the chart from the day totals, the top lists from the months entirely inside the period
      // plus the days of its first month when it starts after the 1st (each metric's 50 most counted).
      const fullMonths = from.endsWith("-01") ? from : nextMonthOf(from);
      const [topResult, dayResult] = await Promise.all([
        db.execute(sql`
          with sums as (
            select metric, key, sum(count)::int as total from (
              select ${statsMonthly.metric} as metric, ${statsMonthly.key} as key, ${statsMonthly.count} as count
              from ${statsMonthly} where ${statsMonthly.month} >= ${fullMonths}
              union all
              select ${statsDaily.metric}, ${statsDaily.key}, ${statsDaily.count}
              from ${statsDaily} where ${statsDaily.day} >= ${from} and ${statsDaily.day} < ${fullMonths}
            ) parts
            group by metric, key
          )
          select metric, key, total from (
            select sums.*, row_number() over (partition by metric order by total desc, key) as rank from sums
          ) ranked
          where rank <= 50
          order by metric, rank`),
        db
          .select({ day: sql<string>`${statsDayTotals.day}::text`, total: statsDayTotals.count })
          .from(statsDayTotals)
          .where(and(eq(statsDayTotals.metric, "view"), gte(statsDayTotals.day, from))),
      ]);
      const rows = (topResult as unknown as { rows: { metric: string; key: string; total: number }[] }).rows;
      const perDay = new Map<string, number>();
      for (let i = 0; i < days; i++) {
        const d = new Date(since);
        d.setDate(d.getDate() + i);
        perDay.set(parisDate(d), 0);
      }
      for (const r of dayResult) if (perDay.has(r.day)) perDay.set(r.day, r.total);
      const top = (metric: string) =>
        rows.filter((r) => r.metric === metric).map((r) => ({ key: r.key, count: r.total }));
      const [viewTop, referrers, quoteTop, contactTop] = ["view", "referrer", "quote", "contact"].map(top);
      // Pages are shown by their names (« Accueil », an article's title), the path beside.
      const [pages, quotes, contacts] = await withPageNames(db, [viewTop, quoteTop, contactTop]);
      return {
        from,
        days: [...perDay].map(([day, views]) => ({ day, views })),
        pages,
        referrers,
        quotes,
        contacts,
      };
    },
  };
}

export type Stats = ReturnType<typeof createStats>;
