import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { contactFields, leadStatusOptions, quoteFields, yesNo, type LeadKind } from "#domain/leads.ts";
import { optionLabel } from "#domain/schemas/leads.ts";
import type { Db } from "#server/infra/db/client.ts";
import { leads } from "./schema.ts";
import { toRecord, type LeadRecord } from "./record.ts";

/** Characters that make a spreadsheet read a cell as a formula (OWASP « CSV injection »). */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: neutralized if it could run as a formula, always quoted, quotes doubled. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A CSV that a French Excel opens correctly: UTF-8 with BOM, semicolons, CRLF line ends,
 * every field quoted.
 */
export function toCsv(headers: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  const lines = [headers, ...rows].map((cells) => cells.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const dateTime = new Intl.DateTimeFormat("fr-FR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Paris",
});
const frDate = (d: Date | null) => (d ? dateTime.format(d).replace(",", "") : "");
const status = (value: string) => optionLabel(leadStatusOptions, value);

/** Rows read from PostgreSQL at a time by the export: its memory stays that of one batch. */
const EXPORT_BATCH = 500;

/**
 * The export of one kind of lead, oldest first, with French headers, as chunks of CSV text: the
 * BOM and headers, then one chunk per batch of rows read by keyset (created_at, id) — constant
 * memory whatever the number of leads, and the event loop is free between batches.
 */
export async function* streamLeadsCsv(db: Db, kind: LeadKind, includeSpam: boolean): AsyncGenerator<string> {
  const common = (r: { id: number; createdAt: Date; status: string; readAt: Date | null }) => [
    r.id,
    frDate(r.createdAt),
    status(r.status),
    yesNo(r.readAt !== null),
  ];
  const commonHeaders = ["N°", "Date", "Statut", "Lu"];
  const tail = (r: { notes: string; isSpam: boolean; spamReason: string }) => [
    r.notes,
    ...(includeSpam ? [yesNo(r.isSpam), r.spamReason] : []),
  ];
  const tailHeaders = ["Notes internes", ...(includeSpam ? ["Spam", "Raison du spam"] : [])];
  const labels =
    kind === "quote"
      ? quoteFields(sampleQuote).map(([label]) => label)
      : contactFields(sampleContact).map(([label]) => label);
  const line = (cells: (string | number | boolean | null | undefined)[]) => cells.map(csvCell).join(";");
  yield `\uFEFF${line([...commonHeaders, ...labels, ...tailHeaders])}\r\n`;

  /**
   * The rows of this kind after the one of id `after` (keyset on created_at, id; the timestamp is
   * read by PostgreSQL itself, to the microsecond a JavaScript Date would lose), not spam unless
   * asked, never an erased lead (its personal data is gone, decision 055).
   */
  const t = leads;
  const where = (after: number | null): SQL | undefined =>
    and(
      eq(t.kind, kind),
      isNull(t.erasedAt),
      includeSpam ? undefined : eq(t.isSpam, false),
      after === null
        ? undefined
        : // The first condition is a range of the created_at index; the second is the exact keyset.
          sql`${t.createdAt} >= (select ${t.createdAt} from ${t} where ${t.id} = ${after}) and (${t.createdAt}, ${t.id}) > (select ${t.createdAt}, ${t.id} from ${t} where ${t.id} = ${after})`,
    );
  const cells = (r: LeadRecord) =>
    r.kind === "quote"
      ? quoteFields(r).map(([, v]) => v)
      : contactFields(r).map(([, v]) => (v === "Non précisé" ? "" : v));
  const batch = async (after: number | null): Promise<{ id: number; line: string }[]> =>
    (await db.select().from(t).where(where(after)).orderBy(asc(t.createdAt), asc(t.id)).limit(EXPORT_BATCH))
      .map(toRecord)
      .map((r) => ({ id: r.id, line: line([...common(r), ...cells(r), ...tail(r)]) }));

  let after: number | null = null;
  for (;;) {
    const rows = await batch(after);
    if (rows.length === 0) return;
    yield rows.map((r) => `${r.line}\r\n`).join("");
    after = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The whole export as one string (small exports, tests). */
export async function exportLeadsCsv(db: Db, kind: LeadKind, includeSpam: boolean): Promise<string> {
  let out = "";
  for await (const chunk of streamLeadsCsv(db, kind, includeSpam)) out += chunk;
  return out;
}

/** Only the labels of these are read (the headers follow the field order of domain/leads.ts). */
const sampleQuote = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  projectType: "",
  projectDescription: "",
  budget: "",
  timeline: "",
  dimensions: "",
  visitRequest: false,
  newsletterConsent: false,
  rgpdConsent: false,
};
const sampleContact = { nom: "", prenom: "", email: "", telephone: "", projet: "", message: "" };
