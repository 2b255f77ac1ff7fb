import { z } from "zod";
import {
  isoDay,
  parseDecimalCents,
  squeeze,
  StatementError,
  type BankStatement,
  type BankTransaction,
} from "./types.ts";

/**
 * CSV exports of online banking: no two banks alike, so a column mapping is saved and named per bank
 * (the columns by their header's name, the date format, one amount column or a debit and a credit one).
 */

export const csvDateFormats = ["JJ/MM/AAAA", "JJ/MM/AA", "AAAA-MM-JJ", "JJ-MM-AAAA", "JJ.MM.AAAA"] as const;

const column = z.string().trim().max(80);
export const csvMappingSchema = z
  .object({
    name: z.string().trim().min(1, "Donnez un nom à ce modèle (le nom de la banque)").max(80),
    separator: z.enum([";", ",", "\t"]).default(";"),
    dateColumn: column.min(1, "Indiquez la colonne de la date"),
    dateFormat: z.enum(csvDateFormats).default("JJ/MM/AAAA"),
    amountColumn: column.default(""),
    debitColumn: column.default(""),
    creditColumn: column.default(""),
    decimalComma: z.boolean().default(true),
    labelColumn: column.min(1, "Indiquez la colonne du libellé"),
    referenceColumn: column.default(""),
    counterpartyColumn: column.default(""),
  })
  .refine((m) => m.amountColumn !== "" || (m.debitColumn !== "" && m.creditColumn !== ""), {
    message: "Indiquez la colonne du montant, ou celles du débit et du crédit",
    path: ["amountColumn"],
  });
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** RFC 4180 rows (quotes, doubled quotes, line breaks inside quotes), each with its first line. */
export function csvRows(text: string, separator: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((v) => v.trim() !== "")) rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      if (c === "\n") line++;
      cell += c;
    } else if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (c === separator) {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
      rowLine = ++line;
    } else {
      cell += c;
    }
  }
  if (quoted) throw new StatementError(rowLine, "guillemet ouvert jamais fermé");
  endRow();
  return rows;
}

function csvDate(raw: string, format: CsvMapping["dateFormat"]): string | null {
  const value = raw.trim();
  const pattern = {
    "JJ/MM/AAAA": /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
    "JJ/MM/AA": /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/,
    "JJ-MM-AAAA": /^(\d{1,2})-(\d{1,2})-(\d{4})$/,
    "JJ.MM.AAAA": /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/,
    "AAAA-MM-JJ": /^(\d{4})-(\d{2})-(\d{2})/,
  }[format];
  const m = pattern.exec(value);
  if (!m) return null;
  if (format === "AAAA-MM-JJ") return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  const year = Number(m[3]) < 100 ? 2000 + Number(m[3]) : Number(m[3]);
  return isoDay(year, Number(m[2]), Number(m[1]));
}

const norm = (header: string) => squeeze(header).toLowerCase();

export function parseCsv(text: string, mapping: CsvMapping): BankStatement {
  const rows = csvRows(text, mapping.separator);
  const headerIndex = rows.findIndex((r) => {
    const names = r.cells.map(norm);
    return names.includes(norm(mapping.dateColumn)) && names.includes(norm(mapping.labelColumn));
  });
  if (headerIndex < 0) {
    throw new StatementError(
      1,
      `colonnes « ${mapping.dateColumn} » et « ${mapping.labelColumn} » introuvables (modèle « ${mapping.name} »)`,
    );
  }
  const header = rows[headerIndex]!;
  const indexOf = (name: string) => {
    if (name === "") return -1;
    const i = header.cells.map(norm).indexOf(norm(name));
    if (i < 0) throw new StatementError(header.line, `colonne « ${name} » introuvable (modèle « ${mapping.name} »)`);
    return i;
  };
  const col = {
    date: indexOf(mapping.dateColumn),
    amount: indexOf(mapping.amountColumn),
    debit: indexOf(mapping.debitColumn),
    credit: indexOf(mapping.creditColumn),
    label: indexOf(mapping.labelColumn),
    reference: indexOf(mapping.referenceColumn),
    counterparty: indexOf(mapping.counterpartyColumn),
  };
  const transactions: BankTransaction[] = rows.slice(headerIndex + 1).map(({ line, cells }) => {
    const cell = (i: number) => (i < 0 ? "" : (cells[i] ?? ""));
    const bookingDate = csvDate(cell(col.date), mapping.dateFormat);
    if (bookingDate === null)
      throw new StatementError(line, `date illisible (« ${squeeze(cell(col.date))} », ${mapping.dateFormat} attendu)`);
    const amountCents = csvAmount(cell, col, mapping.decimalComma);
    if (amountCents === null) throw new StatementError(line, "montant illisible");
    const label = squeeze(cell(col.label));
    return {
      line,
      bookingDate,
      valueDate: null,
      amountCents,
      label,
      remittance: label,
      structuredReference: null,
      bankRef: squeeze(cell(col.reference)) || null,
      counterpartyName: squeeze(cell(col.counterparty)) || null,
    };
  });
  return { format: "csv", account: { iban: null, number: null, currency: null }, transactions };
}

function csvAmount(
  cell: (i: number) => string,
  col: { amount: number; debit: number; credit: number },
  comma: boolean,
) {
  if (col.amount >= 0) return parseDecimalCents(cell(col.amount), comma);
  const debitText = cell(col.debit).trim();
  const creditText = cell(col.credit).trim();
  if (debitText === "" && creditText === "") return null;
  const debit = debitText === "" ? 0 : parseDecimalCents(debitText, comma);
  const credit = creditText === "" ? 0 : parseDecimalCents(creditText, comma);
  if (debit === null || credit === null) return null;
  return Math.abs(credit) - Math.abs(debit);
}
