import { agreed, frenchDate } from "#domain/typography.ts";
import { hoursLines, type BusinessSettings } from "#domain/business.ts";
import { currentBusiness } from "#server/modules/business/index.ts";
import {
  escapeHtml,
  fieldsTable,
  htmlPage,
  htmlText,
  legalMentions,
  mentionsHtml,
  oneLine,
  signature,
  type MailDraft,
} from "../mail/index.ts";
import { contactFields, quoteFields, type LeadKind } from "#domain/leads.ts";
import {
  budgetOptions,
  contactProjectOptions,
  optionLabel,
  projectTypeOptions,
  timelineOptions,
  type ContactMessage,
  type QuoteRequest,
} from "#domain/schemas/leads.ts";

export type { MailDraft };

export interface LeadMailContext {
  id: number;
  createdAt: Date;
  siteUrl: string;
  /** MAIL_TO, else the e-mail of the 'Entreprise' settings: the business inbox. */
  businessInbox: string;
  /** Photos and plans sent with a quote (their number only). */
  attachments?: { images: number; pdfs: number };
  /** The 'Entreprise' settings at the time of the lead (default: the last read). */
  business?: BusinessSettings;
  /** The visitor's booking page of the technical visit (/rendez-vous/<token>), for a quote. */
  visitUrl?: string;
}

export const VISIT_LINK_LABEL = "Choisir un créneau pour la visite technique";

/** '2 photos et 1 PDF', or '' when nothing was attached. */
export function attachmentsLabel(a: { images: number; pdfs: number } | undefined): string {
  if (!a || a.images + a.pdfs === 0) return "";
  const parts = [a.images ? `${a.images} photo${a.images > 1 ? "s" : ""}` : "", a.pdfs ? `${a.pdfs} PDF` : ""].filter(
    Boolean,
  );
  return parts.join(" et ");
}

/**
 * « reçue », « reçues », « reçu », « reçus »: the participle agrees with the files (feminine
 * « photo », masculine « PDF »; a mix is masculine plural).
 */
export const attachmentsReceived = (a: { images: number; pdfs: number }) =>
  agreed(a.images + a.pdfs, "reçu", a.pdfs === 0);

/** 'lundi – vendredi, 8h – 18h ; samedi, 9h – 12h': the opening hours in a sentence ('Entreprise' settings). */
export function openingSummary(b: BusinessSettings): string {
  return hoursLines(b)
    .filter((l) => l.hours !== "Fermé")
    .map((l) => `${l.days.toLowerCase()}, ${l.hours}`)
    .join(" ; ");
}

/** What happens next, and when (the acknowledgement e-mail). */
export const nextSteps = (b: BusinessSettings) => [
  `Et maintenant ? Nous lisons chaque demande nous-mêmes et vous répondons sous 2 jours ouvrés (${openingSummary(b)}).`,
  "Si un déplacement est utile, nous vous proposerons une visite technique gratuite pour prendre les mesures ; le devis détaillé suit en général dans la semaine qui suit la visite.",
];

const dateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** The notification to the business: every field, reply-to the visitor, a link to the inbox. */
function notification(
  kind: LeadKind,
  fields: [string, string][],
  subject: string,
  visitor: { name: string; email: string },
  ctx: LeadMailContext,
): MailDraft {
  const what = kind === "quote" ? "Nouvelle demande de devis" : "Nouveau message de contact";
  const when = frenchDate(dateTime.format(ctx.createdAt));
  const link = `${ctx.siteUrl}/admin/demandes/${kind}/${ctx.id}`;
  const lines = fields.map(([label, value]) =>
    value.includes("\n") || value.length > 80 ? `${label} :\n${value}\n` : `${label} : ${value}`,
  );
  const text = [
    `${what} reçue le ${when} (n° ${ctx.id}).`,
    "",
    ...lines,
    "",
    `Pour répondre à ${visitor.name}, répondez simplement à cet e-mail (réponse envoyée à ${visitor.email}).`,
    `Voir la demande dans l'administration : ${link}`,
  ].join("\n");
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(what)}</h1><p style="margin:0 0 16px;color:#5c544b">Reçue le ${escapeHtml(when)} (n° ${ctx.id}).</p>${fieldsTable(fields)}<p style="margin:20px 0 0">Pour répondre à ${escapeHtml(visitor.name)}, répondez simplement à cet e-mail.</p><p><a href="${escapeHtml(link)}" style="color:#6b4a33">Voir la demande dans l'administration</a></p>`,
  );
  return { kind: "notification", to: ctx.businessInbox, replyTo: visitor.email, subject: oneLine(subject), text, html };
}

/**
 * The confirmation to the visitor. It repeats only the choices made in the form, never free
 * text, not even the first name: otherwise anyone could send any text to any address through
 * our server (the greeting is the same for everyone).
 */
function confirmation(
  email: string,
  intro: string,
  recap: [string, string][],
  subject: string,
  ctx: LeadMailContext,
): MailDraft {
  const b = ctx.business ?? currentBusiness();
  const mentions = legalMentions(b);
  const greeting = "Bonjour,";
  const closing = "Pour compléter votre demande ou nous joindre des photos, répondez simplement à cet e-mail.";
  const visit = ctx.visitUrl ? `${VISIT_LINK_LABEL} : ${ctx.visitUrl}` : "";
  const text = [
    greeting,
    "",
    intro,
    "",
    ...(visit ? [visit, ""] : []),
    ...(recap.length ? ["Récapitulatif :", ...recap.map(([l, v]) => `- ${l} : ${v}`), ""] : []),
    ...nextSteps(b).flatMap((line) => [line, ""]),
    `Une question urgente ? Appelez-nous au ${b.phone}.`,
    closing,
    "",
    "À très bientôt,",
    signature(b),
    ...(mentions.length ? ["", ...mentions] : []),
  ].join("\n");
  const recapHtml = recap.length
    ? `<p style="margin:16px 0 4px;font-weight:600">Récapitulatif :</p>${fieldsTable(recap)}`
    : "";
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${ctx.visitUrl ? `<p><a href="${escapeHtml(ctx.visitUrl)}" style="display:inline-block;background:#6b4a33;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none">${VISIT_LINK_LABEL}</a></p>` : ""}${recapHtml}${nextSteps(
      b,
    )
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(
        "",
      )}<p>Une question urgente ? Appelez-nous au ${escapeHtml(b.phone)}.</p><p>${escapeHtml(closing)}</p><p>À très bientôt,<br>${htmlText(signature(b))}</p>${mentionsHtml(mentions)}`,
  );
  return { kind: "confirmation", to: email, replyTo: ctx.businessInbox, subject: oneLine(subject), text, html };
}

export function quoteEmails(q: QuoteRequest, ctx: LeadMailContext): MailDraft[] {
  const name = `${q.firstName} ${q.lastName}`;
  const type = optionLabel(projectTypeOptions, q.projectType);
  const files = attachmentsLabel(ctx.attachments);
  const fields: [string, string][] = files
    ? [...quoteFields(q), ["Photos ou plans", `${files} (à voir dans l'administration)`]]
    : quoteFields(q);
  return [
    notification("quote", fields, `Nouvelle demande de devis : ${type} – ${name}`, { name, email: q.email }, ctx),
    confirmation(
      q.email,
      "Merci pour votre demande de devis. Nous l'avons bien reçue et nous vous recontacterons dans les plus brefs délais.",
      [
        ["Type de projet", type],
        ["Budget approximatif", optionLabel(budgetOptions, q.budget)],
        ["Délai souhaité", optionLabel(timelineOptions, q.timeline)],
        ["Visite technique souhaitée", q.visitRequest ? "Oui" : "Non"],
        ...(files
          ? [["Photos ou plans", `${files} ${attachmentsReceived(ctx.attachments!)}`] as [string, string]]
          : []),
      ],
      `Votre demande de devis a bien été reçue – ${(ctx.business ?? currentBusiness()).name}`,
      ctx,
    ),
  ];
}

export function contactEmails(c: ContactMessage, ctx: LeadMailContext): MailDraft[] {
  const name = `${c.prenom} ${c.nom}`;
  const topic = c.projet ? ` (${optionLabel(contactProjectOptions, c.projet)})` : "";
  return [
    notification(
      "contact",
      contactFields(c),
      `Nouveau message de contact${topic} – ${name}`,
      { name, email: c.email },
      ctx,
    ),
    confirmation(
      c.email,
      "Merci pour votre message. Nous l'avons bien reçu et nous vous recontacterons dans les plus brefs délais.",
      c.projet ? [["Projet", optionLabel(contactProjectOptions, c.projet)]] : [],
      `Votre message a bien été reçu – ${(ctx.business ?? currentBusiness()).name}`,
      ctx,
    ),
  ];
}

/**
 * After 'Chantier terminé': the request for a review, with the client's personal link on the site
 * (verified review, docs/avis.md) and, beside it, the business's public review link (Google…) if set.
 */
export function reviewRequestEmail(
  lead: { firstName: string; email: string },
  b: BusinessSettings,
  ctx: { businessInbox: string; reviewLink: string; days: number },
) {
  const subject = `Votre avis sur votre projet – ${b.name}`;
  const greeting = `Bonjour ${oneLine(lead.firstName)},`;
  const intro = `Votre projet est terminé : merci de nous avoir fait confiance. Votre avis aide d'autres particuliers de la région à choisir leur artisan. Pourriez-vous prendre une minute pour partager votre expérience ?`;
  const personal = `Votre lien personnel (valable ${ctx.days} jours, pour un seul avis) : ${ctx.reviewLink}`;
  const honest = "Votre avis sera publié tel quel, qu'il soit positif ou négatif, avec sa date.";
  const google = b.reviewUrl ? `Vous pouvez aussi laisser un avis public sur notre fiche : ${b.reviewUrl}` : "";
  const text = [
    greeting,
    "",
    intro,
    "",
    personal,
    honest,
    ...(google ? ["", google] : []),
    "",
    "Merci et à bientôt,",
    signature(b),
  ].join("\n");
  const button = (href: string, label: string, dark: boolean) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;background:${dark ? "#2f3a33" : "#ffffff"};color:${dark ? "#ffffff" : "#2f3a33"};border:1px solid #2f3a33;padding:10px 18px;border-radius:999px;text-decoration:none">${label}</a>`;
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${button(ctx.reviewLink, "Donner mon avis", true)}</p><p style="font-size:13px;color:#555">Lien personnel, valable ${ctx.days} jours, pour un seul avis. ${escapeHtml(honest)}</p>${b.reviewUrl ? `<p>${button(b.reviewUrl, "Laisser aussi un avis public sur notre fiche", false)}</p>` : ""}<p>Merci et à bientôt,<br>${htmlText(signature(b))}</p>`,
  );
  return {
    kind: "review_request" as const,
    to: lead.email,
    replyTo: ctx.businessInbox,
    subject: oneLine(subject),
    text,
    html,
  };
}
