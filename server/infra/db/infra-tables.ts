/**
 * Infrastructure tables, owned by no business module: `app_meta` (small key/value settings: the
 * business settings, the mail settings, the agenda settings, the media migration marks) and
 * `rate_limits` (throttling counters shared by every instance, server/infra/rate-limit.ts).
 * drizzle-kit reads this file with the modules' schema.ts files (drizzle.config.ts).
 */
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/** Counters for throttling (failed logins, lead submissions, AI calls), shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});
