import { describe, expect, it, beforeAll } from "vitest";
import { articles, projects } from "#server/modules/content/schema.ts";
import { leads } from "#server/modules/leads/schema.ts";
import { statsDaily } from "#server/modules/stats/schema.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { listLeads } from "../fixtures/leads.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

/** Articles and projects added to the seed: a site after years of work. */
const GROWN_ARTICLES = 2000;
const GROWN_PROJECTS = 60;
const longText = "Le chêne massif se travaille à la main, planche après planche, au fil des saisons. ".repeat(60);

const link = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];

describe(`a grown site: pagination, list summaries, the page cache under a crowd (${testDatabase})`, () => {
  const server = suiteServer({}, 180_000);
  let cookie = "";

  beforeAll(async () => {
    const { db } = server.services()!;
    const day = 24 * 3600 * 1000;
    for (let start = 0; start < GROWN_ARTICLES; start += 500) {
      await db.insert(articles).values(
        Array.from({ length: Math.min(500, GROWN_ARTICLES - start) }, (_, k) => {
          const i = start + k;
          const at = new Date(Date.parse("2020-01-01T08:00:00Z") + i * day);
          return {
            title: `Carnet d'atelier n° ${i + 1}`,
            slug: `carnet-atelier-${i + 1}`,
            excerpt: `Les nouvelles de l'atelier, semaine ${i + 1}.`,
            content: longText,
            category: i % 2 ? "realisations" : "services",
            isPublished: true,
            publishedAt: at,
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
    }
    await db.insert(projects).values(
      Array.from({ length: GROWN_PROJECTS }, (_, i) => ({
        title: `Cuisine sur mesure ${i + 1}`,
        slug: `cuisine-sur-mesure-${i + 1}`,
        category: "cuisine",
        location: "Saucats",
        description: "Une cuisine en chêne.",
        fullDescription: longText,
        position: 100 + i,
        isPublished: true,
      })),
    );
    server.services()!.contentChanged("articles");
    cookie = await loginAsAdmin(server);
  }, 180_000);

  it("pages the blog: page 2 exists with its canonical and rel links, the last page has no next, past the end is 404", async () => {
    const total = (await server.services()!.content.pageArticleSummaries({ page: 1, pageSize: 12 })).total;
    const last = Math.ceil(total / 12);
    const first = await (await server.fetch("/blog")).text();
    expect(first.match(/<article/g)?.length).toBe(12);
    expect(link(first, "next")).toMatch(/\/blog\/page\/2$/);
    expect(link(first, "prev")).toBeUndefined();

    const second = await server.fetch("/blog/page/2");
    expect(second.status).toBe(200);
    const html = await second.text();
    expect(link(html, "canonical")).toMatch(/\/blog\/page\/2$/);
    expect(link(html, "prev")).toMatch(/\/blog$/);
    expect(link(html, "next")).toMatch(/\/blog\/page\/3$/);
    expect(html).toContain("Page suivante");

    const end = await server.fetch(`/blog/page/${last}`);
    expect(end.status).toBe(200);
    const endHtml = await end.text();
    expect(link(endHtml, "next")).toBeUndefined();
    expect(endHtml).not.toContain("Page suivante");
    expect(endHtml).toContain("Page précédente");

    for (const path of [
      `/blog/page/${last + 1}`,
      "/blog/page/1",
      "/blog/page/02",
      "/blog/page/x",
      "/blog/categorie/inconnue",
    ]) {
      expect((await server.fetch(path)).status, path).toBe(404);
    }
    // The blog stays the size of one page, however many articles there are.
    expect(first.length).toBeLessThan(200_000);
  });

  it("filters the blog and the portfolio by category, paged, and lists every page in the sitemap", async () => {
    const category = await server.fetch("/blog/categorie/services/page/2");
    expect(category.status).toBe(200);
    expect(link(await category.text(), "canonical")).toMatch(/\/blog\/categorie\/services\/page\/2$/);

    const portfolio = await server.fetch("/realisations/page/2");
    expect(portfolio.status).toBe(200);
    const kitchens = await (await server.fetch("/realisations/categorie/cuisine")).text();
    expect(link(kitchens, "next")).toMatch(/\/realisations\/categorie\/cuisine\/page\/2$/);
    expect((await server.fetch("/realisations/page/999")).status).toBe(404);
    expect((await server.fetch("/realisations/categorie/inconnue")).status).toBe(404);
    // Every service of a workshop fits on the first page of /services: no second one.
    expect((await server.fetch("/services/page/2")).status).toBe(404);

    const sitemap = await (await server.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/page/2</loc>");
    expect(sitemap).toContain("/realisations/page/2</loc>");
    expect(sitemap).toContain("/blog/categorie/services</loc>");
  });

  it("keeps the home page to what it shows: 3 teasers from a small sample, the first projects", async () => {
    const html = await (await server.fetch("/")).text();
    expect(html.match(/carnet-atelier-\d+/g)?.length ?? 0).toBeLessThan(40);
    expect(html.length).toBeLessThan(400_000);
    // The gallery carries 'Tout' only; a category's first 6 are asked when it is chosen.
    const gallery = /data-island="project-gallery" data-props="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(gallery.match(/&quot;id&quot;:/g)?.length).toBe(15);
    const kitchens = await server.fetch("/api/portfolio?galerie=cuisine&pageSize=6&sort=position");
    expect(kitchens.status).toBe(200);
    const items = (await kitchens.json()) as { category: string; isPublished: boolean; image: string | null }[];
    expect(items.length).toBe(6);
    expect(items.every((p) => p.isPublished && p.category === "cuisine")).toBe(true);
    expect((await server.fetch("/api/portfolio?galerie=inconnue")).status).toBe(400);
  });

  it("answers list endpoints with summaries, one page at a time, never the full contents", async () => {
    for (const type of ["articles", "services", "portfolio", "pages"]) {
      const res = await server.fetch(`/api/${type}?pageSize=10`, { cookie });
      expect(res.status).toBe(200);
      const items = (await res.json()) as Record<string, unknown>[];
      expect(items.length).toBeLessThanOrEqual(10);
      expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(items.length);
      for (const item of items) {
        expect(item).toHaveProperty("title");
        expect(item).not.toHaveProperty("content");
        expect(item).not.toHaveProperty("fullDescription");
        expect(item).not.toHaveProperty("draft");
      }
    }
    const all = await server.fetch("/api/articles", { cookie });
    expect(((await all.json()) as unknown[]).length).toBe(100);
    expect(Number(all.headers.get("x-total-count"))).toBeGreaterThan(GROWN_ARTICLES);

    const found = (await (await server.fetch("/api/articles?q=n%C2%B0%201999", { cookie })).json()) as {
      slug: string;
    }[];
    expect(found.map((a) => a.slug)).toEqual(["carnet-atelier-1999"]);
    // Searched whatever the case and the accents (« frene et facades » finds « frêne et façades »).
    const accents = (await (await server.fetch("/api/portfolio?q=FRENE%20et%20facades", { cookie })).json()) as {
      title: string;
    }[];
    expect(accents.map((p) => p.title)).toEqual(["Cuisine en frêne et façades laquées"]);
    expect((await server.fetch("/api/articles?page=0", { cookie })).status).toBe(400);
    expect((await server.fetch("/api/articles?sort=content", { cookie })).status).toBe(400);

    const overview = (await (await server.fetch("/api/articles/overview", { cookie })).json()) as {
      total: number;
      latestPublished: unknown[];
    };
    expect(overview.total).toBeGreaterThan(GROWN_ARTICLES);
    expect(overview.latestPublished.length).toBe(5);

    const published = await server.fetch("/api/articles/published");
    expect(((await published.json()) as unknown[]).length).toBe(20);
    expect(Number(published.headers.get("x-page-count"))).toBeGreaterThan(100);
  });

  it("after one admin save, 16 concurrent visitors of /blog all get 200, the page renders once, memory stays flat", async () => {
    const { pageCache } = server.services()!;
    await (await server.fetch("/blog")).text();
    await new Promise((r) => setTimeout(r, 300));
    expect((await server.fetch("/blog")).headers.get("x-page-cache")).toBe("HIT");
    global.gc?.();
    const idle = process.memoryUsage().rss;

    const [first] = (await (await server.fetch("/api/articles?published=true&pageSize=1", { cookie })).json()) as {
      id: number;
    }[];
    const saved = await server.fetch(`/api/articles/${first!.id}`, {
      method: "PATCH",
      cookie,
      json: { title: "Carnet d'atelier : le grand rangement" },
    });
    expect(saved.status).toBe(200);

    const before = pageCache.stats.renders;
    const answers = await Promise.all(Array.from({ length: 16 }, () => server.fetch("/blog")));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array(16).fill(200));
    expect(pageCache.stats.renders - before).toBe(1);
    // One visitor waited for the fresh page, the others got the stale one at once.
    expect(bodies.filter((b) => b.includes("le grand rangement")).length).toBeGreaterThanOrEqual(1);
    expect(process.memoryUsage().rss - idle).toBeLessThan(100 * 1024 * 1024);

    // The next visitor gets the fresh page from the cache.
    await new Promise((r) => setTimeout(r, 300));
    const after = await server.fetch("/blog");
    expect(after.headers.get("x-page-cache")).toBe("HIT");
    expect(await after.text()).toContain("le grand rangement");
  });

  it("serves /blog?utm_source=x (and other marketing tags) from the cache", async () => {
    await (await server.fetch("/blog")).text();
    await new Promise((r) => setTimeout(r, 300));
    for (const query of ["utm_source=x", "utm_source=newsletter&utm_medium=email&fbclid=abc", "gclid=1"]) {
      const res = await server.fetch(`/blog?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-page-cache"), query).toBe("HIT");
    }
  });

  it("pages the inbox of both kinds newest first across the two tables, and names the pages of the statistics", async () => {
    const { db } = server.services()!;
    const minute = 60_000;
    const at = (i: number) => new Date(Date.parse("2026-01-01T08:00:00Z") - i * minute);
    // 40 quotes and 40 messages, interleaved in time: quote 0, contact 1, quote 2…
    await db.insert(leads).values(
      Array.from({ length: 40 }, (_, k) => ({
        kind: "quote" as const,
        firstName: "Devis",
        lastName: String(2 * k),
        email: `devis${k}@example.fr`,
        phone: "0556000000",
        address: "1 rue du Bois, Saucats",
        projectType: "cuisine",
        message: "Une cuisine en chêne.",
        budget: "10000-20000",
        timeline: "3-6 mois",
        rgpdConsent: true,
        createdAt: at(2 * k),
      })),
    );
    await db.insert(leads).values(
      Array.from({ length: 40 }, (_, k) => ({
        kind: "contact" as const,
        lastName: String(2 * k + 1),
        firstName: "Message",
        email: `message${k}@example.fr`,
        message: "Bonjour.",
        createdAt: at(2 * k + 1),
      })),
    );
    const names = async (page: number) => (await listLeads(server, cookie, `?page=${page}`)).items.map((i) => i.name);
    const expected = Array.from({ length: 80 }, (_, i) => (i % 2 ? `Message ${i}` : `Devis ${i}`));
    expect([...(await names(1)), ...(await names(2)), ...(await names(3)), ...(await names(4))]).toEqual(expected);

    // The statistics summed in one pass: each day's views, each metric's most counted keys, named.
    const day = new Date(Date.now() - 3 * 24 * 3600_000).toISOString().slice(0, 10);
    await db.insert(statsDaily).values([
      { day, metric: "view", key: "/blog/carnet-atelier-1999", count: 7 },
      { day, metric: "view", key: "/realisation/cuisine-sur-mesure-3", count: 5 },
      { day, metric: "referrer", key: "exemple.fr", count: 4 },
    ]);
    await server.services()!.stats.rebuildRollups();
    const report = (await (await server.fetch("/api/admin/statistiques?jours=30", { cookie })).json()) as {
      days: { day: string; views: number }[];
      pages: { key: string; label: string; count: number }[];
      referrers: { key: string; count: number }[];
    };
    expect(report.days).toHaveLength(30);
    expect(report.days.find((d) => d.day === day)?.views).toBe(12);
    expect(report.referrers).toContainEqual({ key: "exemple.fr", count: 4 });
    const label = (key: string) => report.pages.find((p) => p.key === key)?.label;
    expect(label("/blog/carnet-atelier-1999")).toBe("Carnet d'atelier n° 1999");
    expect(label("/realisation/cuisine-sur-mesure-3")).toBe("Cuisine sur mesure 3");
  });
});
