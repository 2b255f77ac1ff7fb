import { asc, eq, max, sql } from "drizzle-orm";
import type { FaqInput, TestimonialInput } from "#domain/schemas/site-lists.ts";
import { AppError } from "#server/errors.ts";
import type { Db } from "#server/infra/db/client.ts";
import { faqItems, testimonials } from "#server/infra/db/schema.ts";

/**
 * Testimonials and FAQ items, managed in the admin: create, edit, publish, reorder, delete.
 * Every write drops the public pages on every instance (`changed`).
 */
export function createSiteLists(db: Db, changed: (what: string) => void) {
  const done = <T>(what: string, value: T): T => {
    changed(what);
    return value;
  };

  return {
    testimonials: {
      list: () => db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id)),
      async create(input: TestimonialInput) {
        const [{ last }] = await db.select({ last: max(testimonials.position) }).from(testimonials);
        const [row] = await db
          .insert(testimonials)
          // Typed in by the admin: never a verified review (docs/avis.md).
          .values({
            ...input,
            origin: "entreprise",
            position: (last ?? -1) + 1,
            publishedAt: input.isPublished ? new Date() : null,
          })
          .returning();
        return done("testimonials", row);
      },
      async update(id: number, input: Partial<TestimonialInput>) {
        const [current] = await db
          .select({ origin: testimonials.origin })
          .from(testimonials)
          .where(eq(testimonials.id, id));
        if (!current) return null;
        const wording = ["name", "location", "content", "rating"].some((k) => k in input);
        if (current.origin === "client" && wording)
          throw new AppError(
            "conflict",
            "Le texte d'un avis vérifié ne se modifie pas : publiez-le, refusez-le ou répondez-y.",
          );
        const set: Record<string, unknown> = { ...input };
        if (input.isPublished === true) set.publishedAt = sql`coalesce(${testimonials.publishedAt}, now())`;
        const [row] = await db.update(testimonials).set(set).where(eq(testimonials.id, id)).returning();
        return row ? done("testimonials", row) : null;
      },
      async remove(id: number) {
        const rows = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
        return rows.length > 0 ? done("testimonials", true) : false;
      },
      async reorder(ids: number[]) {
        await db.transaction(async (tx) => {
          for (const [position, id] of ids.entries())
            await tx.update(testimonials).set({ position }).where(eq(testimonials.id, id));
        });
        return done("testimonials", true);
      },
    },
    faq: {
      list: () => db.select().from(faqItems).orderBy(asc(faqItems.page), asc(faqItems.position), asc(faqItems.id)),
      async create(input: FaqInput) {
        const [{ last }] = await db
          .select({ last: max(faqItems.position) })
          .from(faqItems)
          .where(eq(faqItems.page, input.page));
        const [row] = await db
          .insert(faqItems)
          .values({ ...input, position: (last ?? -1) + 1 })
          .returning();
        return done("faq", row);
      },
      async update(id: number, input: Partial<FaqInput>) {
        const set: Record<string, unknown> = { ...input };
        // Moved to another page: last of that page.
        if (input.page) {
          const [current] = await db.select({ page: faqItems.page }).from(faqItems).where(eq(faqItems.id, id));
          if (current && current.page !== input.page) {
            set.position = sql`(select coalesce(max(position), -1) + 1 from faq_items where page = ${input.page})`;
          }
        }
        const [row] = await db.update(faqItems).set(set).where(eq(faqItems.id, id)).returning();
        return row ? done("faq", row) : null;
      },
      async remove(id: number) {
        const rows = await db.delete(faqItems).where(eq(faqItems.id, id)).returning({ id: faqItems.id });
        return rows.length > 0 ? done("faq", true) : false;
      },
      async reorder(ids: number[]) {
        await db.transaction(async (tx) => {
          for (const [position, id] of ids.entries())
            await tx.update(faqItems).set({ position }).where(eq(faqItems.id, id));
        });
        return done("faq", true);
      },
    },
  };
}

export type SiteLists = ReturnType<typeof createSiteLists>;
