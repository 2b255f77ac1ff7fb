import {
  budgetOptions,
  contactProjectOptions,
  optionLabel,
  projectTypeOptions,
  timelineOptions,
} from "./schemas/lead-options.ts";
import type { ContactMessage, QuoteRequest } from "./schemas/leads.ts";

/**
 * A lead's kinds, statuses and fields as the inbox writes them, without the forms' schemas (zod) of
 * domain/leads.ts, which re-exports them: the admin's screens import this file so that zod stays out
 * of their JavaScript.
 */

/** Leads in the admin inbox: labels shared by the inbox, the e-mails and the CSV export. */
export const leadKinds = ["quote", "contact"] as const;
export type LeadKind = (typeof leadKinds)[number];
/** One line of the admin inbox list, the same shape for both kinds. */
export interface LeadSummary {
  kind: LeadKind;
  id: number;
  createdAt: string;
  status: string;
  read: boolean;
  isSpam: boolean;
  spamReason: string;
  name: string;
  email: string;
  topic: string;
  excerpt: string;
}

export const leadKindLabels: Record<LeadKind, string> = { quote: "Devis", contact: "Contact" };

export const leadStatusOptions = [
  { value: "nouveau", label: "Nouveau" },
  { value: "contacte", label: "Contacté" },
  { value: "visite-prevue", label: "Visite prévue" },
  { value: "devis-envoye", label: "Devis envoyé" },
  { value: "signe", label: "Signé" },
  { value: "termine", label: "Chantier terminé" },
  { value: "perdu", label: "Perdu" },
] as const;
export type LeadStatus = (typeof leadStatusOptions)[number]["value"];

export const emailStatusLabels: Record<string, string> = {
  pending: "En attente d'envoi",
  sent: "Envoyé",
  failed: "Échec de l'envoi",
  not_configured: "Enregistré, pas encore envoyé : la messagerie n'est pas configurée",
};

export const yesNo = (value: boolean) => (value ? "Oui" : "Non");

/** Every field of a quote request with its French label and readable value, in form order. */
export function quoteFields(q: QuoteRequest): [string, string][] {
  return [
    ["Prénom", q.firstName],
    ["Nom", q.lastName],
    ["Email", q.email],
    ["Téléphone", q.phone],
    ["Adresse du projet", q.address],
    ["Type de projet", optionLabel(projectTypeOptions, q.projectType)],
    ["Budget approximatif", optionLabel(budgetOptions, q.budget)],
    ["Délai souhaité", optionLabel(timelineOptions, q.timeline)],
    ["Dimensions", q.dimensions || "Non précisées"],
    ["Visite technique souhaitée", yesNo(q.visitRequest)],
    ["Inscription à la newsletter", yesNo(q.newsletterConsent)],
    ["Consentement RGPD", yesNo(q.rgpdConsent)],
    ["Description du projet", q.projectDescription],
  ];
}

/** Every field of a contact message with its French label and readable value. */
export function contactFields(c: ContactMessage): [string, string][] {
  return [
    ["Prénom", c.prenom],
    ["Nom", c.nom],
    ["Email", c.email],
    ["Téléphone", c.telephone || "Non précisé"],
    ["Projet", c.projet ? optionLabel(contactProjectOptions, c.projet) : "Non précisé"],
    ["Message", c.message],
  ];
}
