import { sql } from "drizzle-orm";
import type { Db } from "../server/infra/db/client.ts";
import { rebuildStatsRollups } from "../server/modules/stats/rollups.ts";

/** Rows of each grown table. */
export interface Volume {
  articles: number;
  projects: number;
  services: number;
  pages: number;
  quotes: number;
  stats: number;
  media: number;
}

export const SEED: Volume = { articles: 0, projects: 0, services: 0, pages: 0, quotes: 0, stats: 0, media: 0 };
/**
 * « un an »: a tenth of ten years, but at least a full first page of every list (the admin lists
 * show 100 rows, a category filter a quarter or a fifth of them): the state compared with « dix ans ».
 */
export const UN_AN: Volume = {
  articles: 500,
  projects: 150,
  services: 150,
  pages: 150,
  quotes: 2000,
  stats: 30000,
  media: 300,
};
export const DIX_ANS: Volume = {
  articles: 2000,
  projects: 500,
  services: 300,
  pages: 300,
  quotes: 20000,
  stats: 300000,
  media: 3000,
};

/**
 * Grows a site's database from one volume to a larger one, with generate_series: one
 * statement a table. Rows `from`+1 … `to` of each table, so growing SEED → UN_AN then UN_AN → DIX_ANS
 * on the same database meets no slug or id twice; row 1 is the newest (articles, leads). Used by
 * `npm run bench:scale`. Then VACUUM ANALYZE, as autovacuum leaves a database that grew over years
 * (the planner's statistics, the visibility map of index-only scans).
 */
export async function growDatabase(db: Db, from: Volume, to: Volume) {
  // One transaction without the pool's 15 s statement timeout: 300,000 rows take longer on a busy machine.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await growIn(tx as unknown as Db, from, to);
  });
  await db.execute(sql`vacuum analyze`);
}

async function growIn(db: Db, from: Volume, to: Volume) {
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const range = (table: keyof Volume) => sql`generate_series(${from[table] + 1}::int, ${to[table]}::int)`;
  const body = "Le chêne massif se travaille à la main, planche après planche. ".repeat(80);
  await run(sql`insert into articles (title, slug, excerpt, content, category, is_published, published_at, created_at, updated_at)
      select 'Carnet d''atelier n° ' || i, 'carnet-' || i, 'Les nouvelles de la semaine ' || i, ${body},
        (array['services','realisations','accueil','a-propos'])[1 + i % 4], i % 10 <> 0,
        now() - (i * 43 || ' hours')::interval, now() - (i * 43 || ' hours')::interval, now() - (i * 43 || ' hours')::interval
      from ${range("articles")} i`);
  await run(sql`insert into projects (title, slug, category, location, description, full_description, position, is_published)
      select 'Projet ' || i, 'projet-' || i, (array['cuisine','dressing','escaliers','portes','agencement'])[1 + i % 5], 'Saucats',
        'Un ouvrage sur mesure.', ${body}, 1000 + i, true from ${range("projects")} i`);
  await run(sql`insert into services (title, slug, short_description, full_description, content, position, is_published)
      select 'Service ' || i, 'service-' || i, 'Un savoir-faire.', ${body}, ${body}, 1000 + i, i % 3 <> 0
      from ${range("services")} i`);
  await run(sql`insert into pages (title, slug, content, position, is_published)
      select 'Page ' || i, 'page-' || i, ${body}, 1000 + i, i % 3 <> 0 from ${range("pages")} i`);
  // Quote requests (within the 3 years leads are kept: one every 72 minutes), read and followed up but
  // the 20 newest, one in fifty marked spam; an attachment row for one in four and a status event each.
  await run(sql`with q as (
        insert into leads (kind, first_name, last_name, email, phone, address, project_type,
          message, budget, timeline, rgpd_consent, created_at, read_at, status, is_spam)
        select 'quote', 'Prénom' || i, 'Nom' || i, 'client' || i || '@example.fr', '0556000000', '1 rue du Bois, Saucats',
          'cuisine', ${body.slice(0, 500)}, '10000-20000', '3-6 mois', true, now() - (i * 72 || ' minutes')::interval,
          case when i > 20 then now() - (i * 72 - 60 || ' minutes')::interval end,
          case when i > 20 then (array['contacte','visite-prevue','devis-envoye','signe','termine','perdu'])[1 + i % 6] else 'nouveau' end,
          i % 50 = 0
        from ${range("quotes")} i
        returning id, created_at),
      a as (
        insert into lead_attachments (token, storage_id, lead_id, kind, file_name, file, mime_type, size)
        select 'banc-' || id, 'banc-' || id, id, 'pdf', 'plan.pdf', 'file.pdf', 'application/pdf', 120000
        from q where id % 4 = 0)
      insert into lead_events (lead_id, type, created_at) select id, 'status', created_at from q`);
  // Within the 13 months statistics are kept (an older day is purged at start): more pages seen as content grows.
  await run(sql`insert into stats_daily (day, metric, key, count)
      select current_date - (i % 390), (array['view','view','view','referrer'])[1 + i % 4], '/page-' || (i / 1000), 1 + i % 7
      from ${range("stats")} i
      on conflict do nothing`);
  // The report reads the stored rollups (monthly keys, day totals), summed again from these rows.
  await rebuildStatsRollups(db);
  await run(
    sql`insert into media (id, url, type) select 'banc-' || i, '/media/banc-' || i || '/1200.webp', 'image' from ${range("media")} i`,
  );
}
