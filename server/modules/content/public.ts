import { and, asc, desc, eq, ne } from "drizzle-orm";
import { readingTime } from "#domain/text.ts";
import type { Db } from "#server/infra/db/client.ts";
import { articles, faqItems, pages, projects, services, testimonials } from "#server/infra/db/schema.ts";
import { aboutFacts } from "#domain/about.ts";
import type { BusinessSettings } from "#domain/business.ts";

import type { ArticleRow, FaqRow, PageRow, ProjectRow, ServiceRow, TestimonialRow } from "./types.ts";

export type { ArticleRow, FaqRow, PageRow, ProjectRow, ServiceRow, TestimonialRow };

/** What a list of articles shows: everything but the body, plus the reading time computed from it. */
export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  createdAt: Date;
  featuredImage: string | null;
  readingTime: number;
}

/**
 * Slugs are lowercase letters, digits and hyphens: anything else cannot match, and must not reach
 * PostgreSQL (a NUL byte in a text parameter is an error there, not a miss).
 */
export function isSlug(value: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,199}$/.test(value);
}

/** Reads of the public site: published items only, in the order the artisan chose. */
export function createPublicContent(db: Db) {
  return {
    listServices: () =>
      db
        .select()
        .from(services)
        .where(eq(services.isPublished, true))
        .orderBy(asc(services.position), asc(services.id)),

    getService: async (slug: string) =>
      !isSlug(slug)
        ? null
        : ((
            await db
              .select()
              .from(services)
              .where(and(eq(services.slug, slug), eq(services.isPublished, true)))
              .limit(1)
          )[0] ?? null),

    listProjects: () =>
      db
        .select()
        .from(projects)
        .where(eq(projects.isPublished, true))
        .orderBy(asc(projects.position), asc(projects.id)),

    getProject: async (id: number) =>
      Number.isSafeInteger(id) && id > 0 && id < 2 ** 31
        ? ((
            await db
              .select()
              .from(projects)
              .where(and(eq(projects.id, id), eq(projects.isPublished, true)))
              .limit(1)
          )[0] ?? null)
        : null,

    /** Other published projects of the same category, in the artisan's order (docs/product.md §9: 3 at most). */
    listSimilarProjects: (category: string, excludeId: number, limit = 3) =>
      db
        .select()
        .from(projects)
        .where(and(eq(projects.isPublished, true), eq(projects.category, category), ne(projects.id, excludeId)))
        .orderBy(asc(projects.position), asc(projects.id))
        .limit(limit),

    listArticles: () =>
      db
        .select()
        .from(articles)
        .where(eq(articles.isPublished, true))
        .orderBy(desc(articles.createdAt), desc(articles.id)),

    /** Published articles, newest first, without their bodies (lists, teasers). */
    listArticleSummaries: async (): Promise<ArticleSummary[]> => {
      const rows = await db
        .select({
          id: articles.id,
          slug: articles.slug,
          title: articles.title,
          excerpt: articles.excerpt,
          category: articles.category,
          createdAt: articles.createdAt,
          featuredImage: articles.featuredImage,
          content: articles.content,
        })
        .from(articles)
        .where(eq(articles.isPublished, true))
        .orderBy(desc(articles.createdAt), desc(articles.id));
      return rows.map(({ content, ...rest }) => ({ ...rest, readingTime: readingTime(content) }));
    },

    getArticle: async (slug: string) =>
      !isSlug(slug)
        ? null
        : ((
            await db
              .select()
              .from(articles)
              .where(and(eq(articles.slug, slug), eq(articles.isPublished, true)))
              .limit(1)
          )[0] ?? null),

    getPage: async (slug: string) =>
      !isSlug(slug)
        ? null
        : ((
            await db
              .select()
              .from(pages)
              .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
              .limit(1)
          )[0] ?? null),

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

    /** The about page's history and team (edited in « Textes du site »), and its commitments. */
    getAbout: (business: BusinessSettings) => aboutFacts(business),
  };
}

export type PublicContent = ReturnType<typeof createPublicContent>;
