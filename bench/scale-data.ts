import { sql } from "drizzle-orm";
import type { Db } from "../server/infra/db/client.ts";

/**
 * Grows a site's database as after ten busy years (issue 33), with generate_series: one statement a
 * table. Used by `npm run bench:scale` and its integration twin.
 */
export async function growDatabase(db: Db) {
  // One transaction without the pool's 15 s statement timeout: 300,000 rows take longer on a busy machine.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await growIn(tx as unknown as Db);
  });
}

async function growIn(db: Db) {
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const body = "Le chêne massif se travaille à la main, planche après planche. ".repeat(80);
  await run(sql`insert into articles (title, slug, excerpt, content, category, is_published, published_at, created_at, updated_at)
      select 'Carnet d''atelier n° ' || i, 'carnet-' || i, 'Les nouvelles de la semaine ' || i, ${body},
        (array['services','realisations','accueil','a-propos'])[1 + i % 4], i % 10 <> 0,
        now() - (i || ' hours')::interval, now() - (i || ' hours')::interval, now() - (i || ' hours')::interval
      from generate_series(1, 2000) i`);
  await run(sql`insert into projects (title, slug, category, location, description, full_description, position, is_published)
      select 'Projet ' || i, 'projet-' || i, (array['cuisine','dressing','escaliers','portes','agencement'])[1 + i % 5], 'Saucats',
        'Un ouvrage sur mesure.', ${body}, 1000 + i, true from generate_series(1, 500) i`);
  await run(sql`insert into services (title, slug, short_description, full_description, content, position, is_published)
      select 'Service ' || i, 'service-' || i, 'Un savoir-faire.', ${body}, ${body}, 1000 + i, i % 3 <> 0
      from generate_series(1, 300) i`);
  await run(sql`insert into pages (title, slug, content, position, is_published)
      select 'Page ' || i, 'page-' || i, ${body}, 1000 + i, i % 3 <> 0 from generate_series(1, 300) i`);
  await run(sql`insert into quote_requests (first_name, last_name, email, phone, address, project_type,
        project_description, budget, timeline, rgpd_consent, created_at)
      select 'Prénom' || i, 'Nom' || i, 'client' || i || '@example.fr', '0556000000', '1 rue du Bois, Saucats',
        'cuisine', ${body.slice(0, 500)}, '10000-20000', '3-6 mois', true, now() - (i || ' minutes')::interval
      from generate_series(1, 20000) i`);
  await run(sql`insert into lead_attachments (token, storage_id, lead_type, lead_id, kind, file_name, file, mime_type, size)
      select 'banc-' || id, 'banc-' || id, 'quote', id, 'pdf', 'plan.pdf', 'file.pdf', 'application/pdf', 120000
      from quote_requests where id % 4 = 0`);
  await run(sql`insert into lead_events (lead_type, lead_id, type, created_at)
      select 'quote', id, 'status', created_at from quote_requests`);
  await run(sql`insert into stats_daily (day, metric, key, count)
      select current_date - (i % 1000), (array['view','view','view','referrer'])[1 + i % 4], '/page-' || (i / 1000), 1 + i % 7 from generate_series(1, 300000) i
      on conflict do nothing`);
  await run(
    sql`insert into media (id, url, type) select 'banc-' || i, '/media/banc-' || i || '/1200.webp', 'image' from generate_series(1, 3000) i`,
  );
}
