import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { statsDaily } from "#server/modules/stats/schema.ts";
import { validContact, validQuote } from "../fixtures/leads.ts";
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

  it("never counts a private page: its address holds the client's token", async () => {
    const quote = await server.fetch("/api/quotes", { method: "POST", json: validQuote() });
    const visitPath = new URL(((await quote.json()) as { visitUrl: string }).visitUrl).pathname;
    const page = await server.fetch(visitPath, { headers: { "User-Agent": browser } });
    expect(page.status).toBe(200);
    await page.text();
    const origin = new URL(server.url).origin;
    await server.fetch("/api/contact", {
      method: "POST",
      json: validContact(),
      headers: { "User-Agent": browser, Referer: `${origin}${visitPath}` },
    });
    await new Promise((r) => setTimeout(r, 300));
    const { rows, of } = await counts();
    expect(JSON.stringify(rows)).not.toContain(visitPath.split("/")[2]);
    expect(of("contact", "(page privée)")).toBe(1);
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

  /** The stored rollups equal the sums of stats_daily, row for row (flush, purge and rebuild keep it so). */
  async function expectRollupsMatchDaily() {
    const { db } = server.services()!;
    const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: unknown[] };
    expect((await rows(sql`select month::text, metric, key, count from stats_monthly order by 1, 2, 3`)).rows).toEqual(
      (
        await rows(sql`select date_trunc('month', day)::date::text as month, metric, key, sum(count)::int as count
          from stats_daily group by 1, 2, 3 order by 1, 2, 3`)
      ).rows,
    );
    expect((await rows(sql`select day::text, metric, count from stats_day_totals order by 1, 2`)).rows).toEqual(
      (await rows(sql`select day::text, metric, sum(count)::int as count from stats_daily group by 1, 2 order by 1, 2`))
        .rows,
    );
  }

  it("reports a period starting mid-month from the rollups exactly as a plain sum of the days (decision 045)", async () => {
    const services = server.services()!;
    const { db } = services;
    // The period starts on the 15th of the month before last: its first month is partly inside.
    const [y, m] = parisDate().split("-").map(Number);
    const utc = (month: number, day: number) => new Date(Date.UTC(y, month - 1, day)).toISOString().slice(0, 10);
    const from = utc(m - 2, 15);
    const days = Math.round((Date.parse(parisDate()) - Date.parse(from)) / 86_400_000) + 1;
    const rows = [
      // Before the period, in its first month and the month before: must not count.
      { day: utc(m - 2, 3), metric: "view", key: "/essai-avant", count: 1000 },
      { day: utc(m - 2, 14), metric: "view", key: "/essai-avant", count: 900 },
      { day: utc(m - 3, 20), metric: "view", key: "/essai-avant", count: 800 },
      { day: utc(m - 2, 14), metric: "referrer", key: "essai-00.fr", count: 1000 },
      // Inside: the first day, the rest of the first month, the next months.
      { day: from, metric: "view", key: "/essai-premier-jour", count: 2 },
      { day: utc(m - 2, 20), metric: "view", key: "/essai-milieu", count: 30 },
      { day: utc(m - 2, 20), metric: "view", key: "/essai-avant", count: 3 },
      { day: utc(m - 1, 1), metric: "view", key: "/essai-milieu", count: 5 },
      { day: utc(m - 1, 10), metric: "quote", key: "/essai-milieu", count: 4 },
      // 60 referrers (the report keeps the 50 most counted), distinct counts.
      ...Array.from({ length: 60 }, (_, i) => ({
        day: utc(m - 1, 1 + (i % 20)),
        metric: "referrer",
        key: `essai-${String(i).padStart(2, "0")}.fr`,
        count: 100 + i,
      })),
    ];
    await db.insert(statsDaily).values(rows);
    await services.stats.rebuildRollups();
    // Live views on top, written by flush() into the day's rows and the rollups together.
    for (let i = 0; i < 2; i++)
      await (
        await server.fetch("/contact", { headers: { "User-Agent": browser, Referer: "https://essai-59.fr/x" } })
      ).text();
    await new Promise((r) => setTimeout(r, 300));
    await services.stats.flush();
    await expectRollupsMatchDaily();

    const report = await services.stats.report(days);
    expect(report.from).toBe(from);
    // The plain sum over stats_daily of the period, ranked the same way (count, then key).
    const all = await db.select().from(statsDaily);
    const inPeriod = all.filter((r) => r.day >= from);
    const top = (metric: string) => {
      const sums = new Map<string, number>();
      for (const r of inPeriod) if (r.metric === metric) sums.set(r.key, (sums.get(r.key) ?? 0) + r.count);
      return [...sums]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 50)
        .map(([key, count]) => ({ key, count }));
    };
    const keyed = (list: { key: string; count: number }[]) => list.map(({ key, count }) => ({ key, count }));
    expect(keyed(report.pages)).toEqual(top("view"));
    expect(keyed(report.referrers)).toEqual(top("referrer"));
    expect(keyed(report.quotes)).toEqual(top("quote"));
    expect(report.pages).toContainEqual(expect.objectContaining({ key: "/essai-avant", count: 3 }));
    expect(report.referrers).toHaveLength(50);
    expect(report.referrers[0]).toEqual({ key: "essai-59.fr", count: 161 });
    expect(report.referrers.map((r) => r.key)).not.toContain("essai-00.fr");
    const perDay = new Map<string, number>();
    for (const r of inPeriod) if (r.metric === "view") perDay.set(r.day, (perDay.get(r.day) ?? 0) + r.count);
    expect(report.days).toHaveLength(days);
    expect(report.days.filter((d) => d.views > 0)).toEqual(
      [...perDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, views]) => ({ day, views })),
    );
  });

  it("purges the rollups with the days past the 13 months, the limit's month summed again", async () => {
    const services = server.services()!;
    const limit = new Date();
    limit.setMonth(limit.getMonth() - 13);
    const edge = parisDate(limit);
    const [y, m, d] = edge.split("-").map(Number);
    const shift = (days: number) => new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
    await services.db.insert(statsDaily).values([
      { day: shift(-40), metric: "view", key: "/essai-purge", count: 7 },
      { day: shift(-1), metric: "view", key: "/essai-purge", count: 5 },
      { day: shift(1), metric: "view", key: "/essai-purge", count: 3 },
    ]);
    await services.stats.rebuildRollups();
    await services.stats.purge();
    const left = (await services.db.select().from(statsDaily)).filter((r) => r.key === "/essai-purge");
    expect(left.map((r) => r.count)).toEqual([3]);
    await expectRollupsMatchDaily();
  });
});
