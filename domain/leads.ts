import { z } from "zod";
import { mailKindLabels } from "./mail.ts";
import {
  budgetOptions,
  contactProjectOptions,
  optionLabel,
  projectTypeOptions,
  timelineOptions,
  type ContactMessage,
  type QuoteRequest,
} from "./schemas/leads.ts";

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

/** The e-mail kinds' labels: domain/mail.ts (kept under this name for the interface). */
export const emailKindLabels: Record<string, string> = mailKindLabels;

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

/** PATCH of a lead from the inbox. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(leadStatusOptions.map((o) => o.value) as [LeadStatus, ...LeadStatus[]], { error: "Statut inconnu" }),
    notes: z.string({ error: "Notes invalides" }).max(10_000, "10000 caractères maximum"),
    read: z.boolean({ error: "Valeur invalide" }),
    isSpam: z.boolean({ error: "Valeur invalide" }),
    /** The technical visit's date and time (status 'Visite prévue'); null clears it. */
    visitAt: z.iso.datetime({ offset: true, error: "Date de visite invalide" }).nullable(),
  })
  .partial()
  .strict();
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const leadListQuerySchema = z.object({
  kind: z.enum(["all", ...leadKinds]).default("all"),
  spam: z.enum(["0", "1"]).default("0"),
  status: z.enum(["", ...leadStatusOptions.map((o) => o.value)]).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
