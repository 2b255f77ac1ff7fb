import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/infra/db/client.ts";
import { BACKUP_TABLES, restoreBackup } from "#server/modules/backup/service.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { migrationsBefore, writeOldArchive } from "../fixtures/migrations.ts";
import { createTestDatabase, startTestServer, testDatabase } from "../fixtures/test-server.ts";

/** The migrations released before the one lead (decision 055): 0000 … 0022. */
const BEFORE_ONE_LEAD = 23;

const previousMigrations = () => migrationsBefore(BEFORE_ONE_LEAD);

/**
 * The old shape: two lead tables whose ids overlap (quote 1 and 2, contact 1 and 2), and every
 * table that pointed at a lead with an untyped (lead_type, lead_id) pair.
 */
async function fillOldDatabase(client: pg.Client) {
  const q = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows;
  for (const [first, last, email] of [
    ["Claire", "Dubos", "claire@example.fr"],
    ["Marc", "Lafon", "marc@example.fr"],
  ])
    await q(
      `insert into quote_requests (first_name, last_name, email, phone, address, project_type, project_description,
         budget, timeline, rgpd_consent, status, notes)
       values ($1, $2, $3, '0601020304', '12 chemin des Pins, 33650 Saucats', 'cuisine', 'Une cuisine en chêne',
         '10k-20k', '3-6-mois', true, 'signe', 'Rappeler le matin')`,
      [first, last, email],
    );
  for (const [prenom, nom, email] of [
    ["Julie", "Martin", "julie@example.fr"],
    ["Paul", "Durand", "paul@example.fr"],
  ])
    await q(
      `insert into contact_messages (prenom, nom, email, telephone, projet, message, status)
       values ($1, $2, $3, '0611223344', 'dressing', 'Un dressing sous pente', 'contacte')`,
      [prenom, nom, email],
    );
  // Both kinds have an id 2: each reference must find its own lead after the migration.
  for (const [type, id] of [
    ["quote", 2],
    ["contact", 2],
  ] as const) {
    await q(`insert into lead_events (lead_type, lead_id, type, detail) values ($1, $2, 'note', '{"text":"suivi"}')`, [
      type,
      id,
    ]);
    await q(
      `insert into email_outbox (lead_type, lead_id, kind, "to", subject, text) values ($1, $2, 'ack', 'x@example.fr', $3, 'corps')`,
      [type, id, `Accusé ${type}`],
    );
    await q(
      `insert into lead_attachments (token, storage_id, lead_type, lead_id, kind, file_name, file, mime_type, size)
       values ($1, $1, $2, $3, 'pdf', 'plan.pdf', 'file.pdf', 'application/pdf', 10)`,
      [`piece-${type}`, type, id],
    );
    await q(`insert into lead_alerts (lead_type, lead_id) values ($1, $2)`, [type, id]);
    await q(
      `insert into review_invitations (token_hash, lead_type, lead_id, email, work_month, expires_at)
       values ($1, $2, $3, 'x@example.fr', '2026-10', now() + interval '30 days')`,
      [`avis-${type}`, type, id],
    );
  }
  await q(`insert into visit_links (token_hash, lead_id) values ('lien-visite', 2)`);
  await q(
    `insert into visits (lead_id, uid, starts_at, ends_at, blocked_until, address)
     values (2, 'uid-1', now() + interval '2 days', now() + interval '2 days 1 hour', now() + interval '2 days 2 hours', 'Saucats')`,
  );
  const [devisQuote] = await q(
    `insert into devis (number, root_number, client, lead_type, lead_id, status)
     values ('D-2026-0001', 'D-2026-0001', '{"name":"Marc Lafon"}', 'quote', 2, 'accepte') returning id`,
  );
  await q(
    `insert into devis (number, root_number, client, lead_type, lead_id)
     values ('D-2026-0002', 'D-2026-0002', '{"name":"Paul Durand"}', 'contact', 2)`,
  );
  await q(
    `insert into chantiers (lead_type, lead_id, devis_id, title, client_name) values ('quote', 2, $1, 'Cuisine', 'Marc Lafon')`,
    [devisQuote.id],
  );
  await q(
    `insert into chantiers (lead_type, lead_id, title, client_name) values ('contact', 2, 'Dressing', 'Paul Durand')`,
  );
  await q(
    `insert into testimonials (name, content, lead_type, lead_id) values ('Paul D.', 'Très beau dressing', 'contact', 2)`,
  );
  // A reference to a lead erased long ago: the timeline row goes, the devis keeps itself without it.
  await q(`insert into lead_events (lead_type, lead_id, type) values ('contact', 99, 'note')`);
  await q(
    `insert into devis (number, root_number, client, lead_type, lead_id) values ('D-2026-0003', 'D-2026-0003', '{}', 'quote', 77)`,
  );
}

type Query = <T extends object>(text: string) => Promise<T[]>;

/**
 * What the old database of `fillOldDatabase` must be once in the one lead table, whether by the
 * migrations or by restoring an archive made before them: every reference finds its own lead.
 */
async function expectLinks(q: Query): Promise<{ marc: number; paul: number }> {
  const leads = await q<{ id: number; kind: string; email: string; first_name: string; phone: string }>(
    "select id, kind, email, first_name, phone from leads order by id",
  );
  expect(leads.map((l) => [l.id, l.kind, l.email])).toEqual([
    [1, "quote", "claire@example.fr"],
    [2, "quote", "marc@example.fr"],
    [3, "contact", "julie@example.fr"],
    [4, "contact", "paul@example.fr"],
  ]);
  // One set of column names: the contact form's French columns are gone.
  expect(leads[3]).toMatchObject({ first_name: "Paul", phone: "0611223344" });
  const byEmail = (email: string) => leads.find((l) => l.email === email)!.id;
  const marc = byEmail("marc@example.fr");
  const paul = byEmail("paul@example.fr");

  for (const table of ["lead_events", "email_outbox", "lead_attachments", "lead_alerts", "review_invitations"]) {
    const rows = await q<{ lead_id: number }>(`select lead_id from ${table} order by lead_id`);
    expect(
      rows.map((r) => r.lead_id),
      table,
    ).toEqual([marc, paul]);
  }
  expect((await q<{ lead_id: number }>("select lead_id from visits"))[0].lead_id).toBe(marc);
  expect((await q<{ lead_id: number }>("select lead_id from visit_links"))[0].lead_id).toBe(marc);
  expect(await q("select number, lead_id from devis order by number")).toEqual([
    { number: "D-2026-0001", lead_id: marc },
    { number: "D-2026-0002", lead_id: paul },
    { number: "D-2026-0003", lead_id: null },
  ]);
  expect(await q("select title, lead_id from chantiers order by title")).toEqual([
    { title: "Cuisine", lead_id: marc },
    { title: "Dressing", lead_id: paul },
  ]);
  expect((await q<{ lead_id: number }>("select lead_id from testimonials where lead_id is not null"))[0].lead_id).toBe(
    paul,
  );
  return { marc, paul };
}

describe(`migration to one lead table (${testDatabase})`, () => {
  it(
    "every lead of both kinds keeps its timeline, e-mails, files, visit, devis, chantier and review, with foreign keys",
    async () => {
      const database = await createTestDatabase();
      const folder = await previousMigrations();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder: folder });
        await fillOldDatabase(client);
      } finally {
        await client.end();
        await rm(folder, { recursive: true, force: true });
      }

      // The new version starts on that database and applies the lead migrations.
      const server = await startTestServer({}, { databaseUrl: database.url });
      const after = new pg.Client({ connectionString: database.url });
      await after.connect();
      try {
        const q = async <T extends object>(text: string) => (await after.query<T>(text)).rows;
        const { marc, paul } = await expectLinks(q);
        expect(
          await q("select 1 from information_schema.tables where table_name in ('quote_requests', 'contact_messages')"),
        ).toEqual([]);
        expect(await q("select 1 from information_schema.columns where column_name = 'lead_type'")).toEqual([]);

        // Real foreign keys: a reference to no lead is refused, a lead a devis relies on is not deleted.
        await expect(after.query("insert into lead_events (lead_id, type) values (999, 'note')")).rejects.toThrow(
          /foreign key/,
        );
        await expect(after.query(`delete from leads where id = ${marc}`)).rejects.toThrow(/foreign key/);
        const fkTables = await q<{ table_name: string }>(
          `select distinct tc.table_name from information_schema.table_constraints tc
             join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
           where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'leads' order by 1`,
        );
        expect(fkTables.map((r) => r.table_name)).toEqual([
          "chantiers",
          "devis",
          "invoices",
          "lead_alerts",
          "lead_attachments",
          "lead_events",
          "review_invitations",
          "testimonials",
          "visit_links",
          "visits",
        ]);
        // A new lead follows the migrated ones.
        const created = await server.fetch("/api/contact", {
          method: "POST",
          json: {
            nom: "Nouveau",
            prenom: "Client",
            email: "nouveau@example.fr",
            telephone: "",
            projet: "",
            message: "Bonjour, une question sur vos escaliers.",
          },
        });
        expect(created.status).toBe(201);

        // The API keeps its URLs and its field names, for both kinds.
        const cookie = await loginAsAdmin(server);
        const quote = await server.fetch(`/api/leads/quote/${marc}`, { cookie });
        expect(quote.status).toBe(200);
        const quoteBody = (await quote.json()) as {
          lead: Record<string, unknown>;
          emails: { subject: string }[];
          timeline: unknown[];
        };
        expect(quoteBody.lead).toMatchObject({
          kind: "quote",
          firstName: "Marc",
          projectDescription: "Une cuisine en chêne",
        });
        expect(quoteBody.emails.map((e) => e.subject)).toEqual(["Accusé quote"]);
        const contact = await server.fetch(`/api/leads/contact/${paul}`, { cookie });
        expect(contact.status).toBe(200);
        const contactBody = (await contact.json()) as { lead: Record<string, unknown>; emails: { subject: string }[] };
        expect(contactBody.lead).toMatchObject({
          kind: "contact",
          prenom: "Paul",
          nom: "Durand",
          telephone: "0611223344",
        });
        expect(contactBody.emails.map((e) => e.subject)).toEqual(["Accusé contact"]);
        // The kind in the address still matters.
        expect((await server.fetch(`/api/leads/quote/${paul}`, { cookie })).status).toBe(404);
      } finally {
        await after.end();
        await server.stop();
        await database.drop();
      }
    },
    SERVER_HOOK_TIMEOUT,
  );

  it(
    "an archive made before the one lead restores into it: the same links as the migration",
    async () => {
      const old = await createTestDatabase();
      const target = await createTestDatabase();
      const folder = await previousMigrations();
      const work = await mkdtemp(path.join(tmpdir(), "atelier-legacy-archive-"));
      const client = new pg.Client({ connectionString: old.url });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder: folder });
        await fillOldDatabase(client);
        // The archive as `npm run backup` wrote it then: one NDJSON file per table, the two lead tables.
        // (The tables added since, such as the invoices', did not exist then: not in the archive.)
        const existing = new Set(
          (
            await client.query<{ name: string }>(
              "select table_name as name from information_schema.tables where table_schema = 'public'",
            )
          ).rows.map((r) => r.name),
        );
        const tables = BACKUP_TABLES.flatMap((t) =>
          t === "leads" ? ["quote_requests", "contact_messages"] : [t],
        ).filter((t) => existing.has(t));
        await writeOldArchive(client, work, tables);
      } finally {
        await client.end();
        await rm(folder, { recursive: true, force: true });
      }

      const dataDir = path.join(work, "restored");
      const database = await openDatabase({ databaseUrl: target.url, dataDir });
      const after = new pg.Client({ connectionString: target.url });
      await after.connect();
      try {
        const counts = await restoreBackup(database.db, dataDir, path.join(work, "avant.tar.gz"));
        expect(counts.leads).toBe(4);
        expect(counts.quote_requests).toBeUndefined();
        const q = async <T extends object>(text: string) => (await after.query<T>(text)).rows;
        // Including the references to a lead the archive does not hold: left out or emptied.
        await expectLinks(q);
        // A new lead follows the restored ones.
        const [created] = await q<{ id: number }>(
          "insert into leads (kind, first_name, last_name, email, message) values ('contact', 'A', 'B', 'a@example.fr', 'm') returning id",
        );
        expect(created.id).toBe(5);
      } finally {
        await after.end();
        await database.close();
        await rm(work, { recursive: true, force: true });
        await old.drop();
        await target.drop();
      }
    },
    SERVER_HOOK_TIMEOUT,
  );
});
