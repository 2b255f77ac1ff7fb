import { looksLikeCamt053, parseCamt053 } from "./camt053.ts";
import { looksLikeCfonb120, parseCfonb120 } from "./cfonb120.ts";
import { parseCsv, type CsvMapping } from "./csv.ts";
import { looksLikeOfx, parseOfx } from "./ofx.ts";
import { decodeText, StatementError, type BankStatement, type StatementFormat } from "./types.ts";

export * from "./types.ts";
export { csvMappingSchema, csvDateFormats, type CsvMapping } from "./csv.ts";
export { cfonbAmountCents } from "./cfonb120.ts";

/** The format of a file from its content (never from its name): null when none fits. */
export function detectFormat(text: string): Exclude<StatementFormat, "csv"> | null {
  if (looksLikeCamt053(text)) return "camt053";
  if (looksLikeOfx(text)) return "ofx";
  if (looksLikeCfonb120(text)) return "cfonb120";
  return null;
}

/**
 * Reads a bank statement. Without `format` the content decides; a file that is none of CAMT.053,
 * OFX or CFONB 120 is read as CSV when a mapping is given. Throws `StatementError` (line named).
 */
export function parseStatement(
  bytes: Uint8Array,
  options: { format?: StatementFormat | undefined; csvMapping?: CsvMapping | null | undefined } = {},
): BankStatement {
  const text = decodeText(bytes);
  if (text.trim() === "") throw new StatementError(1, "le fichier est vide");
  const format = options.format ?? detectFormat(text) ?? (options.csvMapping ? "csv" : null);
  switch (format) {
    case "camt053":
      return parseCamt053(text);
    case "cfonb120":
      return parseCfonb120(text);
    case "ofx":
      return parseOfx(text);
    case "csv":
      if (!options.csvMapping)
        throw new StatementError(1, "fichier CSV : choisissez le modèle de colonnes de votre banque");
      return parseCsv(text, options.csvMapping);
    default:
      throw new StatementError(1, "format non reconnu (CAMT.053, CFONB 120, OFX ou CSV attendu)");
  }
}

/**
 * One key per transaction, the same in every export that holds it: the bank's reference (CAMT
 * `AcctSvcrRef`, OFX `FITID`, CFONB reference) with the account, else date + amount + label (and its
 * rank among identical ones in the file, so two identical card payments of a day stay two).
 */
export function transactionKeys(statement: BankStatement): string[] {
  const account = statement.account.iban ?? statement.account.number ?? "";
  const seen = new Map<string, number>();
  return statement.transactions.map((t) => {
    if (t.bankRef) return `ref|${account}|${t.bankRef}`;
    const base = `dal|${t.bookingDate}|${t.amountCents}|${t.label.toUpperCase()}`;
    const rank = (seen.get(base) ?? 0) + 1;
    seen.set(base, rank);
    return `${base}|${rank}`;
  });
}
