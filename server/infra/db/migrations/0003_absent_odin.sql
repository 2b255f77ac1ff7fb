CREATE TABLE "stats_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_day_metric_key_pk" PRIMARY KEY("day","metric","key")
);
