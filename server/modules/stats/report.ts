import { and, eq, gte, sql } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { addDays } from "#domain/paris-time.ts";
import type { Db } from "#server/infra/db/client.ts";
import { statsDaily, statsDayTotals, statsMonthly } from "./schema.ts";
import { withPageNames, type ReadTitles } from "./page-names.ts";
import { nextMonthOf } from "./storage.ts";

/**
 * The last `days` Paris calendar days up to `today`, oldest first. Counted on the calendar: an instant
 * minus n × 24 h, read in Paris, lands on another day when a clock change lies between.
 */
export const statsPeriod = (days: number, today = parisDate()) =>
  Array.from({ length: days }, (_, i) => addDays(today, i - (days - 1)));

/** Counters of the last `days` days, for the admin's charts and tables. */
export async function statsReport(db: Db, titles: ReadTitles, days: number) {
  const period = statsPeriod(days);
  const from = period[0];
  // Summed by PostgreSQL from the stored rollups (decision 045), never from every (day, page) row of the
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
  for (const day of period) perDay.set(day, 0);
  for (const r of dayResult) if (perDay.has(r.day)) perDay.set(r.day, r.total);
  const top = (metric: string) => rows.filter((r) => r.metric === metric).map((r) => ({ key: r.key, count: r.total }));
  const [viewTop, referrers, quoteTop, contactTop] = ["view", "referrer", "quote", "contact"].map(top);
  // Pages are shown by their names (« Accueil », an article's title), the path beside.
  const [pages, quotes, contacts] = await withPageNames(titles, [viewTop, quoteTop, contactTop]);
  return {
    from,
    days: [...perDay].map(([day, views]) => ({ day, views })),
    pages,
    referrers,
    quotes,
    contacts,
  };
}
