import { asc, eq } from "drizzle-orm";
import { contactFields, leadStatusOptions, quoteFields, yesNo, type LeadKind } from "#domain/leads.ts";
import { optionLabel } from "#domain/schemas/leads.ts";
import type { Db } from "#server/infra/db/client.ts";
import { contactMessages, quoteRequests } from "#server/infra/db/schema.ts";

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

/** The export of one kind of lead, oldest first, with French headers. */
export async function exportLeadsCsv(db: Db, kind: LeadKind, includeSpam: boolean): Promise<string> {
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

  if (kind === "quote") {
    const rows = await db
      .select()
      .from(quoteRequests)
      .where(includeSpam ? undefined : eq(quoteRequests.isSpam, false))
      .orderBy(asc(quoteRequests.createdAt), asc(quoteRequests.id));
    const labels = quoteFields(sampleQuote).map(([label]) => label);
    return toCsv(
      [...commonHeaders, ...labels, ...tailHeaders],
      rows.map((r) => [...common(r), ...quoteFields(r).map(([, v]) => v), ...tail(r)]),
    );
  }
  const rows = await db
    .select()
    .from(contactMessages)
    .where(includeSpam ? undefined : eq(contactMessages.isSpam, false))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
  const labels = contactFields(sampleContact).map(([label]) => label);
  return toCsv(
    [...commonHeaders, ...labels, ...tailHeaders],
    rows.map((r) => [...common(r), ...contactFields(r).map(([, v]) => (v === "Non précisé" ? "" : v)), ...tail(r)]),
  );
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
