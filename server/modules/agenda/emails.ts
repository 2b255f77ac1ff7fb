import { CHANGE_LIMIT_HOURS } from "#domain/agenda.ts";
import type { BusinessSettings } from "#domain/business.ts";
import { icsCalendar, type IcsEvent } from "#domain/ics.ts";
import { formatParisDateTime } from "#domain/paris-time.ts";
import { renderMail, type MailDraft, type MailKind } from "../mail/index.ts";

/** One visit as the e-mails and the calendars show it. */
export interface VisitView {
  id: number;
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  address: string;
}
export interface VisitLead {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type VisitMail = MailDraft;

export const visitSummary = (b: BusinessSettings) => `Visite technique – ${b.name}`;

/** The calendar event of a visit, for the visitor or for the business. */
export function visitEvent(
  v: VisitView,
  lead: VisitLead,
  b: BusinessSettings,
  options: { forBusiness: boolean; adminUrl: string; cancelled?: boolean },
): IcsEvent {
  const name = `${lead.firstName} ${lead.lastName}`;
  return {
    uid: v.uid,
    sequence: v.sequence,
    start: v.startsAt,
    end: v.endsAt,
    summary: options.forBusiness ? `Visite technique – ${name}` : visitSummary(b),
    location: v.address,
    description: options.forBusiness
      ? `${name} · ${lead.phone} · ${lead.email}\nDemande : ${options.adminUrl}`
      : `Prise de mesures pour votre projet. Une question ? ${b.phone}`,
    cancelled: options.cancelled,
    organizer: { name: b.name, email: b.email },
    attendee: { name, email: lead.email },
    url: options.forBusiness ? options.adminUrl : undefined,
  };
}

interface MailInput {
  visit: VisitView;
  lead: VisitLead;
  business: BusinessSettings;
  businessInbox: string;
  /** The visitor's page (cancel / move). */
  manageUrl: string;
  adminUrl: string;
}

function mail(
  kind: MailKind,
  to: string,
  replyTo: string | null,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string } | null,
  ics: string | null,
  b: BusinessSettings,
): VisitMail {
  return { kind, to, replyTo, ...renderMail({ subject, paragraphs, link: link ?? undefined, business: b }), ics };
}

const invite = (input: MailInput, forBusiness: boolean, cancelled = false) =>
  icsCalendar(
    [visitEvent(input.visit, input.lead, input.business, { forBusiness, adminUrl: input.adminUrl, cancelled })],
    { method: cancelled ? "CANCEL" : "REQUEST" },
  );

/** Booked (or moved): the invitation to the visitor and to the business. */
export function bookedEmails(input: MailInput, moved = false): VisitMail[] {
  const { visit, lead, business: b } = input;
  const when = formatParisDateTime(visit.startsAt);
  const what = moved ? "déplacée" : "confirmée";
  return [
    mail(
      "visit_confirmation",
      lead.email,
      input.businessInbox,
      `Visite technique ${what} le ${when} – ${b.name}`,
      [
        "Bonjour,",
        `Votre visite technique est ${what} le ${when}, à l'adresse : ${visit.address}.`,
        "L'invitation jointe l'ajoute à votre agenda. Nous prendrons les mesures et parlerons de votre projet sur place (environ une heure).",
        `Pour annuler ou changer de créneau, jusqu'à ${CHANGE_LIMIT_HOURS} h avant la visite, utilisez le lien ci-dessous ; ensuite, appelez-nous au ${b.phone}.`,
      ],
      { label: "Annuler ou déplacer la visite", url: input.manageUrl },
      invite(input, false),
      b,
    ),
    mail(
      "visit_notification",
      input.businessInbox,
      lead.email,
      `Visite ${moved ? "déplacée" : "prévue"} le ${when} – ${lead.firstName} ${lead.lastName}`,
      [
        `${lead.firstName} ${lead.lastName} (${lead.phone}) a ${moved ? "déplacé" : "réservé"} une visite technique le ${when}.`,
        `Adresse du chantier : ${visit.address}`,
      ],
      { label: "Voir la demande", url: input.adminUrl },
      invite(input, true),
      b,
    ),
  ];
}

/** Cancelled: METHOD:CANCEL to both. */
export function cancelledEmails(input: MailInput): VisitMail[] {
  const { visit, lead, business: b } = input;
  const when = formatParisDateTime(visit.startsAt);
  return [
    mail(
      "visit_cancel",
      lead.email,
      input.businessInbox,
      `Visite technique annulée – ${b.name}`,
      ["Bonjour,", `Votre visite technique du ${when} est annulée.`, "Vous pouvez choisir un autre créneau :"],
      { label: "Choisir un créneau pour la visite technique", url: input.manageUrl },
      invite(input, false, true),
      b,
    ),
    mail(
      "visit_cancel_notification",
      input.businessInbox,
      lead.email,
      `Visite annulée (${when}) – ${lead.firstName} ${lead.lastName}`,
      [`${lead.firstName} ${lead.lastName} (${lead.phone}) a annulé la visite technique du ${when}.`],
      { label: "Voir la demande", url: input.adminUrl },
      invite(input, true, true),
      b,
    ),
  ];
}

/** The day before. */
export function reminderEmail(input: MailInput): VisitMail {
  const { visit, business: b } = input;
  const when = formatParisDateTime(visit.startsAt);
  return mail(
    "visit_reminder",
    input.lead.email,
    input.businessInbox,
    `Rappel : visite technique demain – ${b.name}`,
    [
      "Bonjour,",
      `Nous vous rappelons la visite technique prévue le ${when}, à l'adresse : ${visit.address}.`,
      `Un empêchement ? Appelez-nous au ${b.phone}.`,
    ],
    { label: "Voir le rendez-vous", url: input.manageUrl },
    null,
    b,
  );
}

/** A lead waited an opening hour without an answer. */
export function leadAlertEmail(
  lead: { kind: string; id: number; name: string; createdAt: Date },
  adminUrl: string,
  businessInbox: string,
  b: BusinessSettings,
): VisitMail {
  return mail(
    "lead_alert",
    businessInbox,
    null,
    `Demande sans réponse depuis une heure – ${lead.name}`,
    [
      `La demande de ${lead.name}, reçue le ${formatParisDateTime(lead.createdAt)}, attend une réponse depuis une heure d'ouverture.`,
      "Une demande traitée dans l'heure a bien plus de chances de devenir un chantier.",
    ],
    { label: "Répondre maintenant", url: adminUrl },
    null,
    b,
  );
}
