import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { adminPortfolioCategories, type GalleryCategory } from "#domain/schemas/categories.ts";
import { pageOf, type Page } from "#domain/pagination.ts";
import { readingTimeOfWords } from "#domain/text.ts";
import type { Db } from "#server/infra/db/client.ts";
import { asId } from "#server/validation.ts";
import { articles, contentTables, pages, projects, services } from "./schema.ts";
import { publishedTestimonials } from "#server/modules/reviews/index.ts";
import { publishedFaq } from "#server/modules/business/index.ts";
import type { ContentType } from "#domain/content-types.ts";
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

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  category: articles.category,
  createdAt: articles.createdAt,
  featuredImage: articles.featuredImage,
  // The body's words counted by PostgreSQL as readingTime counts them (split on single spaces, empty
  // pieces left out): a list shows the reading time, never the body, which stays in the database (decision 060).
  words: sql<number>`cardinality(array_remove(string_to_array(${articles.content}, ' '), ''))`.mapWith(Number),
};

const toSummary = ({ words, ...rest }: { words: number } & Omit<ArticleSummary, "readingTime">): ArticleSummary => ({
  ...rest,
  readingTime: readingTimeOfWords(words),
});

/** The project categories (both lists of docs/product.md §3) filed under a public gallery category. */
export function projectCategoriesOf(gallery: GalleryCategory): string[] {
  return [gallery, ...adminPortfolioCategories.filter((c) => c.gallery === gallery).map((c) => c.value)];
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
  /** A published item of a type by its slug, else null (a new type's public page needs nothing more). */
  async function publishedBySlug<R>(type: ContentType, slug: string): Promise<R | null> {
    if (!isSlug(slug)) return null;
    const t = contentTables[type] as unknown as typeof pages;
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.slug, slug), eq(t.isPublished, true)))
      .limit(1);
    return (row as R | undefined) ?? null;
  }

  return {
    listServices: () =>
      db
        .select()
        .from(services)
        .where(eq(services.isPublished, true))
        .orderBy(asc(services.position), asc(services.id)),

    getService: (slug: string) => publishedBySlug<ServiceRow>("services", slug),

    listProjects: () =>
      db
        .select()
        .from(projects)
        .where(eq(projects.isPublished, true))
        .orderBy(asc(projects.position), asc(projects.id)),

    /** The first `limit` published projects in the artisan's order (the home page's 6). */
    listFirstProjects: (limit: number) =>
      db
        .select()
        .from(projects)
        .where(eq(projects.isPublished, true))
        .orderBy(asc(projects.position), asc(projects.id))
        .limit(limit),

    /** The first published services in the artisan's order (the home page's 4). */
    listFirstServices: (limit: number) =>
      db
        .select()
        .from(services)
        .where(eq(services.isPublished, true))
        .orderBy(asc(services.position), asc(services.id))
        .limit(limit),

    /** One page of published services in the artisan's order (/services). */
    pageServices: async (options: { page: number; pageSize: number }) => {
      const where = eq(services.isPublished, true);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(services)
          .where(where)
          .orderBy(asc(services.position), asc(services.id))
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        db.select({ total: count() }).from(services).where(where),
      ]);
      return pageOf(rows, total, options.page, options.pageSize);
    },

    /** One page of published projects, optionally of one gallery category (/realisations). */
    pageProjects: async (options: { page: number; pageSize: number; gallery?: GalleryCategory }) => {
      const where = and(
        eq(projects.isPublished, true),
        options.gallery ? inArray(projects.category, projectCategoriesOf(options.gallery)) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(projects)
          .where(where)
          .orderBy(asc(projects.position), asc(projects.id))
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        db.select({ total: count() }).from(projects).where(where),
      ]);
      return pageOf(rows, total, options.page, options.pageSize);
    },

    getProject: async (id: number) =>
      asId(id) !== null
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
    listArticleSummaries: async (): Promise<ArticleSummary[]> =>
      (
        await db
          .select(summaryColumns)
          .from(articles)
          .where(eq(articles.isPublished, true))
          .orderBy(desc(articles.createdAt), desc(articles.id))
      ).map(toSummary),

    /** One page of published articles without their bodies, newest first, optionally of one category (/blog). */
    pageArticleSummaries: async (options: {
      page: number;
      pageSize: number;
      category?: string;
    }): Promise<Page<ArticleSummary>> => {
      const where = and(
        eq(articles.isPublished, true),
        options.category ? eq(articles.category, options.category) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(articles)
          .where(where)
          .orderBy(desc(articles.createdAt), desc(articles.id))
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        db.select({ total: count() }).from(articles).where(where),
      ]);
      return pageOf(rows.map(toSummary), total, options.page, options.pageSize);
    },

    /** The categories of the published articles with their counts (the blog's filter), most used first. */
    articleCategories: () =>
      db
        .select({ category: articles.category, count: count() })
        .from(articles)
        .where(eq(articles.isPublished, true))
        .groupBy(articles.category)
        .orderBy(desc(count()), asc(articles.category)),

    /**
     * A random sample of published article summaries, drawn by PostgreSQL (the home teaser: the
     * browser picks its 3 among them; never every article).
     */
    sampleArticleSummaries: async (size: number): Promise<ArticleSummary[]> => {
      const random: SQL = sql`random()`;
      const rows = await db
        .select(summaryColumns)
        .from(articles)
        .where(eq(articles.isPublished, true))
        .orderBy(random)
        .limit(size);
      return rows.map(toSummary);
    },

    getArticle: (slug: string) => publishedBySlug<ArticleRow>("articles", slug),

    getPage: (slug: string) => publishedBySlug<PageRow>("pages", slug),

    /** Any type's published item by its slug: what a new type's public page reads. */
    getPublished: publishedBySlug,

    listPages: () => db.select().from(pages).where(eq(pages.isPublished, true)).orderBy(asc(pages.position)),

    /** The testimonials are the reviews module's, the FAQ the business module's: read through their doors. */
    listTestimonials: () => publishedTestimonials(db),

    listFaq: (page: "accueil" | "contact") => publishedFaq(db, page),

    /** The about page's history and team (edited in « Textes du site »), and its commitments. */
    getAbout: (business: BusinessSettings) => aboutFacts(business),
  };
}

export type PublicContent = ReturnType<typeof createPublicContent>;
