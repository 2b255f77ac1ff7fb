import type { InvoiceDocument, InvoiceType, PostalAddress } from "#domain/invoice-document.ts";
import { euros, frenchDay, quantityText, rateText } from "#domain/devis.ts";
import {
  A4,
  Layout,
  MARGIN,
  colours,
  newBusinessDocument,
  twoColumns,
  type Column,
} from "#server/modules/devis/index.ts";
import { billingFrame, barTreatment, isBusinessBuyer, operationLabel, sellerLegalInfo } from "./facturx-terms.ts";
import { buyerElectronicAddress } from "./cii.ts";
import { certificationBlock, paymentBlock, totalsBlock } from "./pdf-blocks.ts";

/**
 * The invoice's PDF, in the workshop's look (the devis' layout: embedded Inter and Fraunces, logo,
 * colours, the table's header repeated on each page, « page n / N »): every mention of the French
 * rules (docs/factures.md) and every value of its Factur-X XML (cii.ts), from the document alone.
 * toFacturX (pdfa.ts) then makes it the PDF/A-3 carrying the XML.
 */

/** The look's words: the name shown in the header and the trade under it (« Entreprise »). */
export interface InvoiceBrand {
  name: string;
  trade: string;
}

export const invoiceTitles: Record<InvoiceType, string> = {
  facture: "Facture",
  acompte: "Facture d'acompte",
  solde: "Facture de solde",
  avoir: "Avoir",
};

const countries: Record<string, string> = { FR: "France", BE: "Belgique", ES: "Espagne", CH: "Suisse" };
export const addressLines = (a: PostalAddress) => [
  a.street,
  `${a.postcode} ${a.city}${a.country && a.country !== "FR" ? ` – ${countries[a.country] ?? a.country}` : ""}`,
];
const oneLine = (a: PostalAddress) => addressLines(a).join(", ");

const COLUMNS: Column[] = [
  { label: "Désignation", width: A4.w - 2 * MARGIN - 271, align: "left" },
  { label: "Qté", width: 44, align: "right" },
  { label: "Unité", width: 42, align: "left" },
  { label: "PU HT", width: 70, align: "right" },
  { label: "TVA", width: 40, align: "right" },
  { label: "Total HT", width: 75, align: "right" },
];

/** The header: logo and name at the left; the document's kind, number and dates at the right. */
function header(l: Layout, doc: InvoiceDocument, brand: InvoiceBrand) {
  const top = l.y;
  const right = A4.w - MARGIN;
  l.logo(MARGIN, top, 40);
  l.draw(brand.name, MARGIN + 50, top - 20, { size: 18, font: "heading", colour: colours.forest });
  l.draw(brand.trade, MARGIN + 50, top - 34, { size: 9, colour: colours.muted });
  const facts = [
    `${invoiceTitles[doc.type]} n° ${doc.number}`,
    `Date d'émission : ${frenchDay(doc.issueDate)}`,
    `Date d'échéance : ${frenchDay(doc.dueDate)}`,
    ...(doc.devisNumber ? [`Devis n° ${doc.devisNumber}`] : []),
  ];
  l.drawRight(invoiceTitles[doc.type], right, top - 18, { size: 20, font: "heading", colour: colours.oakDark });
  facts.forEach((fact, i) =>
    l.drawRight(fact, right, top - 33 - i * 11.5, { size: i === 0 ? 9.5 : 8.5, font: i === 0 ? "bold" : "text" }),
  );
  l.y = top - Math.max(48, 40 + facts.length * 11.5);
}

/** The seller's identity (CGI 242 nonies A, C. com. L441-9, loi 96-603 art. 22-2). */
function sellerMentions(doc: InvoiceDocument): string[] {
  const s = doc.seller;
  return [
    [s.name, sellerLegalInfo(doc)].filter(Boolean).join(" – "),
    oneLine(s.address),
    `Tél. ${s.phone} – ${s.email}`,
    `SIREN ${s.siren} – SIRET ${s.siret}${s.vatNumber ? ` – N° de TVA intracommunautaire : ${s.vatNumber}` : " – TVA non applicable, article 293 B du CGI"}`,
    `Assurance décennale : ${s.insurance.insurer}, ${s.insurance.contact} – couverture géographique : ${s.insurance.coverage}`,
    `Adresse électronique de facturation : ${s.electronicAddress.id} (${s.electronicAddress.scheme === "0225" ? "annuaire 0225" : "e-mail"})`,
  ];
}

/** The works' period; a deposit is paid before them. */
function worksDate(doc: InvoiceDocument): string {
  if (doc.worksPeriod)
    return `Période des travaux : du ${frenchDay(doc.worksPeriod.start)} au ${frenchDay(doc.worksPeriod.end)}`;
  if (doc.type === "acompte") return "Acompte versé avant l'exécution des travaux";
  if (doc.type === "avoir") return "";
  return `Date des travaux : ${frenchDay(doc.issueDate)}`;
}

function parties(l: Layout, doc: InvoiceDocument) {
  const b = doc.buyer;
  const address = buyerElectronicAddress(doc);
  twoColumns(l, [
    {
      title: isBusinessBuyer(doc) ? "Client (professionnel)" : "Client",
      lines: [
        b.name,
        ...addressLines(b.address),
        ...(b.siren ? [`SIREN ${b.siren}`] : []),
        ...(b.vatNumber ? [`N° de TVA : ${b.vatNumber}`] : []),
        ...(b.email ? [b.email] : []),
        ...(address && address.id !== b.email ? [`Adresse électronique : ${address.id}`] : []),
      ],
    },
    {
      title: "Chantier et opération",
      lines: [
        `Adresse du chantier (livraison) : ${oneLine(doc.deliveryAddress ?? b.address)}`,
        ...[worksDate(doc)].filter(Boolean),
        `Nature : ${operationLabel(doc)}`,
        `Cadre de facturation : ${billingFrame(doc)} – ${barTreatment(doc)}`,
      ],
    },
  ]);
}

/** What the document refers to: the corrected invoice of a credit note. */
function references(l: Layout, doc: InvoiceDocument) {
  if (doc.corrected)
    l.text(`Avoir sur la facture n° ${doc.corrected.number} du ${frenchDay(doc.corrected.date)}`, {
      size: 10,
      font: "bold",
      colour: colours.walnut,
    });
}

function linesTable(l: Layout, doc: InvoiceDocument) {
  const table = l.table(COLUMNS);
  for (const line of doc.lines) {
    const under = [
      line.description,
      line.exemption ? `Exonération de TVA : ${line.exemption.reason} (${line.exemption.code})` : "",
    ].filter(Boolean);
    table.row(
      [
        `${line.position}. ${line.designation}`,
        quantityText(line.quantity),
        line.unit,
        euros(line.unitPriceCents),
        rateText(line.vatRate),
        euros(line.totalHtCents),
      ],
      { under: under.join("\n") || undefined },
    );
  }
}

/** On every page after the first, the document's kind and number in the top margin. */
function continuationHeaders(l: Layout, label: string) {
  const text = l.clean(label);
  for (const page of l.doc.getPages().slice(1)) {
    page.drawText(text, { x: MARGIN, y: A4.h - 32, size: 8, font: l.fonts.bold, color: colours.walnut });
    page.drawLine({
      start: { x: MARGIN, y: A4.h - 38 },
      end: { x: A4.w - MARGIN, y: A4.h - 38 },
      thickness: 0.5,
      color: colours.oak,
    });
  }
}

/** The invoice as issued (a PDF with embedded fonts; toFacturX makes it the Factur-X PDF/A-3). */
export async function renderInvoicePdf(doc: InvoiceDocument, brand: InvoiceBrand): Promise<Uint8Array> {
  const title = `${invoiceTitles[doc.type]} ${doc.number}`;
  const { doc: pdf, fonts } = await newBusinessDocument({ title, producer: `${brand.name} – factures` });
  const l = new Layout(pdf, fonts);
  header(l, doc, brand);
  for (const line of sellerMentions(doc)) l.text(line, { size: 7.3, colour: colours.muted, lineGap: 2.5 });
  l.gap(4);
  l.rule();
  l.gap(4);
  parties(l, doc);
  references(l, doc);
  l.heading("Détail", 11);
  linesTable(l, doc);
  l.keep(() => totalsBlock(l, doc));
  paymentBlock(l, doc);
  if (doc.reducedVatCertification) l.keep(() => certificationBlock(l, doc.reducedVatCertification ?? ""));
  continuationHeaders(l, `${title} (suite) – ${doc.seller.name}`);
  return l.finish({ footer: `${title} – ${doc.seller.name} – SIRET ${doc.seller.siret}` });
}
