import { frenchDate } from "./typography.ts";
import { addDays } from "./paris-time.ts";

/**
 * A visit's day and a duration as the screens write them, without the settings' schemas (zod) of
 * domain/agenda.ts, which re-exports them: the admin's screens import this file so that zod stays
 * out of their JavaScript.
 */

/** « 1 h 35 », « 20 min » */
export function durationLabel(totalMinutes: number): string {
  const m = Math.round(totalMinutes);
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h${m % 60 ? ` ${String(m % 60).padStart(2, "0")}` : ""}`;
}

/** « lundi 23 novembre », « mardi 1er décembre » */
export const dayLabel = (day: string) =>
  frenchDate(
    new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" }).format(
      new Date(`${day}T12:00:00Z`),
    ),
  );

/** A visit's day as the team says it: « aujourd'hui », « demain » or « lundi 30 novembre » (`today`: YYYY-MM-DD, Paris). */
export function visitDayLabel(day: string, today: string): string {
  if (day === today) return "aujourd'hui";
  return day === addDays(today, 1) ? "demain" : dayLabel(day);
}
