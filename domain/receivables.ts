import { z } from "zod";
import { addDays } from "./paris-time.ts";
import { ageingBuckets, reminderKinds, type AgeingBucket, type ReminderKind } from "./receivables-labels.ts";

/**
 * Getting paid (docs/paiements.md): the reminder ladder (which step is due on a given day) and the
 * receivables' ageing (« À encaisser »). Pure: the server's job and screens call these with the day.
 */

export * from "./receivables-labels.ts";

/** One step: `offsetDays` from the due date (negative: before it). */
export const reminderStepSchema = z.object({
  offsetDays: z
    .number("Nombre de jours invalide")
    .int("Nombre de jours entier")
    .min(-60, "60 jours avant l'échéance au plus")
    .max(365, "365 jours après l'échéance au plus"),
  kind: z.enum(reminderKinds, "Type de relance inconnu"),
});
export type ReminderStep = z.infer<typeof reminderStepSchema>;

export const reminderLadderSchema = z
  .array(reminderStepSchema)
  .max(8, "8 relances au plus")
  .refine((s) => s.every((step, i) => i === 0 || step.offsetDays > s[i - 1].offsetDays), {
    message: "Les relances doivent se suivre (chaque délai plus long que le précédent)",
  })
  .refine((s) => s.filter((step) => step.kind === "mise-en-demeure").length <= 1, {
    message: "Une seule mise en demeure",
  })
  .refine(
    (s) => {
      const at = s.findIndex((step) => step.kind === "mise-en-demeure");
      return at === -1 || at === s.length - 1;
    },
    { message: "La mise en demeure est la dernière relance" },
  );

/** Courtesy 3 days before the due date, then 3, 10 and 30 days after; the last a mise en demeure. */
export const defaultReminderLadder: ReminderStep[] = [
  { offsetDays: -3, kind: "courtoisie" },
  { offsetDays: 3, kind: "relance" },
  { offsetDays: 10, kind: "relance" },
  { offsetDays: 30, kind: "mise-en-demeure" },
];

/** The day each step falls on for an invoice due on `dueDate`. */
export const reminderSchedule = (ladder: readonly ReminderStep[], dueDate: string) =>
  ladder.map((step, index) => ({ index, ...step, date: addDays(dueDate, step.offsetDays) }));

/**
 * The step to send today, if any: the latest step whose day has come and that comes after every step
 * already sent (a job stopped for a week sends the latest, not three at once). A step falling before
 * the issue (a courtesy reminder of a deposit due on receipt) never leaves.
 */
export function reminderDue(
  ladder: readonly ReminderStep[],
  inv: { dueDate: string; issuedOn: string },
  sentSteps: readonly number[],
  today: string,
): { index: number; kind: ReminderKind; date: string } | null {
  const last = sentSteps.length ? Math.max(...sentSteps) : -1;
  const due = reminderSchedule(ladder, inv.dueDate).filter(
    (s) => s.index > last && s.date <= today && s.date >= inv.issuedOn,
  );
  const step = due.at(-1);
  return step ? { index: step.index, kind: step.kind, date: step.date } : null;
}

/** Whole days from `from` to `to` (YYYY-MM-DD; negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// ---------------------------------------------------------------- « À encaisser »

/** Not yet due until the due date has passed; then 1–30, 31–60, more than 60 days late. */
export function ageingBucket(dueDate: string, today: string): AgeingBucket {
  const late = daysBetween(dueDate, today);
  if (late <= 0) return "a-echoir";
  if (late <= 30) return "0-30";
  if (late <= 60) return "31-60";
  return "plus-60";
}

export interface OpenInvoiceInput {
  id: number;
  number: string;
  type: string;
  clientName: string;
  dueDate: string;
  amountDueCents: number;
  leadId: number | null;
}

export interface ReceivableRow extends OpenInvoiceInput {
  bucket: AgeingBucket;
  /** Days past the due date (0 when not yet due). */
  daysLate: number;
}

/** GET /api/encaissements */
export interface Receivables {
  today: string;
  totalCents: number;
  /** By bucket: « a-echoir », then the three overdue ages. */
  buckets: Record<AgeingBucket, number>;
  overdueCents: number;
  /** Deposit invoices not yet paid (the chantier waits for them). */
  depositsAwaited: { count: number; cents: number };
  /** Most overdue first. */
  rows: ReceivableRow[];
}

export function receivables(open: readonly OpenInvoiceInput[], today: string): Receivables {
  const rows = open
    .filter((i) => i.amountDueCents > 0)
    .map((i) => ({
      ...i,
      bucket: ageingBucket(i.dueDate, today),
      daysLate: Math.max(0, daysBetween(i.dueDate, today)),
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number.localeCompare(b.number));
  const buckets = Object.fromEntries(ageingBuckets.map((b) => [b, 0])) as Record<AgeingBucket, number>;
  for (const r of rows) buckets[r.bucket] += r.amountDueCents;
  const deposits = rows.filter((r) => r.type === "acompte");
  const totalCents = rows.reduce((s, r) => s + r.amountDueCents, 0);
  return {
    today,
    totalCents,
    buckets,
    overdueCents: totalCents - buckets["a-echoir"],
    depositsAwaited: { count: deposits.length, cents: deposits.reduce((s, r) => s + r.amountDueCents, 0) },
    rows,
  };
}
