import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "../../server/db/schema.ts";
import { DEFAULT_PASSWORD, STRONG_PASSWORD } from "../fixtures/auth.ts";
import { freePort, startProcessServer, type ProcessServer } from "../fixtures/process-server.ts";
import { createTestDatabase } from "../fixtures/test-server.ts";

const pgOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

pgOnly("two server processes on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ProcessServer;
  let b: ProcessServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Started together: both race for the migrations and the seed.
    [a, b] = await Promise.all([
      startProcessServer({ DATABASE_URL: database.url }, freePort()),
      startProcessServer({ DATABASE_URL: database.url }, freePort()),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.drop();
  });

  it("migrates and seeds once", async () => {
    const pool = new pg.Pool({ connectionString: database.url });
    try {
      const db = drizzle(pool);
      const migrations = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const { readdirSync } = await import("node:fs");
      const files = readdirSync("server/db/migrations").filter((f) => f.endsWith(".sql"));
      expect(migrations.rows[0].n).toBe(files.length);
      expect((await db.select().from(services)).length).toBe(7);
    } finally {
      await pool.end();
    }
  });

  it("shares sessions: a login on one instance works on the other", async () => {
    const login = async (password: string) =>
      fetch(`${a.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: a.url },
        body: JSON.stringify({ username: "admin", password }),
      });
    let res = await login(DEFAULT_PASSWORD);
    let cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    if ((await res.json()).mustChangePassword) {
      res = await fetch(`${a.url}/api/auth/password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: a.url, Cookie: cookie },
        body: JSON.stringify({ currentPassword: DEFAULT_PASSWORD, newPassword: STRONG_PASSWORD }),
      });
      cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    }
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
  });

  it("drops the page cache of every instance when content changes (NOTIFY)", async () => {
    await fetch(`${b.url}/`);
    await new Promise((r) => setTimeout(r, 300));
    expect((await fetch(`${b.url}/`)).headers.get("x-page-cache")).toBe("HIT");
    const pool = new pg.Pool({ connectionString: database.url });
    try {
      await drizzle(pool).update(services).set({ title: "Cuisines Prestige" }).where(eq(services.slug, "cuisines"));
      await pool.query("select pg_notify('page_cache', 'services')");
    } finally {
      await pool.end();
    }
    await new Promise((r) => setTimeout(r, 300));
    const res = await fetch(`${b.url}/`);
    expect(res.headers.get("x-page-cache")).toBe("MISS");
    expect(await res.text()).toContain("Cuisines Prestige");
  });
});
