import { and, asc, eq, max, sql } from "drizzle-orm";
import type { FaqInput, TestimonialInput } from "#domain/schemas/site-lists.ts";
import type { Db } from "#server/infra/db/client.ts";
import { faqItems } from "./schema.ts";

export type FaqRow = typeof faqItems.$inferSelect;

/**
 * The testimonials' admin list: the reviews module's (it owns the table, with the reviews), given
 * by the composition root; its rows are only sent back as JSON here.
 */
export interface TestimonialList {
  list(): Promise<unknown[]>;
  create(input: TestimonialInput): Promise<unknown>;
  update(id: number, input: Partial<TestimonialInput>): Promise<unknown>;
  remove(id: number): Promise<boolean>;
  reorder(ids: number[]): Promise<boolean>;
}

/**
 * Testimonials and FAQ items, managed in the admin: create, edit, publish, reorder, delete.
 * Every write drops the public pages on every instance (`changed`).
 */
export function createSiteLists(db: Db, changed: (what: string) => void, testimonials: TestimonialList) {
  const done = <T>(what: string, value: T): T => {
    changed(what);
    return value;
  };

  return {
    testimonials,
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

/** The published questions of a page, in their order (the public pages). */
export function publishedFaq(db: Pick<Db, "select">, page: "accueil" | "contact") {
  return db
    .select()
    .from(faqItems)
    .where(and(eq(faqItems.page, page), eq(faqItems.isPublished, true)))
    .orderBy(asc(faqItems.position), asc(faqItems.id));
}
