/** The audience measurement without cookies (decision 045): counts per day. */
import { index, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Audience measurement without cookies (docs/decisions/045): counters per day only, no visitor
 * identifier of any kind. metric: 'view' (key: path), 'referrer' (key: domain), 'quote' and
 * 'contact' (key: the path of the page the request was sent from).
 */
export const statsDaily = pgTable(
  "stats_daily",
  {
    day: date("day").notNull(),
    metric: text("metric").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.metric, t.key] }),
    // The statistics screen sums one metric over a period: a range of this index, which
    // holds the key and the count too (index-only scan, the table itself is not read).
    index("stats_daily_metric_day_idx").on(t.metric, t.day, t.key, t.count),
  ],
);

/**
 * Stored rollups of stats_daily, written in the same transaction as its rows: a report over
 * a year reads a dozen months of keys and a row per day, however many (day, page) rows the year holds.
 * Always the sum of stats_daily's rows (flush adds to the three, purge and rebuildRollups() keep it so).
 */
export const statsMonthly = pgTable(
  "stats_monthly",
  {
    /** The first day of the month. */
    month: date("month").notNull(),
    metric: text("metric").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.metric, t.key] })],
);

/** Per day and metric, the sum of all keys (the report's daily chart). */
export const statsDayTotals = pgTable(
  "stats_day_totals",
  {
    day: date("day").notNull(),
    metric: text("metric").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric] })],
);
