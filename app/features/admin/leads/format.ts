import { frenchDate } from "#domain/typography.ts";
const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });
const short = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Paris",
});

/** « 12 mars 2026 à 14:03 » */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? frenchDate(dateTime.format(new Date(iso))) : "";
/** « 12 mars, 14:03 » for the list. */
export const formatShort = (iso: string) => frenchDate(short.format(new Date(iso)));
