import { articles, pages, projects, services } from "#server/infra/db/schema.ts";
import type { Db } from "#server/infra/db/client.ts";

/** Names of the public site's fixed pages, as the menu says them. */
const fixedNames: Record<string, string> = {
  "/": "Accueil",
  "/services": "Services",
  "/realisations": "Réalisations",
  "/blog": "Blog",
  "/a-propos": "À propos",
  "/contact": "Contact",
  "/devis": "Demande de devis",
};

type Titles = { slug: string; title: string; id?: number }[];

/**
 * The page's name for a path of the statistics (« Accueil », the article's title…): the artisan
 * reads names, not addresses. A path that names nothing known keeps the path itself.
 */
export function pageName(
  path: string,
  titles: { services: Titles; articles: Titles; projects: Titles; pages: Titles },
): string {
  const clean = path.replace(/\/+$/, "") || "/";
  if (fixedNames[clean]) return fixedNames[clean];
  const [, first, second] = clean.split("/");
  const find = (list: Titles, key: string) => list.find((t) => t.slug === key || String(t.id) === key)?.title;
  const named =
    (first === "services" && second && find(titles.services, second)) ||
    (first === "blog" && second && find(titles.articles, second)) ||
    (first === "realisation" && second && find(titles.projects, second)) ||
    (first && !second && find(titles.pages, first));
  return named || clean;
}

/** A `label` (the page's name) beside each path `key` of the statistics' rows. */
export async function withPageNames<T extends { key: string }>(
  db: Db,
  lists: T[][],
): Promise<(T & { label: string })[][]> {
  const [s, a, p, pg] = await Promise.all([
    db.select({ slug: services.slug, title: services.title }).from(services),
    db.select({ slug: articles.slug, title: articles.title }).from(articles),
    db.select({ slug: projects.slug, title: projects.title, id: projects.id }).from(projects),
    db.select({ slug: pages.slug, title: pages.title }).from(pages),
  ]);
  const titles = { services: s, articles: a, projects: p, pages: pg };
  return lists.map((rows) => rows.map((row) => ({ ...row, label: pageName(row.key, titles) })));
}
