import { frenchDate } from "./typography.ts";
import { optionValues, optionLabel } from "./schemas/options.ts";

/**
 * A devis's units, rates, statuses, totals and amounts as the screens write them, without the
 * forms' schemas (zod) of domain/devis.ts, which re-exports them: the admin's screens import this
 * file so that zod stays out of their JavaScript.
 */

export const devisUnits = ["u", "m", "m²", "ml", "forfait", "h"] as const;
export const vatRates = [20, 10, 5.5, 0] as const;

export const devisStatusOptions = [
  { value: "brouillon", label: "Brouillon" },
  { value: "envoye", label: "Envoyé" },
  { value: "accepte", label: "Accepté" },
  { value: "refuse", label: "Refusé" },
  { value: "revoque", label: "Révoqué" },
  { value: "remplace", label: "Remplacé" },
  { value: "expire", label: "Expiré" },
] as const;
export type DevisStatus = (typeof devisStatusOptions)[number]["value"];
export const devisStatuses = optionValues(devisStatusOptions);
export const devisStatusLabel = (s: string) => optionLabel(devisStatusOptions, s);

export const devisChannelOptions = [
  { value: "distance", label: "À distance (lien envoyé au client)" },
  { value: "domicile", label: "Signé au domicile du client (hors établissement)" },
] as const;
export type DevisChannel = (typeof devisChannelOptions)[number]["value"];

// ---------------------------------------------------------------- totals

/** What the totals read of a line (DevisLine, an invoice's line). */
export interface TotalledLine {
  kind?: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
}

/** Rounds half away from zero (a negative discount line rounds like its positive twin). */
const roundHalf = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/** A line's HT in cents: round(quantity × unit price); quantities have at most 3 decimals. */
export function lineHtCents(line: { quantity: number; unitPriceCents: number }): number {
  const milli = Math.round(line.quantity * 1000);
  return roundHalf((milli * line.unitPriceCents) / 1000);
}

export interface DevisTotals {
  htCents: number;
  vatCents: number;
  ttcCents: number;
  /** One entry per rate used, highest rate first. */
  byRate: { rate: number; htCents: number; vatCents: number }[];
}

/** HT, VAT per rate (round(sum of that rate's HT × rate)) and TTC: the PDF adds up to the cent. */
export function devisTotals(lines: readonly TotalledLine[]): DevisTotals {
  const byRate = new Map<number, number>();
  for (const line of lines) {
    if (line.kind === "titre") continue;
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + lineHtCents(line));
  }
  const rates = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, htCents]) => ({ rate, htCents, vatCents: roundHalf((htCents * Math.round(rate * 100)) / 10_000) }));
  const htCents = rates.reduce((s, r) => s + r.htCents, 0);
  const vatCents = rates.reduce((s, r) => s + r.vatCents, 0);
  return { htCents, vatCents, ttcCents: htCents + vatCents, byRate: rates };
}

const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
/** 1 234,56 € (ordinary spaces: the PDF's standard fonts know no narrow space). */
export const euros = (cents: number) => euroFormat.format(cents / 100).replace(/[\u202f\u00a0]/g, " ");
export const rateText = (rate: number) => `${String(rate).replace(".", ",")} %`;
export const quantityText = (q: number) => String(q).replace(".", ",");

const longDate = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });
/** '24 novembre 2026' for YYYY-MM-DD. */
export const frenchDay = (isoDay: string) => frenchDate(longDate.format(new Date(`${isoDay}T00:00:00Z`)));
