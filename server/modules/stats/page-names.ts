import { inArray, or } from "drizzle-orm";
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
  const [first, second] = parts(clean);
  const find = (list: Titles, key: string) => list.find((t) => t.slug === key || String(t.id) === key)?.title;
  const named =
    (first === "services" && second && find(titles.services, second)) ||
    (first === "blog" && second && find(titles.articles, second)) ||
    (first === "realisation" && second && find(titles.projects, second)) ||
    (first && !second && find(titles.pages, first));
  return named || clean;
}

/** The path's parts: « /blog/mon-article/ » → ["blog", "mon-article"]. */
function parts(path: string): [string | undefined, string | undefined] {
  const [, first, second] = (path.replace(/\/+$/, "") || "/").split("/");
  return [first || undefined, second || undefined];
}

/**
 * A `label` (the page's name) beside each path `key` of the statistics' rows. Only the titles of the
 * paths shown are read (issue 33: at most 150 paths, whatever the number of articles and projects).
 */
export async function withPageNames<T extends { key: string }>(
  db: Db,
  lists: T[][],
): Promise<(T & { label: string })[][]> {
  const wanted = {
    services: new Set<string>(),
    articles: new Set<string>(),
    projects: new Set<string>(),
    pages: new Set<string>(),
  };
  for (const rows of lists)
    for (const { key } of rows) {
      const [first, second] = parts(key);
      if (first === "services" && second) wanted.services.add(second);
      else if (first === "blog" && second) wanted.articles.add(second);
      else if (first === "realisation" && second) wanted.projects.add(second);
      else if (first && !second) wanted.pages.add(first);
    }
  const some = <R>(set: Set<string>, query: (keys: string[]) => Promise<R[]>) =>
    set.size ? query([...set]) : Promise.resolve([]);
  const projectIds = [...wanted.projects].filter((k) => /^\d{1,9}$/.test(k)).map(Number);
  const [s, a, p, pg] = await Promise.all([
    some(wanted.services, (slugs) =>
      db.select({ slug: services.slug, title: services.title }).from(services).where(inArray(services.slug, slugs)),
    ),
    some(wanted.articles, (slugs) =>
      db.select({ slug: articles.slug, title: articles.title }).from(articles).where(inArray(articles.slug, slugs)),
    ),
    some(wanted.projects, (slugs) =>
      db
        .select({ slug: projects.slug, title: projects.title, id: projects.id })
        .from(projects)
        .where(or(inArray(projects.slug, slugs), projectIds.length ? inArray(projects.id, projectIds) : undefined)),
    ),
    some(wanted.pages, (slugs) =>
      db.select({ slug: pages.slug, title: pages.title }).from(pages).where(inArray(pages.slug, slugs)),
    ),
  ]);
  const titles = { services: s, articles: a, projects: p, pages: pg };
  return lists.map((rows) => rows.map((row) => ({ ...row, label: pageName(row.key, titles) })));
}
