import { inArray, or } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { articles, pages, projects, services } from "./schema.ts";

export type Titles = { slug: string; title: string; id?: number }[];

/** The slugs (and, for projects, ids) whose titles are wanted: the statistics name their paths with them. */
export interface WantedTitles {
  services: string[];
  articles: string[];
  /** Slugs, or ids written as digits (« /realisation/12 »). */
  projects: string[];
  pages: string[];
}

/** The titles of the content items named by `wanted` (only those: a few queries by slug). */
export async function contentTitles(
  db: Pick<Db, "select">,
  wanted: WantedTitles,
): Promise<{ services: Titles; articles: Titles; projects: Titles; pages: Titles }> {
  const some = <R>(keys: string[], query: (keys: string[]) => Promise<R[]>) =>
    keys.length ? query(keys) : Promise.resolve([]);
  const projectIds = wanted.projects.filter((k) => /^\d{1,9}$/.test(k)).map(Number);
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
  return { services: s, articles: a, projects: p, pages: pg };
}
