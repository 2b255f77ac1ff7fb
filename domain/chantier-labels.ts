import { optionValues, optionLabel } from "./schemas/options.ts";
/**
 * A chantier's statuses, steps, name and address: the words of the screens, without the forms'
 * schemas (zod) of domain/chantiers.ts, which re-exports them — the admin's lists import this
 * file so that zod stays out of their JavaScript.
 */

export const chantierStatusOptions = [
  { value: "a_venir", label: "À venir" },
  { value: "en_cours", label: "En cours" },
  { value: "termine", label: "Terminé" },
  { value: "annule", label: "Annulé" },
] as const;
export type ChantierStatus = (typeof chantierStatusOptions)[number]["value"];
export const chantierStatuses = optionValues(chantierStatusOptions);
export const chantierStatusLabel = (s: string) => optionLabel(chantierStatusOptions, s);

/** A chantier's name as the team says it: « Jeanne Dubreuil – Saucats » (the client alone without a commune). */
export const chantierName = (client: string, commune: string) =>
  [client.trim(), commune.trim()].filter(Boolean).join(" – ") || "Chantier";

/** The steps of every chantier, in order. */
export const chantierStepOptions = [
  { value: "mesures", label: "Prise de mesures" },
  { value: "fabrication", label: "Fabrication à l'atelier" },
  { value: "pose", label: "Pose" },
  { value: "reception", label: "Réception" },
] as const;
export type ChantierStep = (typeof chantierStepOptions)[number]["value"];
export const chantierSteps = optionValues(chantierStepOptions);
export const chantierStepLabel = (s: string) => optionLabel(chantierStepOptions, s);

/** The address on one line (« 12 rue des Pins, 33650 Saucats »). */
export const chantierAddress = (c: { street: string; postalCode: string; commune: string }) =>
  [c.street, [c.postalCode, c.commune].filter(Boolean).join(" ")].filter(Boolean).join(", ");
