/**
 * The titles of the content items whose slugs are given (the content module's `contentTitles`,
 * given by the composition root: the statistics never read the content tables).
 */
export type ReadTitles = (wanted: {
  services: string[];
  articles: string[];
  projects: string[];
  pages: string[];
}) => Promise<{ services: Titles; articles: Titles; projects: Titles; pages: Titles }>;

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
 * paths shown are read (decision 045: at most 150 paths, whatever the number of articles and projects).
 */
export async function withPageNames<T extends { key: string }>(
  readTitles: ReadTitles,
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
  const titles = await readTitles({
    services: [...wanted.services],
    articles: [...wanted.articles],
    projects: [...wanted.projects],
    pages: [...wanted.pages],
  });
  return lists.map((rows) => rows.map((row) => ({ ...row, label: pageName(row.key, titles) })));
}
