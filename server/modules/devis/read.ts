import { eq } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { firstPaymentDay } from "#domain/devis.ts";
import type { Db } from "#server/infra/db/client.ts";
import { devis } from "./schema.ts";
import { devisEvidence } from "./common.ts";

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

/**
 * What an invoice reads of its devis (the invoices module, through the door): the client, the lines,
 * the deposit percentage, the acceptance and the first day a payment may be asked (a consumer's
 * contract signed at home: day 7, L221-10), the reduced-VAT certification the client signed.
 * `lock`: the devis row stays locked until the caller's transaction ends (one deposit at a time).
 */
export async function devisForInvoice(exec: Reader, id: number, lock = false) {
  const query = exec.select().from(devis).where(eq(devis.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  const atHome = row.channel === "domicile" && !row.client.siret;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    leadId: row.leadId,
    title: row.title,
    client: row.client,
    siteAddress: row.siteAddress,
    lines: row.lines,
    depositPercent: row.depositPercent,
    acceptedOn: row.acceptedAt ? parisDate(row.acceptedAt) : null,
    firstPaymentDay: row.acceptedAt && atHome ? firstPaymentDay(parisDate(row.acceptedAt)) : null,
    certification: (await devisEvidence(exec, row))?.certification?.text ?? null,
  };
}
export type DevisForInvoice = NonNullable<Awaited<ReturnType<typeof devisForInvoice>>>;
