import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";
import { DEFAULT_ADMIN_PASSWORD } from "../config.ts";
import { hashPassword } from "#server/modules/auth/index.ts";
import type { Db } from "../infra/db/client.ts";
import { appMeta } from "#server/infra/db/infra-tables.ts";
import { articles, pages, projects, services } from "#server/modules/content/schema.ts";
import { testimonials } from "#server/modules/reviews/schema.ts";
import { faqItems } from "#server/modules/business/schema.ts";
import { users } from "#server/modules/auth/schema.ts";
import { articles as seedArticles } from "./data/articles.ts";
import { contactFaq, homeFaq } from "./data/faq.ts";
import { pages as seedPages } from "./data/pages.ts";
import { projects as seedProjects } from "./data/projects.ts";
import { services as seedServices } from "./data/services.ts";
import { testimonials as seedTestimonials } from "./data/testimonials.ts";
import { drawingsDir } from "../illustrator/index.ts";

/** The seed's pictures are the illustrator's drawings. */
export const illustrationsDir = drawingsDir;

/** URL of a seed illustration, served as responsive AVIF/WebP variants by the media route. */
export function illustrationUrl(key: string): string {
  return `/media/seed-${key}/1200.webp`;
}

function hasIllustration(key: string): boolean {
  return existsSync(path.join(illustrationsDir, `${key}.svg`));
}

/** Illustrations drawn per category: projet-{category}-{n}, with -2/-3 gallery views for some. */
export function projectImages(): { image: string; gallery: string[] }[] {
  const seen = new Map<string, number>();
  return seedProjects.map((project) => {
    const n = (seen.get(project.category) ?? 0) + 1;
    seen.set(project.category, n);
    const key = `projet-${project.category}-${n}`;
    const extra = [`${key}-2`, `${key}-3`].filter(hasIllustration);
    return {
      image: illustrationUrl(key),
      gallery: extra.length > 0 ? [key, ...extra].map(illustrationUrl) : [],
    };
  });
}

export const articleIllustrations = [
  "article-essences-de-bois",
  "article-entretien-cuisine",
  "article-escalier-sur-mesure",
  "article-dressing",
];

/**
 * Writes the initial content once. The `seeded_at` row is inserted in the same transaction:
 * a second instance starting at the same time waits on its unique key, then finds it and skips;
 * a restart never duplicates anything nor overwrites the administrator's edits.
 */
export async function seedContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: "seeded_at", value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    const now = new Date();
    await tx.insert(services).values(
      seedServices.map((s, position) => ({
        slug: s.slug,
        title: s.title,
        shortDescription: s.shortDescription,
        fullDescription: s.fullDescription,
        content: s.fullDescription,
        featuredImage: illustrationUrl(s.image),
        icon: s.icon,
        features: s.features,
        faq: s.faq,
        metaTitle: s.metaTitle,
        metaDescription: s.metaDescription,
        isPublished: true,
        publishedAt: now,
        position,
      })),
    );

    const images = projectImages();
    await tx.insert(projects).values(
      seedProjects.map((p, position) => ({
        slug: p.slug,
        title: p.title,
        category: p.category,
        location: p.location,
        description: p.description,
        fullDescription: p.fullDescription,
        content: p.fullDescription,
        featuredImage: images[position].image,
        gallery: images[position].gallery,
        details: p.details,
        specifications: p.specifications,
        testimonial: p.testimonial ?? null,
        isPublished: true,
        publishedAt: now,
        position,
      })),
    );

    let illustration = 0;
    await tx.insert(articles).values(
      seedArticles.map((a) => {
        const date = new Date(`${a.date}T09:00:00+01:00`);
        const key = a.isPublished ? articleIllustrations[illustration++] : undefined;
        return {
          slug: a.slug,
          title: a.title,
          excerpt: a.excerpt,
          content: a.content,
          category: a.category,
          isPublished: a.isPublished,
          featuredImage: key && hasIllustration(key) ? illustrationUrl(key) : null,
          metaTitle: a.metaTitle,
          metaDescription: a.metaDescription,
          authorId: 1,
          createdAt: date,
          updatedAt: date,
          publishedAt: a.isPublished ? date : null,
        };
      }),
    );

    await tx.insert(pages).values(
      seedPages.map((p, position) => ({
        slug: p.slug,
        title: p.title,
        content: p.content,
        metaTitle: p.metaTitle,
        metaDescription: p.metaDescription,
        isPublished: true,
        publishedAt: now,
        position,
      })),
    );

    await tx.insert(testimonials).values(
      // Collected by the business (origin 'entreprise'), never labelled as verified.
      seedTestimonials.map((t, position) => ({ ...t, position, publishedAt: new Date(t.publishedAt) })),
    );
    await tx
      .insert(faqItems)
      .values([
        ...homeFaq.map((f, position) => ({ ...f, page: "accueil", position })),
        ...contactFaq.map((f, position) => ({ ...f, page: "contact", position })),
      ]);
    return true;
  });
}

/**
 * Creates the administrator when there is none: with ADMIN_PASSWORD, that password (no hint,
 * no forced change); otherwise, in development and tests, the documented default, and in
 * production a random one-time password, returned so the start can print it once. Both must be
 * changed at first login: a public default password would let the first visitor own the back office.
 */
export async function ensureAdmin(
  db: Db,
  config: Pick<Config, "ADMIN_USERNAME" | "ADMIN_PASSWORD"> & { NODE_ENV?: Config["NODE_ENV"] },
): Promise<{ oneTimePassword: string } | null> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return null;
  const production = (config.NODE_ENV ?? "production") === "production";
  const oneTimePassword = !config.ADMIN_PASSWORD && production ? randomBytes(12).toString("base64url") : null;
  const password = config.ADMIN_PASSWORD ?? oneTimePassword ?? DEFAULT_ADMIN_PASSWORD;
  const inserted = await db
    .insert(users)
    .values({
      username: config.ADMIN_USERNAME,
      passwordHash: await hashPassword(password),
      mustChangePassword: !config.ADMIN_PASSWORD,
      // The first account is the manager (decision 054): he invites the rest of the team.
      role: "manager",
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return oneTimePassword && inserted.length > 0 ? { oneTimePassword } : null;
}
