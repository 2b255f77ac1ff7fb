import { eq } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { devis } from "./schema.ts";

/** What the other modules read of a devis, through the devis door (the chantier, its PV, its project). */
type Reader = Pick<Db, "select">;

/** A devis's number and lines, or null. */
export async function devisLines(exec: Reader, id: number) {
  const [row] = await exec.select({ number: devis.number, lines: devis.lines }).from(devis).where(eq(devis.id, id));
  return row ?? null;
}

/** A devis's PDF, signed (with its certificate) when it is, as base64; null without one. */
export async function devisPdf(exec: Reader, id: number): Promise<{ number: string; base64: string } | null> {
  const [row] = await exec
    .select({ signed: devis.signedPdf, pdf: devis.pdf, number: devis.number })
    .from(devis)
    .where(eq(devis.id, id));
  const base64 = row?.signed ?? row?.pdf;
  return row && base64 ? { number: row.number, base64 } : null;
}
