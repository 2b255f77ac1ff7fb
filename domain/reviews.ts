import { z } from "zod";
import { monthSchema } from "./schemas/month.ts";

/**
 * Client reviews (docs/avis.md, Code de la consommation L111-7-2, D111-16, D111-17): the published
 * reasons for refusing a review, the origin labels shown beside each review, the forms.
 */

/** The only reasons a review can be refused; the same list is published on /avis. */
export const refusalReasons = [
  { value: "injurieux", label: "Propos injurieux, diffamatoires ou discriminatoires" },
  { value: "hors-sujet", label: "Hors sujet (ne parle pas du chantier ni de l'entreprise)" },
  { value: "donnees-personnelles", label: "Données personnelles (adresse, téléphone, nom d'un tiers…)" },
  { value: "pas-client", label: "L'auteur n'est pas un client de l'entreprise" },
  { value: "doublon", label: "Doublon d'un avis déjà déposé" },
] as const;
export type RefusalReason = (typeof refusalReasons)[number]["value"];

export const refusalLabel = (value: string | null | undefined): string =>
  refusalReasons.find((r) => r.value === value)?.label ?? "";

export type ReviewOrigin = "client" | "entreprise";
export const originLabels: Record<ReviewOrigin, string> = {
  client: "Avis vérifié — client d'un chantier",
  entreprise: "Témoignage recueilli par l'entreprise",
};
export const originLabel = (origin: string): string => originLabels[origin === "client" ? "client" : "entreprise"];

/** Days a personal review link stays valid. */
export const REVIEW_LINK_DAYS = 60;
/** A review stays published this many years after its publication (said on /avis). */
export const REVIEW_KEEP_YEARS = 5;

/** 'Jean-Pierre Dupont' → 'Jean-Pierre D.' (the default name shown). */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return [firstName.trim(), initial ? `${initial}.` : ""].filter(Boolean).join(" ");
}

/** The client's form at /avis/donner/<token> (posted as a plain HTML form). */
export const reviewSubmissionSchema = z.object({
  rating: z.coerce
    .number("Choisissez une note de 1 à 5 étoiles")
    .int("Choisissez une note de 1 à 5 étoiles")
    .min(1, "Choisissez une note de 1 à 5 étoiles")
    .max(5, "Choisissez une note de 1 à 5 étoiles"),
  content: z
    .string("Votre avis est requis")
    .trim()
    .min(10, "Votre avis doit contenir au moins 10 caractères")
    .max(1500, "1500 caractères maximum"),
  name: z
    .string("Le nom affiché est requis")
    .trim()
    .min(1, "Le nom affiché est requis")
    .max(80, "80 caractères maximum"),
  location: z.string().trim().max(80, "80 caractères maximum").default(""),
  workMonth: monthSchema,
  consent: z.literal("oui", "Votre accord est nécessaire pour publier votre avis"),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

export const refusalSchema = z.object({
  reason: z.enum(refusalReasons.map((r) => r.value) as [RefusalReason, ...RefusalReason[]], "Motif de refus inconnu"),
});

export const replySchema = z.object({
  reply: z.string("Réponse invalide").trim().max(1500, "1500 caractères maximum"),
});

// One formatter each, made once (decision 060): toLocaleDateString with options builds a new ICU
// formatter at every call, the largest cost of a review card's render.
const monthFormat = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });
const isoDayFormat = new Intl.DateTimeFormat("fr-CA", { timeZone: "Europe/Paris" });
const dayFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Paris",
});
/** As toLocaleDateString: « Invalid Date » for an unreadable date (format() would throw). */
const formatDate = (format: Intl.DateTimeFormat, date: Date) =>
  Number.isNaN(date.getTime()) ? "Invalid Date" : format.format(date);

/** '2025-03' → 'mars 2025'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return formatDate(monthFormat, new Date(Date.UTC(y, m - 1, 1)));
}

/** An instant's day in Paris, 'YYYY-MM-DD' (the datetime of a <time>). */
export function dayOf(iso: string): string {
  return formatDate(isoDayFormat, new Date(iso));
}

/** '2024-04-18T…' → '18 avril 2024' (Paris time). */
export function dayLabel(iso: string): string {
  return formatDate(dayFormat, new Date(iso));
}
