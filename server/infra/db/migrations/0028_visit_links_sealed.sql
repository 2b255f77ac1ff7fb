ALTER TABLE "visit_links" ADD COLUMN "token_sealed" text;--> statement-breakpoint
-- The private pages' addresses (they hold a token) leave the statistics: the day totals first, then the rows.
UPDATE "stats_day_totals" t SET "count" = t."count" - p."sum" FROM (SELECT "day", "metric", sum("count")::int AS "sum" FROM "stats_daily" WHERE "key" ~ '^/(mon-devis|mon-chantier|rendez-vous|avis/donner|admin/invitation|api/invitations|invitations|apercu|agenda)/' GROUP BY "day", "metric") p WHERE t."day" = p."day" AND t."metric" = p."metric";--> statement-breakpoint
DELETE FROM "stats_daily" WHERE "key" ~ '^/(mon-devis|mon-chantier|rendez-vous|avis/donner|admin/invitation|api/invitations|invitations|apercu|agenda)/';--> statement-breakpoint
DELETE FROM "stats_monthly" WHERE "key" ~ '^/(mon-devis|mon-chantier|rendez-vous|avis/donner|admin/invitation|api/invitations|invitations|apercu|agenda)/';
