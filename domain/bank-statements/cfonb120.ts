import { isoDay, squeeze, StatementError, type BankStatement, type BankTransaction } from "./types.ts";

/**
 * CFONB 120 (« relevé de compte sur support informatique », 120 characters a record): 01 the previous
 * balance, 04 a movement, 05 its complements (payer's name, free text, client reference), 07 the new
 * balance. Positions are those of the CFONB brochure (1-based in the comments, 0-based in the code).
 */

const recordLength = 120;

/** The last digit of an amount carries the sign: « { » and A–I for 0–9 credit, « } » and J–R debit. */
const signDigits: Record<string, [sign: 1 | -1, digit: number]> = { "{": [1, 0], "}": [-1, 0] };
"ABCDEFGHI".split("").forEach((letter, i) => (signDigits[letter] = [1, i + 1]));
"JKLMNOPQR".split("").forEach((letter, i) => (signDigits[letter] = [-1, i + 1]));

/** Positions 91–104, with the number of decimals at position 20. Null when unreadable. */
export function cfonbAmountCents(field: string, decimals: number): number | null {
  const sign = signDigits[field.slice(-1)];
  const digits = field.slice(0, -1);
  if (!sign || !/^\d+$/.test(digits) || decimals > 4) return null;
  const units = BigInt(digits + String(sign[1]));
  const scale = 10n ** BigInt(decimals);
  const cents = units * 100n;
  if (cents % scale !== 0n) return null;
  return sign[0] * Number(cents / scale);
}

/** JJMMAA → YYYY-MM-DD (years 00–60 are 20xx). */
function cfonbDate(field: string): string | null {
  if (!/^\d{6}$/.test(field)) return null;
  const yy = Number(field.slice(4, 6));
  return isoDay(yy > 60 ? 1900 + yy : 2000 + yy, Number(field.slice(2, 4)), Number(field.slice(0, 2)));
}

function splitRecords(text: string): string[] {
  const trimmed = text.replace(/[\r\n]+$/, "");
  if (!/[\r\n]/.test(trimmed) && trimmed.length > recordLength && trimmed.length % recordLength === 0) {
    return trimmed.match(/.{120}/gs) ?? [];
  }
  return trimmed.split(/\r?\n/);
}

export const looksLikeCfonb120 = (text: string) => /^(01|04|05|07)\d{5}/.test(text) && !text.startsWith("<");

export function parseCfonb120(text: string): BankStatement {
  const transactions: BankTransaction[] = [];
  const account: BankStatement["account"] = { iban: null, number: null, currency: null };
  let current: BankTransaction | null = null;
  splitRecords(text).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    if (raw.length > recordLength)
      throw new StatementError(line, `enregistrement de ${raw.length} caractères, 120 attendus`);
    const record = raw.padEnd(recordLength, " ");
    const code = record.slice(0, 2);
    if (!["01", "04", "05", "07"].includes(code)) {
      throw new StatementError(line, `code d'enregistrement « ${code} » inconnu (01, 04, 05 ou 07 attendu)`);
    }
    const decimals = Number(record.slice(19, 20));
    account.number ??= `${record.slice(2, 7)} ${record.slice(11, 16)} ${record.slice(21, 32).trim()}`;
    account.currency ??= record.slice(16, 19).trim() || null;
    if (code === "05") {
      if (!current) throw new StatementError(line, "complément (05) sans opération (04) avant lui");
      addComplement(current, record.slice(45, 48), squeeze(record.slice(48, 118)));
      return;
    }
    if (!/^\d$/.test(record.slice(19, 20))) throw new StatementError(line, "nombre de décimales illisible");
    const amountCents = cfonbAmountCents(record.slice(90, 104), decimals);
    if (amountCents === null) throw new StatementError(line, "montant illisible");
    const bookingDate = cfonbDate(record.slice(34, 40));
    if (bookingDate === null) throw new StatementError(line, "date illisible");
    if (code !== "04") {
      current = null;
      return;
    }
    const valueField = record.slice(42, 48);
    const valueDate = valueField.trim() === "" ? null : cfonbDate(valueField);
    if (valueDate === null && valueField.trim() !== "") throw new StatementError(line, "date de valeur illisible");
    const entryNumber = record.slice(81, 88).trim();
    current = {
      line,
      bookingDate,
      valueDate,
      amountCents,
      label: squeeze(record.slice(48, 79)),
      remittance: "",
      structuredReference: null,
      bankRef: squeeze(record.slice(104, 120)) || (/^0*$/.test(entryNumber) ? null : entryNumber),
      counterpartyName: null,
    };
    transactions.push(current);
  });
  return { format: "cfonb120", account, transactions };
}

/** 05 qualifiers: NPY the payer, NBE the beneficiary, RCN the client's reference, the rest free text. */
function addComplement(transaction: BankTransaction, qualifier: string, detail: string) {
  if (detail === "") return;
  if (qualifier === "NPY" || (qualifier === "NBE" && transaction.amountCents < 0)) {
    transaction.counterpartyName ??= detail;
    return;
  }
  if (qualifier === "RCN" && /^RF\d{2}[A-Z0-9]+$/i.test(detail.replace(/\s/g, ""))) {
    transaction.structuredReference ??= detail.replace(/\s/g, "").toUpperCase();
  }
  if (["IPY", "IBE", "NBU"].includes(qualifier)) return;
  transaction.remittance = squeeze(`${transaction.remittance} ${detail}`);
}
