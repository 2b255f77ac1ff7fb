import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { hashPassword } from "#server/modules/auth/passwords.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { migrationsBefore } from "../fixtures/migrations.ts";
import { createTestDatabase, startTestServer, testDatabase } from "../fixtures/test-server.ts";

const PASSWORD = "Ancien-compte-de-l-atelier-2025";
/** The migrations released before the team (decision 054): 0000 … 0006. */
const BEFORE_TEAM = 7;

const previousMigrations = () => migrationsBefore(BEFORE_TEAM);

describe(`migration of a database from before the team (${testDatabase})`, () => {
  it(
    "the existing admin becomes the manager with his password, passkey, TOTP and open session intact",
    async () => {
      const database = await createTestDatabase();
      const folder = await previousMigrations();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const token = "jeton-de-session-ouverte-avant-la-mise-a-jour-0123456789";
      try {
        await migrate(drizzle(client), { migrationsFolder: folder });
        const columns = await client.query(
          "select column_name from information_schema.columns where table_name = 'users' and column_name = 'role'",
        );
        expect(columns.rowCount, "the copy stops before the team's migration").toBe(0);
        const {
          rows: [admin],
        } = await client.query<{ id: number }>(
          "insert into users (username, password_hash) values ('admin', $1) returning id",
          [await hashPassword(PASSWORD)],
        );
        await client.query(
          "insert into passkeys (id, user_id, name, public_key) values ('cle-du-telephone', $1, 'Téléphone', 'AAAA')",
          [admin.id],
        );
        await client.query(
          "insert into totp_factors (user_id, secret, confirmed_at) values ($1, 'JBSWY3DPEHPK3PXP', now())",
          [admin.id],
        );
        await client.query(
          "insert into sessions (id_hash, user_id, expires_at, method) values ($1, $2, now() + interval '1 hour', 'passkey')",
          [createHash("sha256").update(token).digest("hex"), admin.id],
        );
      } finally {
        await client.end();
        await rm(folder, { recursive: true, force: true });
      }

      // The new version starts on that database: it applies the team's migration.
      const server = await startTestServer({}, { databaseUrl: database.url });
      try {
        const cookie = `atelier_session=${token}`;
        const me = await server.fetch("/api/auth/me", { cookie });
        expect(me.status).toBe(200);
        expect(((await me.json()) as { user: { role: string } }).user.role).toBe("manager");
        // The open session reaches the manager-only screens.
        expect((await server.fetch("/api/team", { cookie })).status).toBe(200);
        const security = (await (await server.fetch("/api/account/security", { cookie })).json()) as {
          passkeys: { name: string }[];
          totp: { enabled: boolean };
        };
        expect(security.passkeys.map((p) => p.name)).toEqual(["Téléphone"]);
        expect(security.totp.enabled).toBe(true);
        // The password still works, and still asks for the second factor.
        const login = await server.fetch("/api/auth/login", {
          method: "POST",
          json: { username: "admin", password: PASSWORD },
        });
        expect(login.status).toBe(200);
        expect(((await login.json()) as { secondFactor?: string }).secondFactor).toBe("totp");
      } finally {
        await server.stop();
        await database.drop();
      }
    },
    SERVER_HOOK_TIMEOUT,
  );
});
