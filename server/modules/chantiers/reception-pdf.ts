import { chantierAddress } from "#domain/chantiers.ts";
import { receptionVerdict, warranties, type ReceptionEvidence } from "#domain/chantier-reception.ts";
import { frenchDay, quantityText, type DevisLine } from "#domain/devis.ts";
import type { BusinessSettings } from "#domain/schemas/business.ts";
import { businessMentions } from "#server/modules/devis/index.ts";
import {
  MARGIN,
  Writer,
  appendCertificate,
  grey,
  newDocument,
  parisMoment,
  proofFacts,
  signedAtText,
  type SealConfig,
  type SealIdentity,
} from "#server/modules/signature/index.ts";

/** What the PV de réception shows (docs/chantiers.md). */
export interface ReceptionPdfInput {
  title: string;
  clientName: string;
  street: string;
  postalCode: string;
  commune: string;
  /** The devis the works come from (its number and lines), if any. */
  devis: { number: string; lines: DevisLine[] } | null;
  reservations: string[];
  /** YYYY-MM-DD (Paris): the reception's date. */
  date: string;
  /** The company's signature (the member who did the réception, with his session), once given. */
  company: { name: string; signedAt: string } | null;
}

/** The « Procès-verbal de réception des travaux » (art. 1792-6 du Code civil), as the client signs it. */
export async function renderReceptionPdf(b: BusinessSettings, p: ReceptionPdfInput): Promise<Uint8Array> {
  const { doc, regular, bold, clean } = await newDocument(`Procès-verbal de réception – ${p.title}`);
  const w = new Writer(doc, regular, bold, clean);
  w.text(b.name, { size: 16, bold: true });
  w.text(b.trade, { color: grey });
  w.gap(4);
  for (const line of businessMentions(b, p.date)) w.text(line, { size: 8.5, color: grey });
  w.gap(6);
  w.hr();
  w.text("Procès-verbal de réception des travaux", { size: 15, bold: true });
  w.text("Article 1792-6 du Code civil", { color: grey });
  w.gap(6);
  w.text(`Maître d'ouvrage (client) : ${p.clientName}`);
  w.text(`Entreprise : ${b.legalName || b.name}`);
  w.text(`Chantier : ${p.title}`);
  w.text(`Adresse des travaux : ${chantierAddress(p) || "à préciser"}`);
  if (p.devis) w.text(`Travaux réalisés selon le devis n° ${p.devis.number}`);
  w.heading("Travaux réceptionnés");
  const lines = (p.devis?.lines ?? []).filter((l) => l.designation.trim());
  if (lines.length === 0) w.text(p.title);
  for (const l of lines) {
    if (l.kind === "titre") w.text(l.designation, { bold: true });
    else w.text(`– ${l.designation} (${quantityText(l.quantity)} ${l.unit})`, { x: MARGIN + 8 });
  }
  w.heading("Décision du maître d'ouvrage");
  w.text(
    `Après visite des travaux, le maître d'ouvrage déclare les recevoir ${receptionVerdict(p.reservations)}, le ${frenchDay(p.date)}.`,
    { bold: true },
  );
  if (p.reservations.length > 0) {
    w.gap(2);
    w.text("Réserves :");
    p.reservations.forEach((r, i) => w.text(`${i + 1}. ${r}`, { x: MARGIN + 8 }));
    w.gap(2);
    w.text(
      "L'entreprise s'engage à lever ces réserves au titre de la garantie de parfait achèvement ; leur levée sera constatée par écrit.",
      { size: 8.5, color: grey },
    );
  }
  w.heading("Garanties");
  w.text("La réception fait courir les garanties légales, à compter du " + `${frenchDay(p.date)} :`);
  for (const g of warranties(p.date)) w.text(`– ${g.label} : jusqu'au ${frenchDay(g.until)}`, { x: MARGIN + 8 });
  w.heading("Signatures");
  w.text(
    p.company
      ? `Pour l'entreprise : signé par ${p.company.name} le ${signedAtText(p.company.signedAt)}, connecté à son compte de l'entreprise.`
      : "Pour l'entreprise : à signer par la personne qui procède à la réception.",
    { bold: Boolean(p.company) },
  );
  w.gap(4);
  w.text(
    "Date, nom et signature du maître d'ouvrage (ou signature en ligne avec code de vérification envoyé par e-mail, certificat joint) :",
  );
  w.signatureBox();
  return doc.save({ useObjectStreams: false });
}

/** The PV shown, unchanged, then the « Certificat de signature » page with the evidence. */
export function renderSignedReception(
  original: Uint8Array,
  e: ReceptionEvidence,
  seal: { config: SealConfig; identity: SealIdentity },
): Promise<Uint8Array> {
  const { day, time } = parisMoment(e.signedAt);
  return appendCertificate(original, {
    title: `Procès-verbal de réception – ${e.title} – signé`,
    stamp: `Signé électroniquement par ${e.typedName} le ${day} à ${time} (heure de Paris) — voir le certificat`,
    seal: { ...seal, reason: `Réception des travaux : ${e.title}`, signedAt: new Date(e.signedAt) },
    heading: "Certificat de signature du procès-verbal de réception",
    facts: [
      ["Chantier", e.title],
      ["Signé le", signedAtText(e.signedAt)],
      ["Date de la réception (début des garanties)", frenchDay(e.receptionDate)],
      ["Réception", e.reservations.length > 0 ? `avec réserves (${e.reservations.length})` : "sans réserve"],
      ...(e.company
        ? ([
            [
              "Signé pour l'entreprise par",
              `${e.company.name}, le ${signedAtText(e.company.signedAt)} (connecté à son compte)`,
            ],
          ] as [string, string][])
        : []),
      ["Nom saisi par le client", e.typedName],
      ["Adresse e-mail vérifiée par code", e.email],
      ["Accord pour publier des photos des travaux (commune seulement)", e.publishConsent ? "donné" : "non donné"],
      ...proofFacts(e),
      ["Adresse IP", e.ip],
      ["Navigateur (user agent)", e.userAgent],
      ["Empreinte SHA-256 du procès-verbal présenté", e.pdfSha256],
      ["Empreinte SHA-256 de ces preuves", e.evidenceSha256 ?? ""],
    ],
    footnote:
      "L'empreinte SHA-256 identifie le fichier PDF exact présenté au client avant sa signature (les pages précédentes) : toute modification de ce fichier change l'empreinte. Ce fichier est scellé par la signature électronique de l'entreprise : un lecteur PDF signale toute modification faite après la signature.",
  });
}
