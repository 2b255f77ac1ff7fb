import { z } from "zod";
import { depositCents, devisLineSchema, devisTotals, type DevisLine, type DevisTotals } from "./devis.ts";
import { lineKinds, type InvoiceDeduction, type InvoiceType, type PostalAddress } from "./invoice-document.ts";
import { optionValues } from "./schemas/options.ts";

/**
 * Invoices (docs/factures.md): the lines, the one money model of the product (totals, deductions,
 * net, amount due), the deposit's VAT split pro rata of the devis' rates, and the statuses. Shared by
 * the API, the admin's screens and the document the PDF and the Factur-X XML are rendered from.
 */

export const invoiceStatusOptions = [
  { value: "brouillon", label: "Brouillon" },
  { value: "emise", label: "Émise" },
  { value: "payee", label: "Payée" },
  { value: "annulee", label: "Annulée" },
] as const;
export type InvoiceStatus = (typeof invoiceStatusOptions)[number]["value"];
export const invoiceStatuses = optionValues(invoiceStatusOptions);

export const invoiceTypeLabels: Record<InvoiceType, string> = {
  facture: "Facture",
  acompte: "Facture d'acompte",
  solde: "Facture de solde",
  avoir: "Avoir",
};

/** The reasons a 0 % line may give (VATEX codes of the EN 16931 list, with the printed French reason). */
export const vatExemptions = [
  { code: "VATEX-FR-FRANCHISE", reason: "TVA non applicable, article 293 B du CGI" },
  { code: "VATEX-EU-AE", reason: "Autoliquidation : TVA due par le preneur, article 283-2 nonies du CGI" },
  { code: "VATEX-EU-IC", reason: "Exonération de TVA, article 262 ter I du CGI (livraison intracommunautaire)" },
  { code: "VATEX-EU-G", reason: "Exonération de TVA, article 262 I du CGI (exportation)" },
  { code: "VATEX-EU-O", reason: "Opération hors du champ de la TVA" },
] as const;
export type VatExemptionCode = (typeof vatExemptions)[number]["code"];
const exemptionCodes = vatExemptions.map((e) => e.code) as [VatExemptionCode, ...VatExemptionCode[]];
export const exemptionOf = (code: string | null | undefined) => vatExemptions.find((e) => e.code === code) ?? null;

/** A line as the API takes it: the devis' fields (prices HT), its kind, the reason of a 0 % rate. */
export const invoiceLineSchema = devisLineSchema
  .pick({ description: true, quantity: true, unit: true, unitPriceCents: true, vatRate: true })
  .extend({
    designation: z.string().trim().min(1, "La désignation est requise").max(500, "500 caractères maximum"),
    kind: z.enum(lineKinds, "Nature invalide (fourniture, main-d-oeuvre ou pose)").default("pose"),
    exemption: z.enum(exemptionCodes, "Motif d'exonération inconnu").nullable().default(null),
  });
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères maximum`)
    .transform((v) => v.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ").trim());

export const postalAddressSchema = z.object({
  street: oneLine(200).default(""),
  postcode: oneLine(10).default(""),
  city: oneLine(100).default(""),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Pays invalide (code ISO à 2 lettres, FR pour la France)")
    .default("FR"),
});

/** « 12 rue des Lilas, 33000 Bordeaux » → street, postcode, city (France); what cannot be split stays in the street. */
export function splitAddress(text: string): PostalAddress {
  const flat = text.replace(/\s*\n\s*/g, ", ").trim();
  const m = /^(.*?)[,\s]+(\d{5})\s+([^,]+?)(?:\s*,\s*France)?\s*$/i.exec(flat);
  if (!m) return { street: flat, postcode: "", city: "", country: "FR" };
  return { street: m[1].replace(/,\s*$/, "").trim(), postcode: m[2], city: m[3].trim(), country: "FR" };
}

export const invoiceClientSchema = z.object({
  name: oneLine(160).pipe(z.string().min(1, "Le nom du client est requis")),
  email: z.union([z.literal(""), z.email("Adresse e-mail invalide")]).default(""),
  address: z
    .union([z.string().max(300, "300 caractères maximum"), postalAddressSchema])
    .default("")
    .transform((a) => (typeof a === "string" ? splitAddress(a) : a)),
  /** A business client: its SIREN (9 digits, Luhn-checked at issue). */
  siren: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, ""))
    .default(""),
  company: oneLine(160).default(""),
  vatNumber: oneLine(20).default(""),
});
export type InvoiceClient = z.infer<typeof invoiceClientSchema>;

/** A business client (B2B): a SIREN or a company name given. */
export const isBusinessClient = (c: Pick<InvoiceClient, "siren" | "company">) => c.siren !== "" || c.company !== "";

/** What a draft's editor may change (PUT /api/factures/:id). */
export const invoiceUpdateSchema = z.object({
  client: invoiceClientSchema.optional(),
  lines: z.array(invoiceLineSchema).max(300, "300 lignes au maximum").optional(),
  siteAddress: postalAddressSchema.nullable().optional(),
  worksPeriod: z
    .object({
      start: z.iso.date("Date invalide (AAAA-MM-JJ)"),
      end: z.iso.date("Date invalide (AAAA-MM-JJ)"),
    })
    .refine((p) => p.start <= p.end, { message: "La fin des travaux doit suivre leur début", path: ["end"] })
    .nullable()
    .optional(),
  /** A free invoice at a reduced rate: the client's signed certification came back. */
  certificationReturned: z.boolean().optional(),
});

export const invoiceCreateSchema = z.union([
  z
    .object({
      devisId: z.number("Devis invalide").int().positive(),
      type: z.literal("acompte"),
      percent: z.number("Pourcentage invalide").gt(0, "Pourcentage invalide").max(100, "100 % au maximum").optional(),
      amountCents: z.number("Montant invalide").int("Montant en centimes").positive("Montant invalide").optional(),
    })
    .refine(
      (v) => v.percent === undefined || v.amountCents === undefined,
      "Un pourcentage ou un montant, pas les deux",
    ),
  z.object({ devisId: z.number("Devis invalide").int().positive(), type: z.literal("solde") }),
  z.object({
    type: z.literal("facture").default("facture"),
    client: invoiceClientSchema,
    lines: z.array(invoiceLineSchema).max(300, "300 lignes au maximum").default([]),
  }),
]);

export const creditNoteSchema = z.object({ lines: z.array(invoiceLineSchema).min(1).max(300).optional() });

// ---------------------------------------------------------------- money

/** The devis' totals (same rounding, to the cent) for the invoice's own lines. */
export function invoiceTotals(lines: readonly Pick<InvoiceLine, "quantity" | "unitPriceCents" | "vatRate">[]) {
  return devisTotals(lines.map((l) => ({ ...l, kind: "ligne" }) as DevisLine));
}

/** Splits `total` cents in proportion to `weights`, largest remainders first: the parts sum to `total`. */
export function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let rest = total - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    parts[i]++;
    rest--;
  }
  return parts;
}

const vatOf = (htCents: number, rate: number) =>
  devisTotals([{ kind: "ligne", quantity: 1, unitPriceCents: htCents, vatRate: rate } as DevisLine]).vatCents;

/** The HT whose TTC (HT + its rounded VAT) is nearest `ttcCents`. */
function htForTtc(ttcCents: number, rate: number): number {
  const guess = Math.round(ttcCents / (1 + rate / 100));
  return [guess - 1, guess, guess + 1].reduce((best, ht) =>
    Math.abs(ht + vatOf(ht, rate) - ttcCents) < Math.abs(best + vatOf(best, rate) - ttcCents) ? ht : best,
  );
}

export interface DepositPart {
  rate: number;
  htCents: number;
  vatCents: number;
}

/**
 * A deposit of `depositTtcCents` split pro rata of the devis' TTC by rate: one part per rate, its HT
 * and VAT (VAT rounded as on any line). The parts' TTC sum to the deposit; when a rate's rounding
 * cannot reach its share, the cent goes to another rate (only a deposit on a single rate may then
 * differ by one cent from the amount asked).
 */
export function depositSplit(devis: DevisTotals, depositTtcCents: number): DepositPart[] {
  const rates = devis.byRate.filter((r) => r.htCents !== 0);
  const shares = splitCents(
    depositTtcCents,
    rates.map((r) => r.htCents + r.vatCents),
  );
  const parts = rates.map((r, i) => {
    const ht = htForTtc(shares[i], r.rate);
    return { rate: r.rate, htCents: ht, vatCents: vatOf(ht, r.rate) };
  });
  const ttc = () => parts.reduce((s, p) => s + p.htCents + p.vatCents, 0);
  for (let pass = 0; pass < 3 && ttc() !== depositTtcCents; pass++)
    for (const p of parts) {
      const gap = depositTtcCents - ttc();
      if (gap === 0) break;
      const ht = p.htCents + Math.sign(gap);
      const moved = ht + vatOf(ht, p.rate) - p.htCents - p.vatCents;
      if (Math.abs(gap - moved) < Math.abs(gap)) Object.assign(p, { htCents: ht, vatCents: vatOf(ht, p.rate) });
    }
  return parts;
}

/** The deposit asked, TTC: an amount, a percentage, else the devis' own deposit percentage. */
export function depositAmount(
  devisTtcCents: number,
  ask: { percent?: number; amountCents?: number },
  devisPercent: number,
): number {
  if (ask.amountCents !== undefined) return ask.amountCents;
  return depositCents(devisTtcCents, ask.percent ?? devisPercent);
}

/** The money of an invoice (GET /api/factures/:id): net of the deposits, due net of payments and credit notes. */
export interface InvoiceMoney {
  totals: DevisTotals;
  deductions: InvoiceDeduction[];
  netCents: number;
  amountDueCents: number;
}

export function invoiceMoney(
  inv: { type: InvoiceType; status: string; lines: readonly InvoiceLine[] },
  deductions: InvoiceDeduction[],
  paidCents: number,
  creditedCents: number,
): InvoiceMoney {
  const totals = invoiceTotals(inv.lines);
  const netCents = totals.ttcCents - deductions.reduce((s, d) => s + d.ttcCents, 0);
  // A credit note is owed to the client, never by him: nothing is due on it; a cancelled invoice owes nothing.
  const due = inv.type === "avoir" || inv.status === "annulee" ? 0 : netCents - paidCents - creditedCents;
  return { totals, deductions, netCents, amountDueCents: Math.max(0, due) };
}

/** The invoice's due date: a deposit on receipt, otherwise `days` after the issue. */
export function dueDateOf(type: InvoiceType, issueDate: string, days: number): string {
  if (type === "acompte" || type === "avoir") return issueDate;
  const d = new Date(`${issueDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** « F-2026-0007 »: the year, then the counter of that year on 4 digits at least. */
export const invoiceNumber = (year: number, n: number) => `F-${year}-${String(n).padStart(4, "0")}`;

/** « Prestation de services », « Livraison de biens » or both, from the lines' kinds (the 2027 mention). */
export function operationCategory(lines: readonly Pick<InvoiceLine, "kind">[]): string {
  const goods = lines.some((l) => l.kind === "fourniture");
  const services = lines.some((l) => l.kind !== "fourniture");
  if (goods && services) return "Livraison de biens et prestation de services";
  return goods ? "Livraison de biens" : "Prestation de services";
}
