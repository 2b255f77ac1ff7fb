import { z } from "zod";

export const projectTypeOptions = [
  { value: "cuisine", label: "Cuisine" },
  { value: "dressing", label: "Dressing" },
  { value: "bibliotheque", label: "Bibliothèque" },
  { value: "bureau", label: "Bureau" },
  { value: "cave-vin", label: "Cave à vin" },
  { value: "terrasse", label: "Terrasse" },
  { value: "renovation", label: "Rénovation" },
  { value: "autre", label: "Autre" },
] as const;

export const budgetOptions = [
  { value: "moins-5k", label: "Moins de 5 000 €" },
  { value: "5k-10k", label: "5 000 € – 10 000 €" },
  { value: "10k-20k", label: "10 000 € – 20 000 €" },
  { value: "20k-50k", label: "20 000 € – 50 000 €" },
  { value: "plus-50k", label: "Plus de 50 000 €" },
  { value: "a-definir", label: "À définir" },
] as const;

export const timelineOptions = [
  { value: "urgent", label: "Urgent (moins d'un mois)" },
  { value: "2-3-mois", label: "Dans 2 à 3 mois" },
  { value: "6-mois", label: "Dans 6 mois" },
  { value: "annee", label: "Dans l'année" },
  { value: "flexible", label: "Flexible" },
] as const;

export const contactProjectOptions = [
  { value: "cuisine", label: "Cuisine" },
  { value: "dressing", label: "Dressing" },
  { value: "amenagement", label: "Aménagement" },
  { value: "escalier", label: "Escalier" },
  { value: "autre", label: "Autre" },
] as const;

export function optionLabel(options: readonly { value: string; label: string }[], value: string | null | undefined) {
  return options.find((o) => o.value === value)?.label ?? value ?? "";
}

const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as [string, ...string[]];

/** Required text: message when missing or too short, and a length cap against abuse. */
const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, `${max} caractères maximum`);

const option = (options: readonly { value: string }[], message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .refine((v) => values(options).includes(v), message);

const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

/** Quote request form (SPEC §3 and §5). */
export const quoteRequestSchema = z.object({
  firstName: text(2, 100, "Le prénom est requis"),
  lastName: text(2, 100, "Le nom est requis"),
  email: z.string({ error: "Email invalide" }).trim().max(254, "Email invalide").pipe(z.email("Email invalide")),
  phone: text(10, 30, "Numéro de téléphone invalide"),
  address: text(5, 300, "Adresse complète requise"),
  projectType: option(projectTypeOptions, "Type de projet requis"),
  projectDescription: text(20, 5000, "Description détaillée requise (minimum 20 caractères)"),
  budget: option(budgetOptions, "Budget approximatif requis"),
  timeline: option(timelineOptions, "Délai souhaité requis"),
  dimensions: z.string().trim().max(500, "500 caractères maximum").optional().default(""),
  visitRequest: checkbox,
  newsletterConsent: checkbox,
  rgpdConsent: z
    .union([z.boolean(), z.string()], { error: "Vous devez accepter le traitement de vos données" })
    .optional()
    .transform((v) => v === true || v === "on" || v === "true")
    .refine((v) => v === true, "Vous devez accepter le traitement de vos données"),
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** Contact page form (SPEC §3 and §5). */
export const contactMessageSchema = z.object({
  nom: text(2, 100, "Le nom doit contenir au moins 2 caractères"),
  prenom: text(2, 100, "Le prénom doit contenir au moins 2 caractères"),
  email: z
    .string({ error: "Adresse email invalide" })
    .trim()
    .max(254, "Adresse email invalide")
    .pipe(z.email("Adresse email invalide")),
  telephone: z.string().trim().max(30, "30 caractères maximum").optional().default(""),
  projet: z
    .string()
    .optional()
    .default("")
    .refine((v) => v === "" || values(contactProjectOptions).includes(v), "Type de projet inconnu"),
  message: text(10, 5000, "Le message doit contenir au moins 10 caractères"),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Fields that only bots fill, and the time a human needs at least (anti-spam, no third party). */
export const antiSpamSchema = z.object({
  website: z.string().max(500).optional().default(""),
  startedAt: z.coerce.number().optional(),
});
