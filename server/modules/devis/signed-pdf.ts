import {
  appendCertificate,
  proofFacts,
  parisMoment,
  signedAtText,
  type SealConfig,
  type SealIdentity,
} from "#server/modules/signature/index.ts";
import { frenchDay, isProfessional, withdrawalEnd, type DevisEvidence } from "#domain/devis.ts";
import { parisDate } from "#domain/business.ts";
import { certificationCheckboxText, type CertifiedRate } from "#domain/devis-vat.ts";
import type { DevisRow } from "./common.ts";
import { loadFonts } from "./pdf-brand.ts";

/** The evidence of an online acceptance, hashed (its SHA-256 printed on the certificate and stored with it). */
export function acceptanceEvidence(
  r: Pick<DevisRow, "number" | "client" | "lines" | "siteAddress" | "pdfSha256" | "channel">,
  input: { ip: string; userAgent: string; name: string; expressStart: boolean },
  rates: CertifiedRate[],
  at: Date,
): DevisEvidence {
  const professional = isProfessional(r.client);
  const premisesAddress = r.siteAddress || r.client.address;
  const evidence: DevisEvidence = {
    number: r.number,
    acceptedAt: at.toISOString(),
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 500),
    email: r.client.email,
    typedName: input.name,
    boxes: {
      bonPourAccord: true,
      expressStart: !professional && input.expressStart,
      ...(rates.length > 0 ? { certification: true } : {}),
    },
    certification:
      rates.length > 0 ? { rates, premisesAddress, text: certificationCheckboxText(rates, premisesAddress) } : null,
    pdfSha256: r.pdfSha256 ?? "",
    channel: r.channel as DevisEvidence["channel"],
    withdrawalEnd: professional ? null : withdrawalEnd(parisDate(at)),
  };
  return evidence;
}

/** The original pages, unchanged, then the « Certificat d'acceptation » page with the evidence. */
export async function renderSignedPdf(
  original: Uint8Array,
  e: DevisEvidence,
  seal: { config: SealConfig; identity: SealIdentity },
): Promise<Uint8Array> {
  const { day, time } = parisMoment(e.acceptedAt);
  return appendCertificate(original, {
    title: `Devis ${e.number} – accepté`,
    stamp: `Signé électroniquement par ${e.typedName} le ${day} à ${time} (heure de Paris) — voir le certificat`,
    seal: { ...seal, reason: `Acceptation du devis ${e.number}`, signedAt: new Date(e.acceptedAt) },
    fonts: { regular: loadFonts().text, bold: loadFonts().bold },
    heading: "Certificat d'acceptation",
    facts: [
      ["Devis", e.number],
      ["Accepté le", signedAtText(e.acceptedAt)],
      ["Nom saisi par le client", e.typedName],
      ["Adresse e-mail vérifiée par code", e.email],
      ["Case « Bon pour accord »", e.boxes.bonPourAccord ? "cochée" : "non cochée"],
      ...(e.certification
        ? ([["Certification TVA à taux réduit (case cochée par le client)", e.certification.text]] as [
            string,
            string,
          ][])
        : []),
      [
        "Demande de début des travaux avant la fin du délai de rétractation (L221-25)",
        e.boxes.expressStart ? "cochée" : "non cochée",
      ],
      ["Lieu de conclusion", e.channel === "domicile" ? "au domicile du client (hors établissement)" : "à distance"],
      [
        "Fin du délai de rétractation",
        e.withdrawalEnd ? `${frenchDay(e.withdrawalEnd)} inclus` : "sans objet (client professionnel)",
      ],
      ...proofFacts(e),
      ["Adresse IP", e.ip],
      ["Navigateur (user agent)", e.userAgent],
      ["Empreinte SHA-256 du devis présenté", e.pdfSha256],
      ["Empreinte SHA-256 de ces preuves", e.evidenceSha256 ?? ""],
    ],
    footnote:
      "L'empreinte SHA-256 identifie le fichier PDF exact présenté au client avant son acceptation (les pages précédentes) : toute modification de ce fichier change l'empreinte. Ce fichier est scellé par la signature électronique de l'entreprise : un lecteur PDF signale toute modification faite après la signature.",
  });
}
