import {
  certificationNotes,
  certificationRates,
  certificationTitle,
  certificationWording,
  premisesLabel,
} from "#domain/devis-vat.ts";
import { A4, Layout, MARGIN, colours, newBusinessDocument, type Column } from "./pdf-layout.ts";
import { twoColumns } from "./pdf-blocks.ts";
import { businessMentions, withdrawalForm, withdrawalText } from "./pdf-mentions.ts";
import { recordSignatureBox } from "#server/modules/signature/index.ts";
import type { BusinessSettings } from "#domain/schemas/business.ts";
import {
  addDays,
  devisTotals,
  euros,
  frenchDay,
  isProfessional,
  lineHtCents,
  quantityText,
  rateText,
  type DevisClient,
  type DevisLine,
} from "#domain/devis.ts";

/**
 * The devis PDF, drawn by the documents' layout (pdf-layout.ts: the site's embedded typefaces,
 * colours and logo, page numbers) with every mandatory mention (docs/devis.md), the client's
 * reduced-VAT certification when a line is at 10 % or 5,5 %, and the « Certificat d'acceptation »
 * page added to it once accepted.
 */

export interface DevisPdfInput {
  number: string;
  /** YYYY-MM-DD (Paris) of issue and the last day of validity. */
  issuedOn: string;
  validUntil: string;
  client: DevisClient;
  siteAddress: string;
  channel: string;
  /** The nature of the premises (domain/devis-vat.ts); absent: old housing. */
  premises?: string;
  title: string;
  lines: DevisLine[];
  note: string;
  depositPercent: number;
  paymentTerms: string;
  leadTime: string;
  /** A preview of an unsent devis: « BROUILLON — non valable » on every page. */
  draft?: boolean;
}

const COLUMNS: Column[] = [
  { label: "Désignation", width: A4.w - 2 * MARGIN - 259, align: "left" },
  { label: "Qté", width: 42, align: "right" },
  { label: "Unité", width: 40, align: "left" },
  { label: "PU HT", width: 66, align: "right" },
  { label: "TVA", width: 40, align: "right" },
  { label: "Total HT", width: 71, align: "right" },
];

/** The lines: section titles, each section's subtotal (when there are sections), descriptions under designations. */
function linesTable(l: Layout, lines: DevisLine[]) {
  const table = l.table(COLUMNS);
  const hasSections = lines.some((x) => x.kind === "titre");
  let section: { title: string; cents: number; count: number } | null = null;
  const closeSection = () => {
    if (section && section.count > 0 && hasSections)
      table.row([`Sous-total ${section.title}`, "", "", "", "", euros(section.cents)], {
        bold: true,
        colour: colours.walnut,
      });
  };
  for (const line of lines) {
    if (line.kind === "titre") {
      closeSection();
      section = { title: line.designation, cents: 0, count: 0 };
      table.row([line.designation, "", "", "", "", ""], {
        bold: true,
        band: colours.paper,
        colour: colours.forest,
        keepWithNext: 40,
      });
      continue;
    }
    if (section) {
      section.cents += lineHtCents(line);
      section.count++;
    }
    table.row(
      [
        line.designation,
        quantityText(line.quantity),
        line.unit,
        euros(line.unitPriceCents),
        rateText(line.vatRate),
        euros(lineHtCents(line)),
      ],
      { under: line.description || undefined },
    );
  }
  closeSection();
}

function totalsBlock(l: Layout, lines: DevisLine[], depositPercent: number) {
  const totals = devisTotals(lines);
  const labelRight = A4.w - MARGIN - 100;
  const row = (label: string, value: string, strong = false) => {
    const size = strong ? 10 : 9;
    const font = strong ? ("bold" as const) : ("text" as const);
    if (strong)
      l.rect(labelRight - 150, l.y - size - 5, A4.w - MARGIN - labelRight + 150, size + 8, { fill: colours.sand });
    l.drawRight(label, labelRight, l.y - size, { size, font });
    l.drawRight(value, A4.w - MARGIN - 4, l.y - size, { size, font });
    l.y -= size + 6;
  };
  l.gap(4);
  row("Total HT", euros(totals.htCents), true);
  for (const r of totals.byRate) {
    row(`Base HT à ${rateText(r.rate)}`, euros(r.htCents));
    row(`TVA à ${rateText(r.rate)}`, euros(r.vatCents));
  }
  row("Total TVA", euros(totals.vatCents));
  row("Total TTC", euros(totals.ttcCents), true);
  if (depositPercent > 0)
    row(`Acompte à la commande (${depositPercent} %)`, euros(Math.round((totals.ttcCents * depositPercent) / 100)));
}

/** The client's certification (BOI-LETTRE-000280) for each reduced rate of the devis. */
function certificationBlock(l: Layout, d: DevisPdfInput) {
  const rates = certificationRates(d.lines);
  if (rates.length === 0) return;
  l.heading("Certification du client – TVA à taux réduit", 11);
  for (const rate of rates) {
    l.text(certificationTitle(rate), { font: "bold", size: 8.5 });
    l.text(certificationWording(rate), { size: 8.5 });
    l.gap(3);
  }
  for (const note of certificationNotes(d.siteAddress || d.client.address))
    l.text(note, { size: 7.8, colour: colours.muted });
}

function signatureBlock(l: Layout) {
  l.heading("Bon pour accord", 11);
  l.text(
    "Date, nom et signature du client précédés de la mention manuscrite « Bon pour accord » (ou acceptation en ligne avec code de vérification) :",
    { size: 8.5 },
  );
  l.gap(4);
  l.ensure(78);
  const box = { x: MARGIN, y: l.y - 72, width: A4.w - 2 * MARGIN, height: 72 };
  l.rect(box.x, box.y, box.width, box.height, { border: colours.oak });
  // Where an online acceptance is stamped (« Signé électroniquement par … »).
  recordSignatureBox(l.doc, l.page, box);
  l.y -= 78;
}

/** The devis as sent to the client (`draft`: the admin's preview of an unsent devis). */
export async function renderDevisPdf(b: BusinessSettings, d: DevisPdfInput): Promise<Uint8Array> {
  const { doc, fonts } = await newBusinessDocument({ title: `Devis ${d.number}`, producer: `${b.name} – devis` });
  const l = new Layout(doc, fonts);
  // Header: the logo and the name on the left, the devis's number and dates on the right.
  const top = l.y;
  l.logo(MARGIN, top, 40);
  l.draw(b.name, MARGIN + 50, top - 20, { size: 18, font: "heading", colour: colours.forest });
  l.draw(b.trade, MARGIN + 50, top - 34, { size: 9, colour: colours.muted });
  const right = A4.w - MARGIN;
  l.drawRight("Devis", right, top - 18, { size: 20, font: "heading", colour: colours.oakDark });
  l.drawRight(`Devis n° ${d.number}`, right, top - 32, { size: 9.5, font: "bold" });
  l.drawRight(`Date du devis : ${frenchDay(d.issuedOn)}`, right, top - 44, { size: 8.5 });
  l.drawRight(`Offre valable jusqu'au ${frenchDay(d.validUntil)}`, right, top - 55, { size: 8.5 });
  l.drawRight("Devis gratuit", right, top - 66, { size: 8.5, font: "bold", colour: colours.oakDark });
  l.y = top - 76;
  for (const line of businessMentions(b, d.issuedOn)) l.text(line, { size: 7.3, colour: colours.muted, lineGap: 2.5 });
  l.gap(4);
  l.rule();
  l.gap(4);
  twoColumns(l, [
    {
      title: "Client",
      lines: [
        [d.client.company, d.client.name].filter(Boolean).join(" – "),
        ...(d.client.address ? [`Adresse du client : ${d.client.address}`] : []),
        ...(d.client.siret ? [`SIRET du client : ${d.client.siret}`] : []),
        ...(d.client.email || d.client.phone ? [[d.client.email, d.client.phone].filter(Boolean).join(" – ")] : []),
      ],
    },
    {
      title: "Chantier",
      lines: [
        `Adresse du chantier : ${d.siteAddress || d.client.address || "à préciser"}`,
        `Locaux : ${premisesLabel(d.premises ?? "logement-ancien")}`,
        `Lieu de conclusion : ${d.channel === "domicile" ? "signé au domicile du client (contrat hors établissement)" : "à distance"}`,
      ],
    },
  ]);
  if (d.title) l.text(`Objet : ${d.title}`, { size: 11, font: "heading", colour: colours.forest });
  l.heading("Détail des travaux", 11);
  linesTable(l, d.lines);
  if (d.note) {
    l.heading("Remarques", 11);
    l.text(d.note);
  }
  // The totals, the conditions, the certification and the « Bon pour accord » stay on one page.
  l.keep(() => {
    totalsBlock(l, d.lines, d.depositPercent);
    l.heading("Conditions", 11);
    l.text(
      d.depositPercent > 0
        ? `Acompte : ${d.depositPercent} % du montant TTC à la commande${d.channel === "domicile" && !isProfessional(d.client) ? ", exigible au plus tôt le 7e jour après la signature" : ""}.`
        : "Aucun acompte n'est demandé.",
      { size: 8.5 },
    );
    l.text(`Conditions de paiement : ${d.paymentTerms || "solde à la fin des travaux, à réception de la facture"}.`, {
      size: 8.5,
    });
    if (d.leadTime) l.text(`Délai d'exécution estimé : ${d.leadTime}.`, { size: 8.5 });
    l.text(
      "Pénalités de retard : trois fois le taux d'intérêt légal ; pour un client professionnel, indemnité forfaitaire de 40 € pour frais de recouvrement.",
      { size: 7.8, colour: colours.muted },
    );
    certificationBlock(l, d);
    signatureBlock(l);
  });
  if (!isProfessional(d.client)) {
    l.keep(() => {
      l.heading("Droit de rétractation", 11);
      for (const line of withdrawalText(d.channel, d.issuedOn)) {
        l.text(line, { size: 8.2 });
        l.gap(2);
      }
    });
    withdrawalForm(l, b, d.number);
  }
  return l.finish({
    footer: `Devis n° ${d.number} – ${b.legalName || b.name} – SIRET ${b.siret}`,
    draft: d.draft ? "BROUILLON — non valable" : undefined,
  });
}

export const validUntilOf = (issuedOn: string, validityDays: number) => addDays(issuedOn, validityDays);
