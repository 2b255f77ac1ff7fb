import { parisDate } from "#domain/business.ts";
import {
  devisTotals,
  euros,
  frenchDay,
  isProfessional,
  lineHtCents,
  quantityText,
  rateText,
  withdrawalEnd,
} from "#domain/devis.ts";
import {
  certificationCheckboxText,
  certificationNotes,
  certificationRates,
  certificationTitle,
  certificationWording,
} from "#domain/devis-vat.ts";
import { maskEmail } from "#server/modules/signature/index.ts";
import type { DevisRow } from "./common.ts";
import type { DevisEvidence } from "#domain/devis.ts";
import type { DevisPublic } from "./public.ts";
import type { DevisClientView } from "./types.ts";

/** Unknown link (404): the page's French text. */
export const DEVIS_UNKNOWN = "Ce lien de devis est inconnu. Vérifiez qu'il est complet.";

/** The French message of each redirect after a form (`?m=`). */
export const devisFlash: Record<string, { kind: "ok" | "info"; text: string }> = {
  code: { kind: "info", text: "Un code à 6 chiffres vient de vous être envoyé par e-mail. Il est valable 10 minutes." },
  accepte: {
    kind: "ok",
    text: "Merci ! Votre acceptation est enregistrée. Le devis signé est téléchargeable ci-dessous.",
  },
  refuse: { kind: "info", text: "Votre refus est enregistré. Merci de nous avoir répondu." },
};

const premisesOf = (r: DevisRow) => r.siteAddress || r.client.address;

function certification(r: DevisRow, evidence: DevisEvidence | null): DevisClientView["certification"] {
  const rates = certificationRates(r.lines);
  if (rates.length === 0) return null;
  const name = evidence?.boxes.certification ? evidence.typedName : "";
  return {
    blocks: rates.map((rate) => ({ title: certificationTitle(rate), wording: certificationWording(rate, name) })),
    notes: certificationNotes(premisesOf(r)),
  };
}

/** The devis as its client's page prints it (every text computed here, none in the page). */
export function devisClientView(r: DevisRow, now: Date, evidence: DevisEvidence | null): DevisClientView {
  const consumer = !isProfessional(r.client);
  const t = devisTotals(r.lines);
  const rates = certificationRates(r.lines);
  const w = evidence?.withdrawalEnd ?? null;
  return {
    number: r.number,
    title: r.title,
    status: r.status,
    client: `${r.client.name}${r.client.company ? ` (${r.client.company})` : ""}`,
    site: r.siteAddress || r.client.address || "à préciser",
    sentOn: frenchDay(parisDate(r.sentAt ?? now)),
    validUntil: frenchDay(r.validUntil ?? parisDate(now)),
    pdfLabel: r.status === "accepte" ? "Télécharger le devis signé (PDF)" : "Télécharger le devis (PDF)",
    accepted:
      r.status === "accepte" && evidence
        ? {
            on: frenchDay(parisDate(new Date(evidence.acceptedAt))),
            by: evidence.typedName,
            paper: evidence.method === "papier",
            withdrawalEnd: w ? frenchDay(w) : null,
          }
        : null,
    lines: r.lines.map((l) =>
      l.kind === "titre"
        ? { kind: "titre" as const, designation: l.designation }
        : {
            kind: "ligne" as const,
            designation: l.designation,
            description: l.description ?? "",
            detail: `${quantityText(l.quantity)} ${l.unit} × ${euros(l.unitPriceCents)} HT`,
            rate: rateText(l.vatRate),
            total: euros(lineHtCents(l)),
          },
    ),
    totals: {
      ht: euros(t.htCents),
      rates: t.byRate.map((x) => ({
        label: `TVA à ${rateText(x.rate)} (sur ${euros(x.htCents)})`,
        vat: euros(x.vatCents),
      })),
      ttc: euros(t.ttcCents),
    },
    deposit:
      r.depositPercent > 0
        ? `Acompte à la commande : ${r.depositPercent} % soit ${euros(Math.round((t.ttcCents * r.depositPercent) / 100))}${r.channel === "domicile" && consumer ? " (exigible au plus tôt 7 jours après la signature)" : ""}.`
        : null,
    terms: [
      r.paymentTerms ? `Conditions de paiement : ${r.paymentTerms}` : "",
      r.leadTime ? `Délai estimé : ${r.leadTime}` : "",
      r.note ?? "",
    ].filter(Boolean),
    certification: certification(r, evidence),
    certificationBox: rates.length > 0 ? certificationCheckboxText(rates, premisesOf(r)) : null,
    consumer,
    withdrawal:
      consumer && r.status === "envoye"
        ? { until: frenchDay(withdrawalEnd(parisDate(now))), domicile: r.channel === "domicile" }
        : null,
    maskedEmail: maskEmail(r.client.email),
    pdfSha256: r.pdfSha256 ?? "",
  };
}

/** The page's data: the devis (its view logged unless a refused form is shown again). */
export async function devisClientPage(
  open: Pick<DevisPublic, "open" | "view" | "evidence">,
  token: string,
  now: Date,
  log: boolean,
): Promise<DevisClientView> {
  const r = log ? await open.view(token) : await open.open(token);
  return devisClientView(r, now, await open.evidence(r));
}
