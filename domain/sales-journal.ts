import { z } from "zod";
import { splitCents } from "./invoices.ts";

/**
 * « Export des ventes » (docs/paiements.md): the sales journal of a period in the 18 columns of the
 * FEC (journal VT), and the receipts with their VAT by rate. Not « le FEC »: that one stays the
 * accounting software's. A deposit credits 4191 (advances received); the final invoice debits it back
 * and charges only the VAT the deposits did not: each euro of VAT is counted once.
 */

/** Rates as keys: "20", "10", "5.5", "0". */
const rateKey = (rate: number) => String(rate);
const account = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{3,20}$/, "Numéro de compte invalide (chiffres, 3 à 20)");

export const accountMapSchema = z.object({
  client: account,
  deposits: account,
  sales: z.record(z.string(), account),
  vat: z.record(z.string(), account),
});
export type AccountMap = z.infer<typeof accountMapSchema>;

/** The usual plan comptable général accounts; works (704) by rate, VAT collected (44571) by rate. */
export const defaultAccountMap: AccountMap = {
  client: "411",
  deposits: "4191",
  sales: { "20": "704200", "10": "704100", "5.5": "704055", "0": "704000" },
  vat: { "20": "4457120", "10": "4457110", "5.5": "4457105" },
};

export interface RatePart {
  rate: number;
  htCents: number;
  vatCents: number;
}

export interface JournalInvoice {
  number: string;
  date: string;
  type: "facture" | "acompte" | "solde" | "avoir";
  /** A credit note of a deposit reverses 4191, another reverses sales. */
  correctsDeposit?: boolean;
  clientName: string;
  /** The client's auxiliary account (CompAuxNum), e.g. « C0042 ». */
  clientKey: string;
  /** The invoice's own totals by rate (for a final invoice: all its lines, before the deposits). */
  byRate: RatePart[];
  /** A final invoice: the deposits it deducts, by rate. */
  deductions: { number: string; byRate: RatePart[] }[];
}

export interface FecLine {
  JournalCode: string;
  JournalLib: string;
  EcritureNum: string;
  EcritureDate: string;
  CompteNum: string;
  CompteLib: string;
  CompAuxNum: string;
  CompAuxLib: string;
  PieceRef: string;
  PieceDate: string;
  EcritureLib: string;
  /** Cents; the file prints euros with a comma. */
  Debit: number;
  Credit: number;
  EcritureLet: string;
  DateLet: string;
  ValidDate: string;
  Montantdevise: string;
  Idevise: string;
}
export const fecColumns = [
  "JournalCode",
  "JournalLib",
  "EcritureNum",
  "EcritureDate",
  "CompteNum",
  "CompteLib",
  "CompAuxNum",
  "CompAuxLib",
  "PieceRef",
  "PieceDate",
  "EcritureLib",
  "Debit",
  "Credit",
  "EcritureLet",
  "DateLet",
  "ValidDate",
  "Montantdevise",
  "Idevise",
] as const satisfies readonly (keyof FecLine)[];

const rateLabel = (rate: number) => `${String(rate).replace(".", ",")} %`;
const compact = (day: string) => day.replaceAll("-", "");

/** Sums the parts by rate (deductions of several deposits). */
function byRateSum(parts: readonly RatePart[]): Map<number, RatePart> {
  const out = new Map<number, RatePart>();
  for (const p of parts) {
    const cur = out.get(p.rate) ?? { rate: p.rate, htCents: 0, vatCents: 0 };
    out.set(p.rate, { rate: p.rate, htCents: cur.htCents + p.htCents, vatCents: cur.vatCents + p.vatCents });
  }
  return out;
}

function accountOf(map: Record<string, string>, rate: number, fallback: string): string {
  return map[rateKey(rate)] ?? fallback;
}

/** The movements of one invoice: positive = debit, negative = credit (a credit note flips them all). */
function movements(inv: JournalInvoice, map: AccountMap) {
  const out: { account: string; label: string; aux: boolean; cents: number }[] = [];
  const sign = inv.type === "avoir" ? -1 : 1;
  const deposit = inv.type === "acompte" || (inv.type === "avoir" && inv.correctsDeposit === true);
  const deducted = byRateSum(inv.deductions.flatMap((d) => d.byRate));
  let clientCents = 0;
  for (const p of inv.byRate) {
    const less = deducted.get(p.rate) ?? { htCents: 0, vatCents: 0 };
    const vat = p.vatCents - less.vatCents;
    clientCents += p.htCents + p.vatCents - less.htCents - less.vatCents;
    out.push({
      account: deposit ? map.deposits : accountOf(map.sales, p.rate, map.sales["20"] ?? "704"),
      label: deposit ? `Acompte reçu ${rateLabel(p.rate)}` : `Ventes ${rateLabel(p.rate)}`,
      aux: false,
      cents: -sign * p.htCents,
    });
    if (vat !== 0)
      out.push({
        account: accountOf(map.vat, p.rate, "44571"),
        label: `TVA collectée ${rateLabel(p.rate)}`,
        aux: false,
        cents: -sign * vat,
      });
    if (less.htCents !== 0)
      out.push({
        account: map.deposits,
        label: `Acomptes déduits ${rateLabel(p.rate)}`,
        aux: false,
        cents: sign * less.htCents,
      });
  }
  out.unshift({ account: map.client, label: "Clients", aux: true, cents: sign * clientCents });
  return out.filter((m) => m.cents !== 0);
}

/** The sales journal: one balanced entry per invoice, in date then number order. */
export function salesJournal(invoices: readonly JournalInvoice[], map: AccountMap): FecLine[] {
  const sorted = [...invoices].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
  return sorted.flatMap((inv, i) =>
    movements(inv, map).map((m) => ({
      JournalCode: "VT",
      JournalLib: "Ventes",
      EcritureNum: `VT${String(i + 1).padStart(5, "0")}`,
      EcritureDate: compact(inv.date),
      CompteNum: m.account,
      CompteLib: m.label,
      CompAuxNum: m.aux ? inv.clientKey : "",
      CompAuxLib: m.aux ? inv.clientName : "",
      PieceRef: inv.number,
      PieceDate: compact(inv.date),
      EcritureLib: `${labelOf(inv.type)} ${inv.number} ${inv.clientName}`.slice(0, 100),
      Debit: Math.max(0, m.cents),
      Credit: Math.max(0, -m.cents),
      EcritureLet: "",
      DateLet: "",
      ValidDate: compact(inv.date),
      Montantdevise: "",
      Idevise: "",
    })),
  );
}

const labelOf = (type: JournalInvoice["type"]) =>
  ({ facture: "Facture", acompte: "Acompte", solde: "Solde", avoir: "Avoir" })[type];

/** Per entry: Σ debit − Σ credit (all 0 when the journal balances). */
export function journalImbalances(lines: readonly FecLine[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines) out.set(l.EcritureNum, (out.get(l.EcritureNum) ?? 0) + l.Debit - l.Credit);
  return out;
}

/** The VAT collected by rate as the journal carries it (credits − debits on the VAT accounts). */
export function journalVatByRate(lines: readonly FecLine[], map: AccountMap): Record<string, number> {
  const out: Record<string, number> = {};
  const accounts = new Map(Object.entries(map.vat).map(([rate, acc]) => [acc, rate]));
  for (const l of lines) {
    const rate = accounts.get(l.CompteNum);
    if (rate !== undefined) out[rate] = (out[rate] ?? 0) + l.Credit - l.Debit;
  }
  return out;
}

const euros = (cents: number) => {
  const sign = cents < 0 ? "-" : "";
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)},${String(a % 100).padStart(2, "0")}`;
};
const clean = (v: string) => v.replace(/[|\t\r\n]+/g, " ");

/** The file: a header line, `|` (or tab) separated, comma decimals, CRLF. */
export function fecText(lines: readonly FecLine[], sep: "|" | "\t" = "|"): string {
  const rows = lines.map((l) =>
    fecColumns.map((c) => (c === "Debit" || c === "Credit" ? euros(l[c]) : clean(String(l[c])))).join(sep),
  );
  return [fecColumns.join(sep), ...rows].join("\r\n") + "\r\n";
}

// ---------------------------------------------------------------- receipts

export interface ReceiptInput {
  date: string;
  method: string;
  amountCents: number;
  invoice: JournalInvoice;
}

export interface ReceiptRow {
  date: string;
  method: string;
  invoiceNumber: string;
  clientName: string;
  amountCents: number;
  /** The amount split by rate pro rata of what the invoice leaves to pay at each rate. */
  byRate: RatePart[];
}

/** The part of each rate the client pays on this invoice (for a final invoice: net of the deposits). */
function payableByRate(inv: JournalInvoice): RatePart[] {
  const deducted = byRateSum(inv.deductions.flatMap((d) => d.byRate));
  return inv.byRate.map((p) => {
    const less = deducted.get(p.rate) ?? { htCents: 0, vatCents: 0 };
    return { rate: p.rate, htCents: p.htCents - less.htCents, vatCents: p.vatCents - less.vatCents };
  });
}

/** The receipts with their VAT by rate: what a firm paying VAT on receipt (works) declares. */
export function receiptsByRate(receipts: readonly ReceiptInput[]): ReceiptRow[] {
  return receipts.map((r) => {
    const payable = payableByRate(r.invoice);
    const shares = splitCents(
      r.amountCents,
      payable.map((p) => Math.max(0, p.htCents + p.vatCents)),
    );
    const byRate = payable.map((p, i) => {
      const ttc = p.htCents + p.vatCents;
      const vat = ttc === 0 ? 0 : Math.round((shares[i] * p.vatCents) / ttc);
      return { rate: p.rate, htCents: shares[i] - vat, vatCents: vat };
    });
    return {
      date: r.date,
      method: r.method,
      invoiceNumber: r.invoice.number,
      clientName: r.invoice.clientName,
      amountCents: r.amountCents,
      byRate,
    };
  });
}

/** The receipts as a `;` separated sheet (comma decimals): one column pair (base, VAT) per rate. */
export function receiptsText(rows: readonly ReceiptRow[]): string {
  const rates = [...new Set(rows.flatMap((r) => r.byRate.map((p) => p.rate)))].sort((a, b) => b - a);
  const head = ["Date", "Facture", "Client", "Mode", "Montant TTC"].concat(
    rates.flatMap((rate) => [`Base HT ${rateLabel(rate)}`, `TVA ${rateLabel(rate)}`]),
  );
  const body = rows.map((r) =>
    [r.date, r.invoiceNumber, clean(r.clientName).replaceAll(";", ","), r.method, euros(r.amountCents)]
      .concat(
        rates.flatMap((rate) => {
          const p = r.byRate.find((x) => x.rate === rate);
          return [euros(p?.htCents ?? 0), euros(p?.vatCents ?? 0)];
        }),
      )
      .join(";"),
  );
  return [head.join(";"), ...body].join("\r\n") + "\r\n";
}

/**
 * The client's auxiliary account (CompAuxNum) of an invoice, stable across his invoices: « C00042 » for
 * the client of lead 42; without a lead, « M » and 6 characters drawn from his e-mail (the same e-mail,
 * the same account); without either, « F » and the invoice's id. The letters never let two kinds collide.
 */
export function clientAccountOf(r: { leadId: number | null; id: number; client: { email?: string } }): string {
  if (r.leadId) return `C${String(r.leadId).padStart(5, "0")}`;
  const email = r.client.email?.trim().toLowerCase();
  if (!email) return `F${String(r.id).padStart(5, "0")}`;
  // FNV-1a (32 bits) of the address, in base 36: short, stable, no crypto needed for a ledger label.
  let h = 0x811c9dc5;
  for (const ch of new TextEncoder().encode(email)) h = Math.imul(h ^ ch, 0x01000193) >>> 0;
  return `M${h.toString(36).toUpperCase().padStart(6, "0").slice(-6)}`;
}
