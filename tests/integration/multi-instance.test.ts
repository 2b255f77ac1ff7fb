import { like, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "#server/modules/leads/schema.ts";
import { services } from "#server/modules/content/schema.ts";
import { validContact } from "../fixtures/leads.ts";
import { DEFAULT_PASSWORD, STRONG_PASSWORD } from "../fixtures/auth.ts";
import { freePort, startProcessServer, type ProcessServer } from "../fixtures/process-server.ts";
import { createTestDatabase } from "../fixtures/test-server.ts";

describe("two server processes on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ProcessServer;
  let b: ProcessServer;
  /** The admin session opened on A (shared test). */
  let adminCookie = "";
  beforeAll(async () => {
    database = await createTestDatabase();
    // Started together: both race for the migrations and the seed. NODE_ENV=test: the test logs in
    // with the documented default password, which production refuses (docs/security.md).
    [a, b] = await Promise.all([
      startProcessServer({ DATABASE_URL: database.url, LEADS_RATE_LIMIT: "0", NODE_ENV: "test" }, freePort()),
      startProcessServer({ DATABASE_URL: database.url, LEADS_RATE_LIMIT: "0", NODE_ENV: "test" }, freePort()),
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
      const files = readdirSync("server/infra/db/migrations").filter((f) => f.endsWith(".sql"));
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
    adminCookie = cookie;
  });

  it("drops the page cache of every instance when content changes through the other (NOTIFY)", async () => {
    expect(adminCookie).not.toBe("");
    await fetch(`${b.url}/`);
    await new Promise((r) => setTimeout(r, 300));
    expect((await fetch(`${b.url}/`)).headers.get("x-page-cache")).toBe("HIT");
    // The artisan renames a service in the admin served by A…
    const list = (await fetch(`${a.url}/api/services`, { headers: { Cookie: adminCookie } }).then((r) => r.json())) as {
      id: number;
      slug: string;
    }[];
    const id = list.find((x) => x.slug === "cuisines")!.id;
    const service = await fetch(`${a.url}/api/services/${id}`, { headers: { Cookie: adminCookie } }).then((r) =>
      r.json(),
    );
    const res = await fetch(`${a.url}/api/services/${id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: a.url, Cookie: adminCookie },
      body: JSON.stringify({ ...service, title: "Cuisines Prestige" }),
    });
    expect(res.status).toBe(200);
    // …and the next visitor of B sees it.
    await new Promise((r) => setTimeout(r, 300));
    const page = await fetch(`${b.url}/`);
    expect(page.headers.get("x-page-cache")).toBe("MISS");
    expect(await page.text()).toContain("Cuisines Prestige");
  });

  it("shows a change of the 'Entreprise' settings made on A on the next page of B (settings and pages dropped)", async () => {
    expect(adminCookie).not.toBe("");
    // B has the settings in memory and the pages in its cache.
    for (const path of ["/", "/contact"]) await fetch(`${b.url}${path}`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 300));
    expect((await fetch(`${b.url}/contact`)).headers.get("x-page-cache")).toBe("HIT");
    const { settings } = await fetch(`${a.url}/api/admin/entreprise`, { headers: { Cookie: adminCookie } }).then((r) =>
      r.json(),
    );
    const year = new Date().getFullYear() + 1;
    const res = await fetch(`${a.url}/api/admin/entreprise`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: a.url, Cookie: adminCookie },
      body: JSON.stringify({
        ...settings,
        phone: "05 57 12 34 56",
        closures: [{ from: `${year}-08-04`, to: `${year}-08-22`, label: "" }],
      }),
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    for (const path of ["/", "/contact"]) {
      const page = await fetch(`${b.url}${path}`);
      expect(page.headers.get("x-page-cache"), path).toBe("MISS");
      const html = await page.text();
      expect(html, path).toContain("05 57 12 34 56");
      expect(html, path).toContain('"telephone":"+33557123456"');
      expect(html, path).toContain("Fermeture exceptionnelle du 4 au 22 août");
      expect(html, path).toContain(`"validFrom":"${year}-08-04"`);
    }
  });

  it("never goes back in time across instances: 20 requests in a row to B and A right after a save on A", async () => {
    expect(adminCookie).not.toBe("");
    for (const server of [a, b]) await fetch(`${server.url}/`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 300));
    for (const server of [a, b]) expect((await fetch(`${server.url}/`)).headers.get("x-page-cache")).toBe("HIT");
    const { settings } = await fetch(`${a.url}/api/admin/entreprise`, { headers: { Cookie: adminCookie } }).then((r) =>
      r.json(),
    );
    const res = await fetch(`${a.url}/api/admin/entreprise`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: a.url, Cookie: adminCookie },
      body: JSON.stringify({ ...settings, phone: "05 56 11 22 33" }),
    });
    expect(res.status).toBe(200);
    const seen: string[] = [];
    for (let i = 0; i < 20; i++) {
      const server = i % 2 ? a : b;
      const page = await fetch(`${server.url}/`);
      seen.push(`${i % 2 ? "A" : "B"}:${page.headers.get("x-page-cache")}`);
      const fresh = (await page.text()).includes("05 56 11 22 33");
      expect(fresh, `request ${i + 1} (${seen.join(",")})`).toBe(true);
    }
  });

  it("stores every lead submitted to either instance", async () => {
    const count = 40;
    const statuses = await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const target = i % 2 ? a : b;
        return fetch(`${target.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: target.url },
          body: JSON.stringify(validContact({ email: `deux-instances-${i}@example.fr` })),
        }).then((r) => r.status);
      }),
    );
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const pool = new pg.Pool({ connectionString: database.url });
    try {
      const rows = await drizzle(pool)
        .select({ email: leads.email })
        .from(leads)
        .where(like(leads.email, "deux-instances-%"));
      expect(new Set(rows.map((r) => r.email)).size).toBe(count);
      expect(rows).toHaveLength(count);
    } finally {
      await pool.end();
    }
  });
});
