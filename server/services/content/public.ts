import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, faqItems, pages, projects, services, testimonials } from "../../db/schema.ts";

export type ServiceRow = typeof services.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type FaqRow = typeof faqItems.$inferSelect;

/** Reads of the public site: published items only, in the order the artisan chose. */
export function createPublicContent(db: Db) {
  return {
    listServices: () =>
      db.select().from(services).where(eq(services.isPublished, true)).orderBy(asc(services.position), asc(services.id)),

    getService: async (slug: string) =>
      (await db
        .select()
        .from(services)
        .where(and(eq(services.slug, slug), eq(services.isPublished, true)))
        .limit(1))[0] ?? null,

    listProjects: () =>
      db.select().from(projects).where(eq(projects.isPublished, true)).orderBy(asc(projects.position), asc(projects.id)),

    getProject: async (id: number) =>
      Number.isSafeInteger(id) && id > 0 && id < 2 ** 31
        ? ((await db
            .select()
            .from(projects)
            .where(and(eq(projects.id, id), eq(projects.isPublished, true)))
            .limit(1))[0] ?? null)
        : null,

    listArticles: () =>
      db.select().from(articles).where(eq(articles.isPublished, true)).orderBy(desc(articles.createdAt), desc(articles.id)),

    getArticle: async (slug: string) =>
      (await db
        .select()
        .from(articles)
        .where(and(eq(articles.slug, slug), eq(articles.isPublished, true)))
        .limit(1))[0] ?? null,

    getPage: async (slug: string) =>
      (await db
        .select()
        .from(pages)
        .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
        .limit(1))[0] ?? null,

    listPages: () => db.select().from(pages).where(eq(pages.isPublished, true)).orderBy(asc(pages.position)),

    listTestimonials: () =>
      db
        .select()
        .from(testimonials)
        .where(eq(testimonials.isPublished, true))
        .orderBy(asc(testimonials.position), asc(testimonials.id)),

    listFaq: (page: "accueil" | "contact") =>
      db
        .select()
        .from(faqItems)
        .where(and(eq(faqItems.page, page), eq(faqItems.isPublished, true)))
        .orderBy(asc(faqItems.position), asc(faqItems.id)),
  };
}

export type PublicContent = ReturnType<typeof createPublicContent>;
