import { rfPrinted } from "#domain/payments.ts";
import type { InvoiceDocument } from "#domain/invoice-document.ts";
import { euros, frenchDay, rateText } from "#domain/devis.ts";
import { A4, MARGIN, colours, twoColumns, type Layout } from "#server/modules/devis/index.ts";
import { NO_DISCOUNT, VAT_ON_DEBITS, legalNotes } from "./facturx-terms.ts";
import { epcQrFigure } from "./pdf-qr.ts";

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
function paymentLines(doc: InvoiceDocument): string[] {
  const bank = doc.seller.bank;
  return [
    ...(bank
      ? [
          "Moyen de paiement : Virement SEPA",
          `IBAN : ${bank.iban.replace(/(.{4})(?=.)/g, "$1 ")}`,
          ...(bank.bic ? [`BIC : ${bank.bic}`] : []),
          `Titulaire du compte : ${bank.holder}`,
        ]
      : [`Moyen de paiement : Chèque – Règlement par chèque à l'ordre de ${doc.seller.name}.`]),
    ...(doc.paymentReference ? [`Référence du virement : ${rfPrinted(doc.paymentReference)}`] : []),
  ];
}

/** Due date, terms, penalties, indemnity, discount, the VAT option. */
function conditionLines(doc: InvoiceDocument): string[] {
  const notes = legalNotes(doc);
  const byCode = (code: string) => notes.find((n) => n.code === code)?.content ?? "";
  return [
    `Date d'échéance : ${frenchDay(doc.dueDate)} – ${doc.paymentTerms}.`,
    byCode("PMD"),
    byCode("PMT"),
    byCode("AAB") || NO_DISCOUNT,
    !doc.seller.vatNumber ? "" : doc.seller.vatOnDebits ? `${VAT_ON_DEBITS}.` : "TVA exigible à l'encaissement.",
  ].filter(Boolean);
}

/**
 * How to pay and on what terms, side by side (kept together on one page, not a near-empty last page);
 * the EPC QR code under the bank details when something is due by transfer (pdf-qr.ts).
 */
export function paymentBlock(l: Layout, doc: InvoiceDocument) {
  l.gap(4);
  twoColumns(
    l,
    [
      { title: "Règlement", lines: paymentLines(doc), figure: epcQrFigure(l, doc) ?? undefined },
      { title: "Conditions", lines: conditionLines(doc) },
    ],
    { size: 8.2, leading: 10.5 },
  );
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
