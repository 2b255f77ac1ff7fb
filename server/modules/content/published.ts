import { and, count, desc, eq } from "drizzle-orm";
import { contentTypes, type ContentType } from "#domain/content-types.ts";
import type { Db } from "#server/infra/db/client.ts";
import { articles, contentTables, pages, projects, services, slugRedirects } from "./schema.ts";

/**
 * What the public site's indexes (sitemap, feed, the 301s of renamed slugs: the seo module) read of
 * the content, through the content door.
 */
type Reader = Pick<Db, "select">;

/** Every published item of every content type (the registry): its id, slug and last change. */
export async function publishedItems(db: Reader) {
  return Promise.all(
    contentTypes.map(async (type: ContentType) => {
      const t = contentTables[type] as unknown as typeof pages;
      const rows = await db
        .select({ id: t.id, slug: t.slug, updatedAt: t.updatedAt })
        .from(t)
        .where(eq(t.isPublished, true));
      return { type, rows };
    }),
  );
}

/** The published articles and projects per category. */
export async function publishedCategories(db: Reader) {
  const [articleCategories, projectCategories] = await Promise.all([
    db
      .select({ category: articles.category, n: count() })
      .from(articles)
      .where(eq(articles.isPublished, true))
      .groupBy(articles.category),
    db
      .select({ category: projects.category, n: count() })
      .from(projects)
      .where(eq(projects.isPublished, true))
      .groupBy(projects.category),
  ]);
  return { articleCategories, projectCategories };
}

/** The `limit` latest published articles (the blog's feed). */
export async function latestArticles(db: Reader, limit: number) {
  return db
    .select()
    .from(articles)
    .where(eq(articles.isPublished, true))
    .orderBy(desc(articles.publishedAt), desc(articles.createdAt))
    .limit(limit);
}

/** The item that had `oldSlug` before a rename: its current slug and whether it is published; null: none. */
export async function renamedItem(
  db: Reader,
  type: "articles" | "services" | "pages",
  oldSlug: string,
): Promise<{ slug: string; isPublished: boolean } | null> {
  const [row] = await db
    .select({ itemId: slugRedirects.itemId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.type, type), eq(slugRedirects.oldSlug, oldSlug)))
    .limit(1);
  if (!row) return null;
  const table = type === "articles" ? articles : type === "services" ? services : pages;
  const [item] = await db
    .select({ slug: table.slug, isPublished: table.isPublished })
    .from(table)
    .where(eq(table.id, row.itemId))
    .limit(1);
  return item ?? null;
}
