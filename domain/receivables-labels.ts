/**
 * The reminders' kinds and the ageing's buckets as the screens write them, without the ladder's
 * schema (zod) of domain/receivables.ts, which re-exports them: the admin's screens import this file
 * so that zod stays out of their JavaScript.
 */

export const reminderKinds = ["courtoisie", "relance", "mise-en-demeure"] as const;
export type ReminderKind = (typeof reminderKinds)[number];
export const reminderKindLabels: Record<ReminderKind, string> = {
  courtoisie: "Rappel de courtoisie",
  relance: "Relance",
  "mise-en-demeure": "Mise en demeure",
};

export const ageingBuckets = ["a-echoir", "0-30", "31-60", "plus-60"] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];
export const ageingLabels: Record<AgeingBucket, string> = {
  "a-echoir": "Pas encore échu",
  "0-30": "En retard de 1 à 30 jours",
  "31-60": "En retard de 31 à 60 jours",
  "plus-60": "En retard de plus de 60 jours",
};
