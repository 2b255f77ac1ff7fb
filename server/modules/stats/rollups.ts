import { sql } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";

/**
 * Rebuilds the stored rollups (stats_monthly, stats_day_totals) from stats_daily (decision 045): the same
 * SQL as migration 0019's backfill. For rows written into stats_daily directly (the scale bench, tests)
 * and for a restored archive from before the rollups. Run it inside a transaction when others write.
 */
export async function rebuildStatsRollups(db: Db): Promise<void> {
  await db.execute(sql`delete from stats_monthly`);
  await db.execute(sql`delete from stats_day_totals`);
  await db.execute(sql`insert into stats_monthly (month, metric, key, count)
    select date_trunc('month', day)::date, metric, key, sum(count)::int from stats_daily
    group by 1, metric, key`);
  await db.execute(sql`insert into stats_day_totals (day, metric, count)
    select day, metric, sum(count)::int from stats_daily group by day, metric`);
}
