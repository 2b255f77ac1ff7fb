CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category","is_published","created_at");--> statement-breakpoint
CREATE INDEX "projects_published_idx" ON "projects" USING btree ("is_published","category","position");--> statement-breakpoint
CREATE INDEX "stats_daily_metric_day_idx" ON "stats_daily" USING btree ("metric","day","key","count");