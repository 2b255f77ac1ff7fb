import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "#server/errors.ts";
import { renderFacturX, type InvoiceBrand } from "./facturx/facturx.ts";
import type { Exec, InvoiceRow } from "./record.ts";
import { invoices } from "./schema.ts";

export interface InvoiceFiles {
  number: string;
  pdf: Buffer;
  xml: string;
}

/**
 * An issued invoice's Factur-X PDF and its XML: rendered once from the document frozen at issue (at
 * the first sending or download: « Émettre » stays a short transaction around the counter), then
 * kept with the invoice (10 years, in the backups, byte for byte): what the client received is what
 * is downloaded later, whatever the next versions of the layout. A draft has none (409).
 */
export async function invoiceFiles(exec: Exec, r: InvoiceRow, brand: InvoiceBrand): Promise<InvoiceFiles> {
  if (!r.number || !r.document || !r.issuedAt)
    throw new AppError("conflict", "Cette facture est un brouillon : émettez-la pour obtenir son PDF Factur-X.");
  if (r.pdf && r.xml) return { number: r.number, pdf: Buffer.from(r.pdf, "base64"), xml: r.xml };
  const rendered = await renderFacturX(r.document, brand, r.issuedAt);
  const pdf = Buffer.from(rendered.pdf);
  // Another instance may have kept its rendering first: the one kept is the one answered.
  const [kept] = await exec
    .update(invoices)
    .set({ pdf: pdf.toString("base64"), xml: rendered.xml })
    .where(and(eq(invoices.id, r.id), isNull(invoices.pdf)))
    .returning({ id: invoices.id });
  if (kept) return { number: r.number, pdf, xml: rendered.xml };
  const [stored] = await exec
    .select({ pdf: invoices.pdf, xml: invoices.xml })
    .from(invoices)
    .where(eq(invoices.id, r.id));
  return { number: r.number, pdf: Buffer.from(stored.pdf ?? "", "base64"), xml: stored.xml ?? "" };
}
