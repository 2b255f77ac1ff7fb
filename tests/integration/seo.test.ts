import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, slugRedirects } from "../../server/db/schema.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

describe(`sitemap, robots.txt, feed and redirects (${testDatabase})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SITE_URL: "https://www.atelier-exemple.fr" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("lists exactly the published content in the sitemap, with lastmod", async () => {
    const res = await server.fetch("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const { db } = server.services()!;
    const all = await db.select().from(articles);
    for (const article of all) {
      const url = `https://www.atelier-exemple.fr/blog/${article.slug}`;
      if (article.isPublished) expect(locs).toContain(url);
      else expect(locs).not.toContain(url);
    }
    expect(locs).toContain("https://www.atelier-exemple.fr/services/cuisines");
    expect(locs).toContain("https://www.atelier-exemple.fr/mentions-legales");
    expect(locs.filter((l) => l.includes("/realisation/"))).toHaveLength(13);
    expect(locs.some((l) => l.includes("/admin"))).toBe(false);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it("serves robots.txt that keeps crawlers out of /admin and /api and points to the sitemap", async () => {
    const text = await (await server.fetch("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain("Sitemap: https://www.atelier-exemple.fr/sitemap.xml");
  });

  it("publishes an RSS feed of the published articles", async () => {
    const res = await server.fetch("/blog/rss.xml");
    expect(res.headers.get("content-type")).toContain("rss+xml");
    const xml = await res.text();
    expect(xml).toContain("<rss");
    expect(xml).not.toContain("panneaux-acoustiques-sejour-ouvert");
    expect((xml.match(/<item>/g) ?? []).length).toBe(4);
  });

  it("answers the former address of a renamed article with a 301 to the new one", async () => {
    const { db } = server.services()!;
    const [article] = await db.select().from(articles).where(eq(articles.isPublished, true)).limit(1);
    await db.update(articles).set({ slug: `${article.slug}-v2` }).where(eq(articles.id, article.id));
    await db.insert(slugRedirects).values({ type: "articles", oldSlug: article.slug, itemId: article.id });
    server.services()!.contentChanged("articles");
    const res = await server.fetch(`/blog/${article.slug}`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/blog/${article.slug}-v2`);
  });
});
