import type { InvoiceDocument } from "#domain/invoice-document.ts";
import { renderCii } from "./cii.ts";
import { renderInvoicePdf, type InvoiceBrand } from "./pdf.ts";
import { toFacturX } from "./pdfa.ts";

/**
 * An issued invoice's two files, from its document alone: the CII XML and the Factur-X PDF/A-3
 * carrying it. `issuedAt`, the instant of issue, dates the PDF (document information and XMP): the
 * same document and instant give the same bytes.
 */
export async function renderFacturX(
  doc: InvoiceDocument,
  brand: InvoiceBrand,
  issuedAt: Date,
): Promise<{ xml: string; pdf: Uint8Array }> {
  const xml = renderCii(doc);
  const pdf = await toFacturX(await renderInvoicePdf(doc, brand), xml, { date: issuedAt });
  return { xml, pdf };
}

export { renderCii } from "./cii.ts";
export { renderInvoicePdf, type InvoiceBrand } from "./pdf.ts";
export { FACTURX_FILE_NAME, toFacturX } from "./pdfa.ts";
