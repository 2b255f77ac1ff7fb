import {
  MARGIN,
  PAGE,
  Writer,
  appendCertificate,
  dark,
  grey,
  newDocument,
  utcText,
} from "#server/modules/signature/index.ts";
import { fullAddress, rgeValid } from "#domain/business.ts";
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
  withdrawalEnd,
  type DevisClient,
  type DevisEvidence,
  type DevisLine,
} from "#domain/devis.ts";

/**
 * The devis PDF (text drawn with the standard fonts: searchable, extractable) with every mandatory
 * mention (docs/devis.md), and the « Certificat d'acceptation » page added to it once accepted.
 */

export interface DevisPdfInput {
  number: string;
  /** YYYY-MM-DD (Paris) of issue and the last day of validity. */
  issuedOn: string;
  validUntil: string;
  client: DevisClient;
  siteAddress: string;
  channel: string;
  title: string;
  lines: DevisLine[];
  note: string;
  depositPercent: number;
  paymentTerms: string;
  leadTime: string;
}

/** The business's identity block: every mention of the header and the footer of a devis. */
export function businessMentions(b: BusinessSettings, today: string): string[] {
  const legal = [b.legalName || b.name, b.legalForm, b.shareCapital ? `au capital de ${b.shareCapital}` : ""]
    .filter(Boolean)
    .join(" – ");
  const lines = [
    legal,
    fullAddress(b),
    `Tél. ${b.phone} – ${b.email}`,
    `SIRET ${b.siret} – ${b.registration}`,
    `N° de TVA intracommunautaire : ${b.vatNumber}`,
    `Assurance décennale : ${b.insurance.insurer}, ${b.insurance.contact} – couverture géographique : ${b.insurance.coverage}`,
    `Médiateur de la consommation : ${b.mediator.name} – ${b.mediator.url}`,
  ];
  if (rgeValid(b, today))
    lines.push(`Qualification RGE : ${b.rge.body} n° ${b.rge.number}, valable jusqu'au ${frenchDay(b.rge.validUntil)}`);
  return lines;
}

function linesTable(w: Writer, lines: DevisLine[]) {
  const cols = { qty: 340, unit: 372, price: 440, vat: 480, total: PAGE.w - MARGIN };
  w.ensure(20);
  const head = w.y - 9;
  w.page.drawText("Désignation", { x: MARGIN, y: head, size: 8.5, font: w.bold });
  w.right("Qté", cols.qty, head, 8.5, true);
  w.page.drawText("Unité", { x: cols.unit - 20, y: head, size: 8.5, font: w.bold });
  w.right("PU HT", cols.price, head, 8.5, true);
  w.right("TVA", cols.vat, head, 8.5, true);
  w.right("Total HT", cols.total, head, 8.5, true);
  w.y -= 13;
  w.hr();
  for (const line of lines) {
    if (line.kind === "titre") {
      w.gap(3);
      w.text(line.designation, { bold: true, size: 10 });
      continue;
    }
    const wrapped = w.wrap(line.designation, 9, cols.qty - 40 - MARGIN);
    w.ensure(12);
    const top = w.y - 9;
    w.right(quantityText(line.quantity), cols.qty, top, 9);
    w.page.drawText(w.clean(line.unit), { x: cols.unit - 20, y: top, size: 9, font: w.regular });
    w.right(euros(line.unitPriceCents), cols.price, top, 9);
    w.right(rateText(line.vatRate), cols.vat, top, 9);
    w.right(euros(lineHtCents(line)), cols.total, top, 9);
    for (const part of wrapped) {
      w.ensure(12);
      w.page.drawText(part, { x: MARGIN, y: w.y - 9, size: 9, font: w.regular, color: dark });
      w.y -= 12;
    }
  }
  w.hr();
}

function totalsBlock(w: Writer, lines: DevisLine[], depositPercent: number) {
  const totals = devisTotals(lines);
  const row = (label: string, value: string, bold = false) => {
    w.ensure(13);
    w.right(label, 440, w.y - 10, 9.5, bold);
    w.right(value, PAGE.w - MARGIN, w.y - 10, 9.5, bold);
    w.y -= 13;
  };
  row("Total HT", euros(totals.htCents), true);
  for (const r of totals.byRate) {
    row(`Base HT à ${rateText(r.rate)}`, euros(r.htCents));
    row(`TVA à ${rateText(r.rate)}`, euros(r.vatCents));
  }
  row("Total TVA", euros(totals.vatCents));
  row("Total TTC", euros(totals.ttcCents), true);
  if (depositPercent > 0)
    row(
      `Acompte à la commande (${depositPercent} %)`,
      euros(Math.round((totals.ttcCents * depositPercent) / 100)),
      true,
    );
  return totals;
}

/** Withdrawal information (L221-5) and, for a contract signed at home, the day-7 rule (L221-10). */
export function withdrawalText(channel: string, issuedOn: string): string[] {
  const example = withdrawalEnd(issuedOn);
  const lines = [
    "Vous disposez d'un délai de 14 jours pour exercer votre droit de rétractation, sans avoir à motiver votre décision (articles L221-18 et suivants du Code de la consommation). Le délai court à compter du jour de l'acceptation du devis (conclusion du contrat) : par exemple, pour une acceptation le " +
      `${frenchDay(issuedOn)}, jusqu'au ${frenchDay(example)} inclus.`,
    "Pour l'exercer, adressez-nous avant l'expiration du délai le formulaire de rétractation ci-après ou toute autre déclaration dénuée d'ambiguïté (courrier ou e-mail).",
    "Si vous demandez expressément que les travaux commencent avant la fin du délai de rétractation (article L221-25), vous nous devrez, en cas de rétractation, un montant proportionné aux travaux déjà effectués. Vous perdez votre droit de rétractation si les travaux ont été entièrement exécutés avant la fin du délai.",
  ];
  if (channel === "domicile")
    lines.push(
      "Contrat conclu hors établissement (signé à votre domicile) : aucun paiement ni acompte ne peut être exigé avant l'expiration d'un délai de 7 jours à compter de la conclusion du contrat (article L221-10).",
    );
  return lines;
}

function withdrawalForm(w: Writer, b: BusinessSettings, number: string) {
  w.newPage();
  w.text("Formulaire de rétractation", { size: 14, bold: true });
  w.gap(6);
  w.text(
    "(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)",
    { color: grey },
  );
  w.gap(6);
  w.text(`À l'attention de ${b.legalName || b.name}, ${fullAddress(b)}, ${b.email} :`);
  w.gap(4);
  for (const line of [
    `Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous (devis n° ${number}) :`,
    "Commandé le : ..............................",
    "Nom du (des) consommateur(s) : ..............................",
    "Adresse du (des) consommateur(s) : ..............................",
    "Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :",
    "",
    "Date : ..............................",
  ]) {
    w.text(line);
    w.gap(8);
  }
}

/** The devis as sent to the client. */
export async function renderDevisPdf(b: BusinessSettings, d: DevisPdfInput): Promise<Uint8Array> {
  const { doc, regular, bold, clean } = await newDocument(`Devis ${d.number}`);
  const w = new Writer(doc, regular, bold, clean);
  w.text(b.name, { size: 16, bold: true });
  w.text(b.trade, { color: grey });
  w.gap(4);
  for (const line of businessMentions(b, d.issuedOn)) w.text(line, { size: 8.5, color: grey });
  w.gap(6);
  w.hr();
  w.text(`Devis n° ${d.number}`, { size: 15, bold: true });
  w.text("Devis gratuit", { bold: true });
  w.text(`Date du devis : ${frenchDay(d.issuedOn)} – Offre valable jusqu'au ${frenchDay(d.validUntil)}`);
  if (d.title) w.text(`Objet : ${d.title}`);
  w.gap(6);
  w.text("Client", { bold: true });
  w.text([d.client.company, d.client.name].filter(Boolean).join(" – "));
  if (d.client.address) w.text(`Adresse du client : ${d.client.address}`);
  if (d.client.siret) w.text(`SIRET du client : ${d.client.siret}`);
  if (d.client.email || d.client.phone) w.text([d.client.email, d.client.phone].filter(Boolean).join(" – "));
  w.text(`Adresse du chantier : ${d.siteAddress || d.client.address || "à préciser"}`);
  w.text(
    `Lieu de conclusion : ${d.channel === "domicile" ? "signé au domicile du client (contrat hors établissement)" : "à distance"}`,
  );
  w.heading("Détail des travaux");
  linesTable(w, d.lines);
  totalsBlock(w, d.lines, d.depositPercent);
  w.heading("Conditions");
  w.text(
    d.depositPercent > 0
      ? `Acompte : ${d.depositPercent} % du montant TTC à la commande${d.channel === "domicile" && !isProfessional(d.client) ? ", exigible au plus tôt le 7e jour après la signature" : ""}.`
      : "Aucun acompte n'est demandé.",
  );
  w.text(`Conditions de paiement : ${d.paymentTerms || "solde à la fin des travaux, à réception de la facture"}.`);
  if (d.leadTime) w.text(`Délai d'exécution estimé : ${d.leadTime}.`);
  w.text(
    "Pénalités de retard : trois fois le taux d'intérêt légal ; pour un client professionnel, indemnité forfaitaire de 40 € pour frais de recouvrement.",
    { size: 8.5, color: grey },
  );
  if (d.note) {
    w.heading("Remarques");
    w.text(d.note);
  }
  if (!isProfessional(d.client)) {
    w.heading("Droit de rétractation");
    for (const line of withdrawalText(d.channel, d.issuedOn)) {
      w.text(line, { size: 8.5 });
      w.gap(2);
    }
  }
  w.heading("Bon pour accord");
  w.text(
    "Date, nom et signature du client précédés de la mention manuscrite « Bon pour accord » (ou acceptation en ligne avec code de vérification) :",
  );
  w.signatureBox();
  if (!isProfessional(d.client)) withdrawalForm(w, b, d.number);
  return doc.save({ useObjectStreams: false });
}

/** The original pages, unchanged, then the « Certificat d'acceptation » page with the evidence. */
export async function renderSignedPdf(original: Uint8Array, e: DevisEvidence): Promise<Uint8Array> {
  return appendCertificate(original, {
    title: `Devis ${e.number} – accepté`,
    heading: "Certificat d'acceptation",
    facts: [
      ["Devis", e.number],
      ["Accepté le (heure universelle)", utcText(e.acceptedAt)],
      ["Nom saisi par le client", e.typedName],
      ["Adresse e-mail vérifiée par code", e.email],
      ["Case « Bon pour accord »", e.boxes.bonPourAccord ? "cochée" : "non cochée"],
      [
        "Demande de début des travaux avant la fin du délai de rétractation (L221-25)",
        e.boxes.expressStart ? "cochée" : "non cochée",
      ],
      ["Lieu de conclusion", e.channel === "domicile" ? "au domicile du client (hors établissement)" : "à distance"],
      [
        "Fin du délai de rétractation",
        e.withdrawalEnd ? `${frenchDay(e.withdrawalEnd)} inclus` : "sans objet (client professionnel)",
      ],
      ["Adresse IP", e.ip],
      ["Navigateur (user agent)", e.userAgent],
      ["Empreinte SHA-256 du devis présenté", e.pdfSha256],
    ],
    footnote:
      "L'empreinte SHA-256 identifie le fichier PDF exact présenté au client avant son acceptation (les pages précédentes) : toute modification de ce fichier change l'empreinte.",
  });
}

export const validUntilOf = (issuedOn: string, validityDays: number) => addDays(issuedOn, validityDays);
