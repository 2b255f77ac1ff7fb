import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statsDaily } from "#server/infra/db/schema.ts";
import { validContact } from "../fixtures/leads.ts";
import { createTestDatabase, startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe(`statistics without cookies (${testDatabase})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LEADS_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function counts() {
    const services = server.services()!;
    await services.stats.flush();
    const rows = await services.db.select().from(statsDaily);
    const of = (metric: string, key: string) =>
      rows.filter((r) => r.metric === metric && r.key === key).reduce((s, r) => s + r.count, 0);
    return { rows, of };
  }

  it("counts views served from the page cache, sets no cookie and keeps no IP", async () => {
    const first = await server.fetch("/realisations", { headers: { "User-Agent": browser } });
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    await first.text();
    await new Promise((r) => setTimeout(r, 300));
    const before = (await counts()).of("view", "/realisations");
    expect(before).toBe(1);

    for (let i = 0; i < 3; i++) {
      const hit = await server.fetch("/realisations", {
        headers: { "User-Agent": browser, Referer: "https://www.google.fr/search?q=menuisier" },
      });
      expect(hit.headers.get("x-page-cache")).toBe("HIT");
      expect(hit.headers.get("set-cookie")).toBeNull();
      await hit.text();
    }
    const { rows, of } = await counts();
    expect(of("view", "/realisations")).toBe(4);
    // The referrer is kept as a domain only (no path, no query).
    expect(of("referrer", "google.fr")).toBe(3);
    // Counters only: no column could hold a visitor's address, and no value looks like one.
    expect(Object.keys(rows[0]).sort()).toEqual(["count", "day", "key", "metric"]);
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|::1|::ffff|menuisier/);
  });

  it("does not count bots, prefetches, assets or error pages", async () => {
    const before = await counts();
    await (await server.fetch("/realisations", { headers: { "User-Agent": googlebot } })).text();
    await (
      await server.fetch("/realisations", { headers: { "User-Agent": browser, "Sec-Purpose": "prefetch" } })
    ).text();
    await (await server.fetch("/page-qui-n-existe-pas", { headers: { "User-Agent": browser } })).text();
    await (await server.fetch("/robots.txt", { headers: { "User-Agent": browser } })).text();
    const after = await counts();
    expect(after.of("view", "/realisations")).toBe(before.of("view", "/realisations"));
    expect(after.of("view", "/page-qui-n-existe-pas")).toBe(0);
    expect(after.of("view", "/robots.txt")).toBe(0);
  });

  it("counts the page a contact request was sent from, and not a refused one", async () => {
    const from = `${server.url}/services/cuisines`;
    const headers = { "User-Agent": browser, Referer: from };
    expect((await server.fetch("/api/contact", { method: "POST", headers, json: validContact() })).status).toBe(201);
    expect((await server.fetch("/api/contact", { method: "POST", headers, json: { nom: "" } })).status).toBe(400);
    expect((await counts()).of("contact", "/services/cuisines")).toBe(1);
  });

  it("shows the figures to the admin only", async () => {
    const anonymous = await server.fetch("/api/admin/statistiques");
    expect(anonymous.status).toBe(401);
  });

  it("loses no count on a graceful shutdown: the last views are written when the server stops", async () => {
    const database = await createTestDatabase();
    try {
      const first = await startTestServer({}, { databaseUrl: database.url });
      for (let i = 0; i < 2; i++) await (await first.fetch("/a-propos", { headers: { "User-Agent": browser } })).text();
      // No flush asked: the 15 s timer has not fired; stopping (as on SIGTERM) writes the counts.
      await first.stop();
      const second = await startTestServer({}, { databaseUrl: database.url });
      try {
        const rows = await second.services()!.db.select().from(statsDaily);
        expect(rows.filter((r) => r.metric === "view" && r.key === "/a-propos").reduce((s, r) => s + r.count, 0)).toBe(
          2,
        );
      } finally {
        await second.stop();
      }
    } finally {
      await database.drop();
    }
  });
});
