import { asc, eq, max, sql } from "drizzle-orm";
import type { TestimonialInput } from "#domain/schemas/site-lists.ts";
import { AppError } from "#server/errors.ts";
import type { Db } from "#server/infra/db/client.ts";
import { testimonials } from "./schema.ts";

export type TestimonialRow = typeof testimonials.$inferSelect;

/**
 * The testimonials' list managed in the admin (« Témoignages »): create, edit, publish, reorder,
 * delete. The reviews share the table (docs/avis.md); the business module's site lists serve this
 * list, given by the composition root. Every write drops the public pages (`changed`).
 */
export function createTestimonialList(db: Db, changed: (what: string) => void) {
  const done = <T>(what: string, value: T): T => {
    changed(what);
    return value;
  };
  return {
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
  };
}

/** The published testimonials, in their order (the public pages). */
export function publishedTestimonials(db: Pick<Db, "select">) {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.isPublished, true))
    .orderBy(asc(testimonials.position), asc(testimonials.id));
}
