import { asc, eq } from "drizzle-orm";
import { ouvrageSchema, type Ouvrage } from "#domain/devis.ts";
import type { Db } from "#server/infra/db/client.ts";
import { parseValue } from "#server/validation.ts";
import { searchColumns } from "#server/infra/db/paging.ts";
import { devisOuvrages } from "./schema.ts";
import { AppError } from "#server/errors.ts";

const toOuvrage = (r: typeof devisOuvrages.$inferSelect): Ouvrage => ({
  id: r.id,
  designation: r.designation,
  unit: r.unit as Ouvrage["unit"],
  unitPriceCents: r.unitPriceCents,
  vatRate: r.vatRate,
});

function parse(body: unknown) {
  return parseValue(ouvrageSchema, body ?? {});
}

/** The price library (« Bibliothèque d'ouvrages »): saved lines proposed while typing a designation. */
export function createOuvrages(db: Db) {
  return {
    async list(query = ""): Promise<Ouvrage[]> {
      const q = query.trim().slice(0, 100);
      const rows = await db
        .select()
        .from(devisOuvrages)
        .where(q ? searchColumns(q, [devisOuvrages.designation]) : undefined)
        .orderBy(asc(devisOuvrages.designation))
        .limit(q ? 10 : 500);
      return rows.map(toOuvrage);
    },
    async create(body: unknown): Promise<Ouvrage> {
      const [r] = await db.insert(devisOuvrages).values(parse(body)).returning();
      return toOuvrage(r);
    },
    async update(id: number, body: unknown): Promise<Ouvrage> {
      const [r] = await db
        .update(devisOuvrages)
        .set({ ...parse(body), updatedAt: new Date() })
        .where(eq(devisOuvrages.id, id))
        .returning();
      if (!r) throw new AppError("not-found", "Ouvrage introuvable.");
      return toOuvrage(r);
    },
    async remove(id: number): Promise<void> {
      const [r] = await db.delete(devisOuvrages).where(eq(devisOuvrages.id, id)).returning({ id: devisOuvrages.id });
      if (!r) throw new AppError("not-found", "Ouvrage introuvable.");
    },
  };
}
export type Ouvrages = ReturnType<typeof createOuvrages>;
