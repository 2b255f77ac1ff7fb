/**
 * What getting paid reads of the invoices (docs/paiements.md): the issued invoices still owed, one
 * invoice locked with its amount due (a reminder checks it in its own transaction, at send time), and
 * a period's sales for the accountant's export with their kept PDFs.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, ne } from "drizzle-orm";
import type { InvoiceDocument } from "#domain/invoice-document.ts";
import { clientAccountOf, type JournalInvoice, type RatePart } from "#domain/sales-journal.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { invoiceFiles } from "./files.ts";
import { invoiceRow, invoiceView, type Exec, type InvoicesDeps } from "./record.ts";
import { invoices } from "./schema.ts";

export interface ReceivableInvoice {
  id: number;
  number: string;
  type: string;
  status: string;
  clientName: string;
  client: { name: string; email: string; siren: string; company: string };
  issuedOn: string;
  dueDate: string;
  netCents: number;
  amountDueCents: number;
  leadId: number | null;
  document: InvoiceDocument;
}

const byRateOf = (doc: InvoiceDocument): RatePart[] =>
  doc.totals.byRate.map((r) => ({ rate: r.rate, htCents: r.baseCents, vatCents: r.vatCents }));

type Row = typeof invoices.$inferSelect;
const refColumns = { id: invoices.id, number: invoices.number, type: invoices.type, document: invoices.document };

/** The rows as the journal takes them: a final invoice's deposits by rate, a credit note of a deposit. */
async function journalRows(exec: Exec, rows: Row[]): Promise<(JournalInvoice & { id: number })[]> {
  const deducted = rows.flatMap((r) => r.document?.deductions.map((d) => d.number) ?? []);
  const corrected = rows.flatMap((r) => (r.correctedId ? [r.correctedId] : []));
  const refs = [
    ...(deducted.length ? await exec.select(refColumns).from(invoices).where(inArray(invoices.number, deducted)) : []),
    ...(corrected.length ? await exec.select(refColumns).from(invoices).where(inArray(invoices.id, corrected)) : []),
  ];
  const byNumber = new Map(refs.map((r) => [r.number, r]));
  const byId = new Map(refs.map((r) => [r.id, r]));
  return rows.flatMap((r) => {
    const doc = r.document;
    if (!r.number || !doc) return [];
    return [
      {
        id: r.id,
        number: r.number,
        date: doc.issueDate,
        type: r.type as JournalInvoice["type"],
        correctsDeposit: r.correctedId ? byId.get(r.correctedId)?.type === "acompte" : false,
        clientName: r.client.company || r.client.name,
        clientKey: clientAccountOf(r),
        byRate: byRateOf(doc),
        deductions: doc.deductions.map((d) => {
          const dep = byNumber.get(d.number)?.document;
          return { number: d.number, byRate: dep ? byRateOf(dep) : [] };
        }),
      },
    ];
  });
}

export function invoiceReceivables(deps: InvoicesDeps) {
  async function receivable(r: Row): Promise<ReceivableInvoice | null> {
    if (!r.number || !r.document || !r.issuedOn) return null;
    const view = await invoiceView(deps, r);
    return {
      id: r.id,
      number: r.number,
      type: r.type,
      status: r.status,
      clientName: r.client.company || r.client.name,
      client: r.client,
      issuedOn: r.issuedOn,
      dueDate: r.dueDate ?? r.issuedOn,
      netCents: view.netCents,
      amountDueCents: view.amountDueCents,
      leadId: r.leadId,
      document: r.document,
    };
  }

  return {
    /** The issued invoices not paid, cancelled nor credit notes, with what is still due. */
    async open(exec: Exec = deps.db): Promise<ReceivableInvoice[]> {
      const rows = await exec
        .select()
        .from(invoices)
        .where(and(eq(invoices.status, "emise"), ne(invoices.type, "avoir"), isNotNull(invoices.number)))
        .orderBy(asc(invoices.dueDate), asc(invoices.number));
      const out: ReceivableInvoice[] = [];
      for (const r of rows) {
        const one = await receivable(r);
        if (one && one.amountDueCents > 0) out.push(one);
      }
      return out;
    },

    /** One invoice locked in `tx` (FOR UPDATE) with what is due now; null when not issued. */
    async locked(tx: Tx, id: number): Promise<ReceivableInvoice | null> {
      return receivable(await invoiceRow(tx, id, true));
    },

    /** Its PDF as kept (rendered once, at the first sending or download). */
    async pdf(exec: Exec, id: number): Promise<{ number: string; pdf: Buffer }> {
      const r = await invoiceRow(exec, id);
      const settings = await deps.business.get();
      const files = await invoiceFiles(exec, r, settings);
      return { number: files.number, pdf: files.pdf };
    },

    /** The invoices and credit notes issued from `from` to `to` (Paris days), as the journal takes them. */
    async sales(exec: Exec, from: string, to: string) {
      const rows = await exec
        .select()
        .from(invoices)
        .where(and(isNotNull(invoices.number), gte(invoices.issuedOn, from), lte(invoices.issuedOn, to)))
        .orderBy(asc(invoices.issuedOn), asc(invoices.number));
      return journalRows(exec, rows);
    },

    /** Some issued invoices as the journal takes them (the receipts' invoices). */
    async journalOf(exec: Exec, ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await exec
        .select()
        .from(invoices)
        .where(and(isNotNull(invoices.number), inArray(invoices.id, ids)));
      return journalRows(exec, rows);
    },
  };
}
export type InvoiceReceivables = ReturnType<typeof invoiceReceivables>;
