import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, slugRedirects } from "#server/modules/content/schema.ts";
import { waitForMediaJobs } from "../fixtures/media-jobs.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { testDatabase, withMediaJobs } from "../fixtures/test-server.ts";

describe(`sitemap, robots.txt, feed and redirects (${testDatabase})`, () => {
  const server = suiteServer({ SITE_URL: "https://www.atelier-exemple.fr", ...withMediaJobs });

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
    await db
      .update(articles)
      .set({ slug: `${article.slug}-v2` })
      .where(eq(articles.id, article.id));
    await db.insert(slugRedirects).values({ type: "articles", oldSlug: article.slug, itemId: article.id });
    server.services()!.contentChanged("articles");
    const res = await server.fetch(`/blog/${article.slug}`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/blog/${article.slug}-v2`);
  });
});

describe(`search metadata of every public page (${testDatabase})`, () => {
  const server = suiteServer({ SITE_URL: "https://www.atelier-exemple.fr", ...withMediaJobs });

  const attr = (html: string, re: RegExp) => re.exec(html)?.[1] ?? null;
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    );

  it("gives each page a unique title and description, a canonical URL, Open Graph and Twitter tags", async () => {
    const titles = new Set<string>();
    const { publicPages } = await import("../support/public-pages.ts");
    for (const { path } of publicPages) {
      const html = await (await server.fetch(path)).text();
      const title = attr(html, /<title>([^<]+)<\/title>/);
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(attr(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`https://www.atelier-exemple.fr${path}`);
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/), path).toBeTruthy();
      expect(attr(html, /<meta property="og:image" content="([^"]+)"/), path).toMatch(
        /^https:\/\/www\.atelier-exemple\.fr\//,
      );
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/), path).toBe("summary_large_image");
      expect(html, path).toContain('<html lang="fr"');
      const blocks = jsonLd(html);
      const business = blocks.find((b) => b["@type"] === "HomeAndConstructionBusiness");
      expect(business, path).toBeTruthy();
      expect(business).toMatchObject({
        name: "Atelier Lartigue",
        foundingDate: "2008",
        telephone: expect.any(String),
        email: expect.any(String),
      });
      expect((business as { address: { postalCode: string } }).address.postalCode).toBe("33650");
      expect((business as { openingHoursSpecification: unknown[] }).openingHoursSpecification).toHaveLength(2);
      if (path !== "/")
        expect(
          blocks.some((b) => b["@type"] === "BreadcrumbList"),
          path,
        ).toBe(true);
    }
    expect(titles.size).toBe(publicPages.length);
  });

  it("describes articles, services and FAQs with their schema.org types", async () => {
    const article = jsonLd(await (await server.fetch("/blog/entretenir-cuisine-bois")).text()).find(
      (b) => b["@type"] === "Article",
    );
    expect(article).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.stringMatching(/^\d{4}-/),
      author: expect.any(Object),
    });
    const service = jsonLd(await (await server.fetch("/services/cuisines")).text());
    expect(service.find((b) => b["@type"] === "Service")).toMatchObject({
      name: expect.any(String),
      provider: expect.any(Object),
    });
    expect(service.find((b) => b["@type"] === "FAQPage")).toBeTruthy();
    const home = jsonLd(await (await server.fetch("/")).text()).find((b) => b["@type"] === "FAQPage") as {
      mainEntity: unknown[];
    };
    expect(home.mainEntity).toHaveLength(8);
    expect(home.mainEntity[0]).toMatchObject({
      "@type": "Question",
      acceptedAnswer: { "@type": "Answer", text: expect.any(String) },
    });
  });

  it("serves the 1200×630 Open Graph image", async () => {
    // Cut by the media queue in the background (service illustrations come right after the hero).
    await waitForMediaJobs(server, ["seed-service-cuisines"]);
    const html = await (await server.fetch("/services/cuisines")).text();
    const og = attr(html, /<meta property="og:image" content="([^"]+)"/)!;
    const res = await server.fetch(new URL(og).pathname);
    expect(res.status).toBe(200);
    const sharp = (await import("sharp")).default;
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});
