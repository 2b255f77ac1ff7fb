import { chantierStepLabel } from "#domain/chantier-labels.ts";
import { frenchDate as typeset } from "#domain/typography.ts";
import type { ChantierStepView, ChantierSummary } from "./types.ts";

const dayFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", timeZone: "UTC" });

/** « 12 novembre » from YYYY-MM-DD. */
export const frenchDate = (iso: string) => typeset(dayFormat.format(new Date(`${iso}T00:00:00Z`)));

export function stepDates(s: ChantierStepView): string {
  if (s.doneOn) return `fait le ${frenchDate(s.doneOn)}`;
  if (s.plannedStart && s.plannedEnd && s.plannedEnd !== s.plannedStart)
    return `du ${frenchDate(s.plannedStart)} au ${frenchDate(s.plannedEnd)}`;
  if (s.plannedStart) return `le ${frenchDate(s.plannedStart)}`;
  return "date à fixer";
}

/** The step planned today (Paris), if any: « Aujourd'hui : Pose ». */
export function todayStep(c: Pick<ChantierSummary, "steps">, today: string): string | null {
  const s = c.steps.find(
    (x) => !x.doneOn && x.plannedStart && x.plannedStart <= today && (x.plannedEnd ?? x.plannedStart) >= today,
  );
  return s ? chantierStepLabel(s.step) : null;
}

/** The next date of the chantier still to come (for sorting « today's first »). */
export function nextDate(c: Pick<ChantierSummary, "steps">, today: string): string {
  const dates = c.steps
    .filter((s) => !s.doneOn && s.plannedStart)
    .map((s) => ((s.plannedEnd ?? s.plannedStart)! >= today ? s.plannedStart! : ""))
    .filter(Boolean)
    .sort();
  return dates[0] ?? "9999-12-31";
}

/** Today in Paris (YYYY-MM-DD). */
export const parisToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
