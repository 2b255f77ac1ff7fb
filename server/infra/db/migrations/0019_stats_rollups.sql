CREATE TABLE "stats_day_totals" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_day_totals_day_metric_pk" PRIMARY KEY("day","metric")
);
--> statement-breakpoint
CREATE TABLE "stats_monthly" (
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_monthly_month_metric_key_pk" PRIMARY KEY("month","metric","key")
);
--> statement-breakpoint
-- hand-written (keep on regeneration)
-- Issue 33: the rollups start as the sums of the days already counted (the same SQL as the stats
-- service's rebuildRollups()); from now on every flush adds to stats_daily and to both in one transaction.
INSERT INTO "stats_monthly" ("month", "metric", "key", "count")
  SELECT date_trunc('month', "day")::date, "metric", "key", sum("count")::int FROM "stats_daily"
  GROUP BY 1, "metric", "key";--> statement-breakpoint
INSERT INTO "stats_day_totals" ("day", "metric", "count")
  SELECT "day", "metric", sum("count")::int FROM "stats_daily" GROUP BY "day", "metric";
