import {
  chantierAddress,
  chantierDocumentKindOptions,
  chantierStatusLabel,
  chantierStepLabel,
} from "#domain/chantiers.ts";
import { receptionVerdict } from "#domain/chantier-reception.ts";
import { parisDate } from "#domain/business.ts";
import { euros, frenchDay } from "#domain/devis.ts";
import { maskEmail } from "#server/modules/signature/index.ts";
import type { Chantiers } from "./chantiers.ts";
import type { ChantierClientView, ClientInvoice, ReceptionClientView } from "./types.ts";

/** The French message of each redirect after a form (`?m=`). */
export const chantierFlash: Record<string, { kind: "ok" | "info"; text: string }> = {
  envoye: { kind: "ok", text: "Votre message est envoyé. Merci !" },
};
export const receptionFlash: Record<string, { kind: "ok" | "info"; text: string }> = {
  code: { kind: "info", text: "Un code à 6 chiffres vient de vous être envoyé par e-mail. Il est valable 10 minutes." },
  signe: {
    kind: "ok",
    text: "Merci ! Votre signature est enregistrée. Le procès-verbal signé est téléchargeable ci-dessous.",
  },
  accord: { kind: "ok", text: "Votre choix est enregistré." },
  accordRetireEnLigne: {
    kind: "ok",
    text: "Votre choix est enregistré : les photos de vos travaux publiées sur notre site en ont été retirées.",
  },
};

const consentText =
  "J'accepte que l'entreprise publie des photos de ces travaux sur son site, sans mon nom ni mon adresse : seule la commune est indiquée (facultatif, révocable à tout moment sur cette page).";

const day = (iso: string | null) => (iso ? frenchDay(iso) : "");

type Reception = Awaited<ReturnType<Chantiers["reception"]["forClient"]>>;

function receptionCard(v: Reception): ChantierClientView["reception"] {
  if (v.status === "absent") return null;
  if (v.status === "signe")
    return {
      tone: "ok",
      text: `Procès-verbal de réception signé : réception du ${day(v.receptionDate ?? v.pdfDate)}.`,
      link: "Voir le procès-verbal et mes garanties",
    };
  if (v.blockedBy) return { tone: "info", text: v.blockedBy, link: "Lire le procès-verbal de réception" };
  return {
    tone: "info",
    text: "Le procès-verbal de réception est prêt : relisez-le et signez-le en ligne.",
    link: "Signer le procès-verbal de réception",
  };
}

/** The client's chantier page: steps, PV card, visible photos and documents, invoices, messages. */
export async function chantierClientPage(
  chantiers: Chantiers,
  ofDevis: (devisId: number) => Promise<ClientInvoice[]>,
  token: string,
  log: { userAgent: string } | null,
): Promise<ChantierClientView> {
  const v = await chantiers.public.view(token, log);
  const c = v.chantier;
  const base = `/mon-chantier/${token}`;
  const docLabel = (k: string) => chantierDocumentKindOptions.find((o) => o.value === k)?.label ?? "Document";
  const invoices = c.devisId ? await ofDevis(c.devisId) : [];
  return {
    title: c.title || "Votre chantier",
    client: c.clientName,
    place: [c.postalCode, c.commune].filter(Boolean).join(" ") || "à préciser",
    statusLabel: chantierStatusLabel(c.status),
    steps: v.steps.map((s) => ({
      label: chantierStepLabel(s.step),
      done: s.doneOn ? day(s.doneOn) : null,
      planned:
        s.plannedStart && s.plannedEnd && s.plannedEnd !== s.plannedStart
          ? `du ${day(s.plannedStart)} au ${day(s.plannedEnd)}`
          : s.plannedStart
            ? `le ${day(s.plannedStart)}`
            : "date à venir",
    })),
    reception: receptionCard(await chantiers.reception.forClient(c)),
    photos: v.photos.map((p) => ({
      thumb: `${base}/photos/${p.id}/thumb`,
      file: `${base}/photos/${p.id}/file`,
      alt: p.caption || `Photo du ${day(parisDate(p.takenAt))}`,
      width: p.width ?? 320,
      height: p.height ?? 240,
    })),
    documents: v.documents.map((d) => ({ href: `${base}/documents/${d.id}`, title: d.title || docLabel(d.kind) })),
    invoices: invoices.map((i) => ({
      number: i.number,
      label: i.label,
      date: day(i.issuedOn),
      amount: euros(i.netCents),
      href: `${base}/factures/${i.id}`,
      status: i.paid ? (i.type === "acompte" ? "Acompte reçu" : "Payée") : null,
    })),
    messages: v.messages.map((m) => ({
      fromClient: m.from === "client",
      day: day(parisDate(m.createdAt)),
      body: m.body,
    })),
  };
}

/** The PV page: read it, sign it, then the warranties and the consent to publish photos. */
export async function receptionClientPage(chantiers: Chantiers, token: string): Promise<ReceptionClientView> {
  const { chantier: c } = await chantiers.public.open(token);
  const v = await chantiers.reception.forClient(c);
  const base = {
    chantier: c.title,
    address: chantierAddress(c) || "à préciser",
    maskedEmail: maskEmail(c.clientEmail),
    consentText,
  };
  if (v.status === "absent")
    return {
      ...base,
      state: "absent",
      date: "",
      reservations: [],
      pdfLabel: "",
      signed: null,
      blockedBy: null,
      pdfSha256: "",
      verdict: "",
      pdfDay: "",
    };
  return {
    ...base,
    state: v.status,
    date: day(v.receptionDate ?? v.pdfDate),
    reservations: v.reservations,
    pdfLabel: v.status === "signe" ? "Télécharger le procès-verbal signé (PDF)" : "Lire le procès-verbal (PDF)",
    signed:
      v.status === "signe"
        ? {
            by: v.signedBy ?? "",
            warranties: v.warranties.map((w) => ({ label: w.label, until: day(w.until) })),
            consentOn: v.publishConsentAt ? day(v.publishConsentAt.slice(0, 10)) : null,
          }
        : null,
    blockedBy: v.blockedBy,
    pdfSha256: v.pdfSha256,
    verdict: receptionVerdict(v.reservations),
    pdfDay: day(v.pdfDate),
  };
}
