import { ofName } from "#domain/typography.ts";
import { galleryCategoryOf } from "#domain/schemas/categories.ts";
import { PROJECTS_PAGE_SIZE, PUBLIC_PAGE_SIZE, SERVICES_PAGE_SIZE, pageCount, pagePath } from "#domain/pagination.ts";
import { currentBusiness } from "#server/modules/business/index.ts";
import type { Db } from "#server/infra/db/client.ts";
import { latestArticles, publishedCategories, publishedItems, renamedItem } from "#server/modules/content/index.ts";
import { publicPath } from "#domain/content-paths.ts";
import type { ContentType } from "#domain/content-types.ts";

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const staticPaths = ["/", "/services", "/realisations", "/blog", "/a-propos", "/contact", "/avis"];

/** Every page after the first of a paged list (`/blog/page/2`…), and the pages of its categories. */
function pagedPaths(base: string, total: number, categories: Map<string, number>, pageSize: number): string[] {
  const pagesOf = (path: string, n: number) =>
    Array.from({ length: pageCount(n, pageSize) }, (_, i) => pagePath(path, i + 1));
  return [
    ...pagesOf(base, total).slice(1),
    ...[...categories].flatMap(([category, n]) => pagesOf(`${base}/categorie/${category}`, n)),
  ];
}

/** Sitemap, robots.txt, the blog feed and the 301s of renamed slugs. */
export function createSeo(db: Db, siteUrl: string) {
  return {
    async sitemap(): Promise<string> {
      // Every published item of every content type, at its public address (the registry).
      const items = await publishedItems(db);
      const published = (type: ContentType) => items.find((i) => i.type === type)?.rows.length ?? 0;
      const { articleCategories, projectCategories } = await publishedCategories(db);
      const galleries = new Map<string, number>();
      for (const { category, n } of projectCategories) {
        const gallery = galleryCategoryOf(category);
        if (gallery) galleries.set(gallery, (galleries.get(gallery) ?? 0) + n);
      }
      const blogCategories = new Map(
        articleCategories.filter((c) => /^[a-z0-9][a-z0-9-]{0,59}$/.test(c.category)).map((c) => [c.category, c.n]),
      );
      const latest = items
        .flatMap((i) => i.rows)
        .reduce((max, r) => (r.updatedAt > max ? r.updatedAt : max), new Date(0));
      const urls: { loc: string; lastmod?: Date }[] = [
        ...staticPaths.map((p) => ({ loc: p, lastmod: latest.getTime() > 0 ? latest : undefined })),
        ...pagedPaths(
          "/blog",
          published("articles"),
          blogCategories.size > 1 ? blogCategories : new Map(),
          PUBLIC_PAGE_SIZE,
        ).map((loc) => ({
          loc,
        })),
        ...pagedPaths("/realisations", published("portfolio"), galleries, PROJECTS_PAGE_SIZE).map((loc) => ({ loc })),
        ...Array.from({ length: pageCount(published("services"), SERVICES_PAGE_SIZE) - 1 }, (_, i) => ({
          loc: pagePath("/services", i + 2),
        })),
        ...items.flatMap(({ type, rows }) => rows.map((r) => ({ loc: publicPath(type, r), lastmod: r.updatedAt }))),
      ];
      const body = urls
        .map(
          (u) =>
            `  <url><loc>${xmlEscape(siteUrl + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ""}</url>`,
        )
        .join("\n");
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
    },

    robots(): string {
      return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
    },

    async feed(): Promise<string> {
      const rows = await latestArticles(db, 30);
      const items = rows
        .map((a) => {
          const url = `${siteUrl}/blog/${a.slug}`;
          const date = (a.publishedAt ?? a.createdAt).toUTCString();
          return [
            "    <item>",
            `      <title>${xmlEscape(a.title)}</title>`,
            `      <link>${xmlEscape(url)}</link>`,
            `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
            `      <pubDate>${date}</pubDate>`,
            `      <description>${xmlEscape(a.excerpt)}</description>`,
            "    </item>",
          ].join("\n");
        })
        .join("\n");
      return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlEscape(`Blog – ${currentBusiness().name}`)}</title>
    <link>${xmlEscape(`${siteUrl}/blog`)}</link>
    <atom:link href="${xmlEscape(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${xmlEscape(`Conseils et actualités ${ofName(currentBusiness().name)}, menuiserie sur mesure à ${currentBusiness().address.city} (${currentBusiness().address.region}).`)}</description>
    <language>fr-FR</language>
${items}
  </channel>
</rss>
`;
    },

    /** The current address of a renamed item, or null. */
    async redirectFor(type: "articles" | "services" | "pages", oldSlug: string): Promise<string | null> {
      const item = await renamedItem(db, type, oldSlug);
      if (!item || !item.isPublished || item.slug === oldSlug) return null;
      return type === "articles"
        ? `/blog/${item.slug}`
        : type === "services"
          ? `/services/${item.slug}`
          : `/${item.slug}`;
    },
  };
}

export type Seo = ReturnType<typeof createSeo>;
