import { chantierStepLabel } from "./chantiers.ts";
import { frenchDay } from "./devis.ts";

/**
 * The rules of a chantier's schedule (docs/chantiers.md §7): a step cannot be « fait le » a day that
 * has not come, and the PV de réception cannot be signed while a step of the works is still
 * planned after today (« Terminé » beside « Prévu du 11 janvier 2027 » would be a lie). Shared by
 * the API, the admin's PV panel and the client's PV page.
 */

export interface ScheduledStep {
  step: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  doneOn: string | null;
}

export const FUTURE_DONE_ON =
  "La date « Fait le » ne peut pas être dans le futur : notez-la le jour où l'étape est faite.";

/** True when « fait le » names a day after today (both YYYY-MM-DD, Paris time). */
export const doneInFuture = (doneOn: string | null | undefined, today: string) => Boolean(doneOn && doneOn > today);

/** The steps of the works (the reception itself aside) not done and planned after today. */
export function stepsPlannedAfter(steps: ScheduledStep[], today: string): ScheduledStep[] {
  return steps.filter((s) => s.step !== "reception" && !s.doneOn && (s.plannedEnd ?? s.plannedStart ?? "") > today);
}

const when = (s: ScheduledStep) =>
  s.plannedStart && s.plannedEnd && s.plannedEnd !== s.plannedStart
    ? `prévue du ${frenchDay(s.plannedStart)} au ${frenchDay(s.plannedEnd)}`
    : `prévue le ${frenchDay((s.plannedEnd ?? s.plannedStart)!)}`;

const list = (steps: ScheduledStep[]) => steps.map((s) => `« ${chantierStepLabel(s.step)} » ${when(s)}`).join(", ");

/**
 * Why the PV cannot be signed yet, and what to do, or null when it can. The office is told to
 * mark the step done (or move its dates); the client, to wait or call the company.
 */
export function receptionBlocked(steps: ScheduledStep[], today: string, audience: "office" | "client"): string | null {
  const pending = stepsPlannedAfter(steps, today);
  if (pending.length === 0) return null;
  return audience === "office"
    ? `Le client ne peut pas encore signer le procès-verbal : ${list(pending)}. Une fois les travaux finis, notez la date « Fait le » de l'étape (ou corrigez ses dates prévues) dans « Étapes ».`
    : `Le procès-verbal de réception se signe une fois les travaux terminés : ${list(pending)}. Si les travaux sont déjà finis, appelez-nous pour mettre le planning à jour.`;
}
