/**
 * Bank statements (docs/paiements.md): what every parser returns, whatever the bank's format.
 * Pure: no database, no clock. Amounts in integer cents, credit > 0, debit < 0; dates `YYYY-MM-DD`.
 */

export const statementFormats = ["camt053", "cfonb120", "ofx", "csv"] as const;
export type StatementFormat = (typeof statementFormats)[number];

export const statementFormatLabels: Record<StatementFormat, string> = {
  camt053: "CAMT.053 (ISO 20022)",
  cfonb120: "CFONB 120",
  ofx: "OFX",
  csv: "CSV",
};

export interface BankTransaction {
  /** The line (or the first line of the entry) in the file: errors and the screen name it. */
  line: number;
  bookingDate: string;
  valueDate: string | null;
  amountCents: number;
  label: string;
  /** Free remittance text (the transfer's « motif »). */
  remittance: string;
  /** Structured creditor reference (CAMT `CdtrRefInf`), e.g. an ISO 11649 « RF… ». */
  structuredReference: string | null;
  /** The bank's own reference of the transaction (CAMT `AcctSvcrRef`, OFX `FITID`, CFONB reference). */
  bankRef: string | null;
  counterpartyName: string | null;
}

export interface BankStatement {
  format: StatementFormat;
  account: { iban: string | null; number: string | null; currency: string | null };
  transactions: BankTransaction[];
}

/** A malformed file: the message names the line, in French (« Ligne 7 : montant illisible »). */
export class StatementError extends Error {
  readonly line: number;
  constructor(line: number, detail: string) {
    super(`Ligne ${line} : ${detail}`);
    this.name = "StatementError";
    this.line = line;
  }
}

/** Bank files are UTF-8 or, still often, Windows-1252 (Latin-1): read whichever decodes. */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.replace(/^\uFEFF/, "");
}

/** « 1 234,56 », « -1234.5 », « 1.234,56 » → cents; null when it is not an amount. */
export function parseDecimalCents(raw: string, decimalComma: boolean): number | null {
  let text = raw.replace(/[\s\u00a0\u202f€]/g, "");
  if (decimalComma) text = text.replace(/\./g, "").replace(",", ".");
  else text = text.replace(/,/g, "");
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] === "-" ? -cents : cents;
}

/** A real calendar day or null. */
export function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** offset → 1-based line, by binary search over the newline offsets (computed once per file). */
export function lineLocator(text: string): (offset: number) => number {
  const breaks: number[] = [];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) breaks.push(i);
  return (offset) => {
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (breaks[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

export const squeeze = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
