import type { InvoiceDocument } from "#domain/invoice-document.ts";
import { euros, frenchDay, rateText } from "#domain/devis.ts";
import { A4, MARGIN, colours, type Layout } from "#server/modules/devis/index.ts";
import { NO_DISCOUNT, VAT_ON_DEBITS, legalNotes } from "./facturx-terms.ts";

/** The invoice PDF's blocks under the lines (pdf.ts): totals and deductions, payment, conditions, certification. */

/** One line of the totals: a label and its amount, right-aligned; `emphasis` on a sand band. */
function amountLine(l: Layout, label: string, cents: number, emphasis = false) {
  const style = { size: emphasis ? 10.5 : 9, font: emphasis ? ("bold" as const) : ("text" as const) };
  const baseline = l.y - style.size;
  const amountRight = A4.w - MARGIN - 4;
  if (emphasis) l.rect(A4.w - MARGIN - 270, baseline - 5, 270, style.size + 9, { fill: colours.sand });
  l.drawRight(label, amountRight - 96, baseline, style);
  l.drawRight(euros(cents), amountRight, baseline, style);
  l.y = baseline - 7;
}

export function totalsBlock(l: Layout, doc: InvoiceDocument) {
  const t = doc.totals;
  l.gap(6);
  amountLine(l, "Total HT", t.htCents, true);
  for (const r of t.byRate) {
    amountLine(l, `Base HT à ${rateText(r.rate)}`, r.baseCents);
    amountLine(l, `TVA à ${rateText(r.rate)}`, r.vatCents);
  }
  amountLine(l, "Total TVA", t.vatCents);
  amountLine(l, doc.type === "avoir" ? "Total TTC de l'avoir" : "Total TTC", t.ttcCents, true);
  if (doc.deductions.length > 0) {
    l.gap(4);
    l.text("Acomptes déjà facturés, déduits :", { size: 9, font: "bold", x: A4.w - MARGIN - 270 });
    for (const d of doc.deductions)
      amountLine(l, `Facture d'acompte n° ${d.number} du ${frenchDay(d.date)}`, -d.ttcCents);
    amountLine(l, "Total des acomptes", -doc.deductions.reduce((s, d) => s + d.ttcCents, 0));
  }
  amountLine(l, doc.type === "avoir" ? "Net à rembourser ou à déduire" : "Net à payer", doc.netCents, true);
  if (doc.paidAtIssue && doc.deductions.length === 0) {
    l.text(`Facture acquittée : réglée le ${frenchDay(doc.issueDate)}.`, {
      size: 9,
      font: "bold",
      x: A4.w - MARGIN - 270,
    });
    amountLine(l, "Déjà réglé", doc.totals.ttcCents);
    amountLine(l, "Reste à payer", 0, true);
  }
}

/** How to pay: the bank details (transfer) or the cheque. */
export function paymentBlock(l: Layout, doc: InvoiceDocument) {
  const bank = doc.seller.bank;
  l.heading("Règlement", 11);
  if (bank) {
    l.text("Moyen de paiement : Virement SEPA", { size: 8.8 });
    l.text(`IBAN : ${bank.iban.replace(/(.{4})(?=.)/g, "$1 ")}`, { size: 8.8, font: "bold" });
    if (bank.bic) l.text(`BIC : ${bank.bic}`, { size: 8.8 });
    l.text(`Titulaire du compte : ${bank.holder}`, { size: 8.8 });
  } else {
    l.text(`Moyen de paiement : Chèque – Règlement par chèque à l'ordre de ${doc.seller.name}.`, { size: 8.8 });
  }
  if (doc.paymentReference) l.text(`Référence à rappeler : ${doc.paymentReference}`, { size: 8.8 });
}

/** Due date, terms, penalties, indemnity, discount, the VAT option. */
export function conditionsBlock(l: Layout, doc: InvoiceDocument) {
  l.heading("Conditions", 11);
  const notes = legalNotes(doc);
  const byCode = (code: string) => notes.find((n) => n.code === code)?.content ?? "";
  const lines = [
    `Date d'échéance : ${frenchDay(doc.dueDate)} – ${doc.paymentTerms}.`,
    byCode("PMD"),
    byCode("PMT"),
    byCode("AAB") || NO_DISCOUNT,
    !doc.seller.vatNumber ? "" : doc.seller.vatOnDebits ? `${VAT_ON_DEBITS}.` : "TVA exigible à l'encaissement.",
  ].filter(Boolean);
  for (const line of lines) l.text(line, { size: 8.3, lineGap: 3 });
}

/** The client's reduced-VAT certification, carried from the devis, with a place for his signature. */
export function certificationBlock(l: Layout, wording: string) {
  l.heading("Attestation du client – TVA à taux réduit", 11);
  l.text(wording, { size: 8.3 });
  l.gap(4);
  l.text("Date et signature du client :", { size: 8.3, font: "bold" });
  l.gap(2);
  l.rect(MARGIN, l.y - 60, A4.w - 2 * MARGIN, 60, { border: colours.oak });
  l.y -= 66;
}
