import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { completeBusiness } from "../fixtures/business.ts";
import { SERVER_HOOK_TIMEOUT, validQuote } from "../fixtures/leads.ts";
import { mailWhere, startSmtpServer, type TestSmtpServer } from "../fixtures/smtp.ts";
import { migrationsBefore } from "../fixtures/migrations.ts";
import { createTestDatabase, startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

/**
 * No bearer token is readable from the database alone: the devis links are kept hashed and sealed,
 * the stored e-mails keep their links' tokens sealed apart, the feed secret and the VAPID keys are
 * sealed; and a database an older version wrote in clear is sealed at the start, its links still open.
 */

const CLIENT = "jeanne.dubreuil@example.fr";
/** The migrations released before the links were sealed: 0000 … 0026. */
const BEFORE_SEALED_LINKS = 27;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** The personal links of a message's text: /mon-devis/<token>, /rendez-vous/<token>… */
const tokensIn = (text: string) =>
  [
    ...text.matchAll(/\/(?:mon-devis|mon-chantier|rendez-vous|avis\/donner|admin\/invitation)\/([A-Za-z0-9_-]{16,})/g),
  ].map((m) => m[1]);

/** Every row of every table of the application, as text (what a copy of the database shows). */
async function databaseText(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const parts: string[] = [];
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`select t::text as row from ${name} t`);
      parts.push(...rows.map((r) => r.row));
    }
    return parts.join("\n");
  } finally {
    await client.end();
  }
}

async function withServer(
  smtp: TestSmtpServer,
  databaseUrl: string,
  dataDir: string | undefined,
  run: (server: TestServer, cookie: string) => Promise<void>,
) {
  const server = await startTestServer(
    { SMTP_URL: smtp.url, MAIL_TO: "atelier@example.fr", LEADS_RATE_LIMIT: "1000", MAIL_RETRY_DELAYS: "0.2" },
    { databaseUrl, dataDir },
  );
  try {
    await run(server, await loginAsAdmin(server));
  } finally {
    await server.stop();
  }
}

/** A devis sent to the client: its link, as the e-mail gives it. */
async function sendDevis(server: TestServer, cookie: string, smtp: TestSmtpServer) {
  await completeBusiness(server, cookie);
  const created = (await (
    await server.fetch("/api/devis", {
      method: "POST",
      cookie,
      json: {
        client: { name: "Jeanne Dubreuil", email: CLIENT, address: "12 rue des Pins, 33650 Saucats" },
        lines: [{ designation: "Bibliothèque en chêne", quantity: 1, unit: "u", unitPriceCents: 250_000, vatRate: 20 }],
      },
    })
  ).json()) as { id: number; number: string };
  expect((await server.fetch(`/api/devis/${created.id}/envoyer`, { method: "POST", cookie })).status).toBe(200);
  const mail = await mailWhere(smtp, (m) => m.envelopeTo.includes(CLIENT) && m.subject.includes(created.number));
  const [token] = tokensIn(mail.text);
  expect(token, "the devis e-mail gives the client's link").toBeTruthy();
  return { ...created, token };
}

describe(`tokens at rest (${testDatabase})`, () => {
  it(
    "after a devis, a quote's booking link and an invitation are e-mailed, no table holds one of their tokens; the links open",
    async () => {
      const smtp = await startSmtpServer();
      const database = await createTestDatabase();
      try {
        let feedSecret = "";
        const tokens: string[] = [];
        await withServer(smtp, database.url, undefined, async (server, cookie) => {
          const devis = await sendDevis(server, cookie, smtp);
          tokens.push(devis.token);
          expect((await server.fetch("/api/quotes", { method: "POST", json: validQuote() })).status).toBe(201);
          const ack = await mailWhere(smtp, (m) => tokensIn(m.text).some((t) => !tokens.includes(t)));
          tokens.push(...tokensIn(ack.text).filter((t) => !tokens.includes(t)));
          const invited = await server.fetch("/api/team/invitations", {
            method: "POST",
            cookie,
            json: { email: "paul@example.fr", displayName: "Paul", role: "companion" },
          });
          expect(invited.status).toBe(201);
          const invitation = await mailWhere(smtp, (m) => m.envelopeTo.includes("paul@example.fr"));
          tokens.push(...tokensIn(invitation.text));
          feedSecret = /\/agenda\/([^.]+)\.ics/.exec(
            ((await (await server.fetch("/api/admin/agenda/settings", { cookie })).json()) as { feedPath: string })
              .feedPath,
          )![1];
          expect(tokens.length, "devis, booking and invitation links").toBeGreaterThanOrEqual(3);
          expect((await server.fetch(`/mon-devis/${devis.token}`)).status).toBe(200);

          const stored = await databaseText(database.url);
          for (const token of [...tokens, feedSecret]) expect(stored, "a copy of the database").not.toContain(token);
          // The staff's view of the lead's e-mails shows the message, without the link's token.
          expect(stored).toContain("/mon-devis/[[lien-1]]");
        });
      } finally {
        await database.drop();
        await smtp.close();
      }
    },
    SERVER_HOOK_TIMEOUT * 2,
  );

  it(
    "a database an older version wrote with clear tokens: sealed at the start, the old links and feed still open",
    async () => {
      const smtp = await startSmtpServer();
      const current = await createTestDatabase();
      const database = await createTestDatabase();
      const folder = await migrationsBefore(BEFORE_SEALED_LINKS);
      try {
        // A devis and its e-mail as the current version makes them…
        let devis: Awaited<ReturnType<typeof sendDevis>> | undefined;
        await withServer(smtp, current.url, undefined, async (server, cookie) => {
          devis = await sendDevis(server, cookie, smtp);
        });
        const { token, number } = devis!;
        const made = new pg.Client({ connectionString: current.url });
        await made.connect();
        const rows = await made
          .query<{ devis: object; mail: object }>(
            "select (select row_to_json(d) from devis d) as devis, (select row_to_json(o) from email_outbox o where o.text like '%[[lien-1]]%' limit 1) as mail",
          )
          .finally(() => made.end());
        const legacyFeed = "ancien-secret-du-flux-0123456789";
        const legacyVapid = JSON.stringify({
          publicKey: "BOldPublicKey",
          privateKey: "ancienne-cle-privee-vapid-0123",
        });
        // … copied into a database of the older version (migrations 0000–0026), every secret in clear.
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          await migrate(drizzle(client), { migrationsFolder: folder });
          const { devis: row, mail } = rows.rows[0];
          // The columns the older version had and the current one moved to the signing module: their defaults.
          const older = { code_attempts: 0, code_failures: 0, codes_today: 0, ...row };
          await client.query("insert into devis select * from json_populate_record(null::devis, $1)", [older]);
          await client.query("update devis set token = $1, created_by_id = null, sent_by_id = null", [token]);
          await client.query("insert into email_outbox select * from json_populate_record(null::email_outbox, $1)", [
            mail,
          ]);
          await client.query(
            "update email_outbox set text = replace(text, '[[lien-1]]', $1), html = replace(html, '[[lien-1]]', $1)",
            [token],
          );
          for (const table of ["devis", "email_outbox"])
            await client.query(
              `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
            );
          await client.query("insert into app_meta (key, value) values ('agenda_feed', $1), ('vapid', $2)", [
            legacyFeed,
            legacyVapid,
          ]);
          expect(await databaseText(database.url)).toContain(token);
        } finally {
          await client.end();
        }

        await withServer(smtp, database.url, undefined, async (server, cookie) => {
          // The link sent before the update opens the same devis.
          const page = await server.fetch(`/mon-devis/${token}`);
          expect(page.status).toBe(200);
          expect(await page.text()).toContain(number);
          expect((await server.fetch(`/agenda/${legacyFeed}.ics`)).status).toBe(200);
          const key = (await (await server.fetch("/api/admin/agenda/push/key", { cookie })).json()) as {
            publicKey: string;
          };
          expect(key.publicKey, "the phones' subscriptions stay valid").toBe("BOldPublicKey");
          // Sealed at the start: nothing of them left in clear.
          await expect
            .poll(async () => {
              const stored = await databaseText(database.url);
              return [token, legacyFeed, "ancienne-cle-privee-vapid"].filter((s) => stored.includes(s));
            })
            .toEqual([]);
          const check = new pg.Client({ connectionString: database.url });
          await check.connect();
          try {
            const { rows } = await check.query<{ token_hash: string }>("select token_hash from devis");
            expect(rows[0].token_hash).toBe(sha256(token));
          } finally {
            await check.end();
          }
          // The later e-mails (reminders, the deposit) still give the client's link, rebuilt from the sealed token.
          const view = (await (await server.fetch(`/api/devis/${devis!.id}`, { cookie })).json()) as {
            publicUrl: string;
          };
          expect(view.publicUrl).toMatch(new RegExp(`/mon-devis/${token}$`));
        });
      } finally {
        await Promise.all([database.drop(), current.drop(), rm(folder, { recursive: true, force: true })]);
        await smtp.close();
      }
    },
    SERVER_HOOK_TIMEOUT * 2,
  );
});
