/**
 * An invoice row as the module reads it: its lines, the deposits a final invoice deducts, the credit
 * notes of an invoice, and its view (GET /api/factures/:id) with the one money model.
 */
import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import type { InvoiceDeduction, InvoiceType } from "#domain/invoice-document.ts";
import { invoiceChecklist } from "#domain/invoice-checks.ts";
import { invoiceMoney, invoiceTotals, type InvoiceLine, type InvoiceStatus } from "#domain/invoices.ts";
import type { Config } from "#server/config.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { AppError } from "#server/errors.ts";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import { devisLines } from "#server/modules/devis/index.ts";
import type { Outbox } from "../mail/index.ts";
import { invoiceLines, invoices } from "./schema.ts";
import { allocatedTo, paymentsOf } from "./payment-reads.ts";
import { rfReference } from "#domain/payments.ts";
import type { InvoiceView } from "./types.ts";

export type InvoiceRow = typeof invoices.$inferSelect;
export type Exec = Db | Tx;

export interface InvoicesDeps {
  db: Db;
  config: Config;
  logger: Logger;
  outbox: Outbox;
  business: BusinessSettingsService;
  now: () => Date;
}

export const invoiceNotFound = () => new AppError("not-found", "Facture introuvable.");

/** An issued invoice or credit note is frozen: the French refusal of an edit. */
export const frozen = (r: Pick<InvoiceRow, "number" | "type">) =>
  new AppError(
    "conflict",
    `${r.type === "avoir" ? "L'avoir" : "La facture"} ${r.number ?? ""} est émis${r.type === "avoir" ? "" : "e"} : ${r.type === "avoir" ? "il" : "elle"} ne peut plus être modifié${r.type === "avoir" ? "" : "e"} ni supprimé${r.type === "avoir" ? "" : "e"}. Pour corriger une facture, faites un avoir.`,
  );

export async function invoiceRow(exec: Exec, id: number, lock = false): Promise<InvoiceRow> {
  const query = exec.select().from(invoices).where(eq(invoices.id, id));
  const [found] = lock ? await query.for("update") : await query;
  if (!found) throw invoiceNotFound();
  return found;
}

/** The lines of some invoices, in order, by invoice id. */
export async function linesOf(exec: Exec, ids: number[]): Promise<Map<number, InvoiceLine[]>> {
  const byId = new Map<number, InvoiceLine[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await exec
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, ids))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  for (const l of rows)
    byId.get(l.invoiceId)?.push({
      designation: l.designation,
      description: l.description,
      kind: l.kind as InvoiceLine["kind"],
      quantity: l.quantity,
      unit: l.unit as InvoiceLine["unit"],
      unitPriceCents: l.unitPriceCents,
      vatRate: l.vatRate,
      exemption: l.exemption as InvoiceLine["exemption"],
    });
  return byId;
}

/** Replaces an invoice's lines. */
export async function writeLines(tx: Tx, invoiceId: number, lines: readonly InvoiceLine[]) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length > 0)
    await tx.insert(invoiceLines).values(lines.map((l, i) => ({ ...l, invoiceId, position: i + 1 })));
}

/** The issued credit notes of an invoice, and how much they credit (each its net: TTC − its deductions). */
export async function creditedCents(exec: Exec, invoiceId: number): Promise<number> {
  const notes = await exec
    .select({ id: invoices.id, deductions: invoices.deductions })
    .from(invoices)
    .where(and(eq(invoices.correctedId, invoiceId), isNotNull(invoices.number)));
  const lines = await linesOf(
    exec,
    notes.map((n) => n.id),
  );
  return notes.reduce(
    (s, n) =>
      s + invoiceTotals(lines.get(n.id) ?? []).ttcCents - (n.deductions ?? []).reduce((a, d) => a + d.ttcCents, 0),
    0,
  );
}

/**
 * The deposits a final invoice deducts: every issued deposit invoice of the devis not cancelled, by
 * number and date, each for its TTC less its credit notes. `openDrafts`: the deposit drafts still open.
 */
export async function depositsOf(exec: Exec, devisId: number) {
  const rows = await exec
    .select()
    .from(invoices)
    .where(and(eq(invoices.devisId, devisId), eq(invoices.type, "acompte"), ne(invoices.status, "annulee")))
    .orderBy(asc(invoices.id));
  const lines = await linesOf(
    exec,
    rows.map((r) => r.id),
  );
  const deductions: InvoiceDeduction[] = [];
  let draftTtcCents = 0;
  for (const r of rows) {
    const ttc = invoiceTotals(lines.get(r.id) ?? []).ttcCents;
    if (!r.number) draftTtcCents += ttc;
    else
      deductions.push({ number: r.number, date: r.issuedOn ?? "", ttcCents: ttc - (await creditedCents(exec, r.id)) });
  }
  return { deductions, openDrafts: rows.filter((r) => !r.number).length, draftTtcCents };
}

/** The admin's view of an invoice; `today` the Paris day. */
export async function invoiceView(deps: InvoicesDeps, r: InvoiceRow): Promise<InvoiceView> {
  const { db, business } = deps;
  const lines = (await linesOf(db, [r.id])).get(r.id) ?? [];
  const deductions =
    r.deductions ?? (r.type === "solde" && r.devisId ? (await depositsOf(db, r.devisId)).deductions : []);
  const credited = r.type === "avoir" ? 0 : await creditedCents(db, r.id);
  const corrected = r.correctedId ? await invoiceRow(db, r.correctedId) : null;
  const devis = r.devisId ? await devisLines(db, r.devisId) : null;
  const paid = r.type === "avoir" ? 0 : ((await allocatedTo(db, [r.id])).get(r.id) ?? 0);
  return {
    id: r.id,
    number: r.number,
    type: r.type as InvoiceType,
    status: r.status as InvoiceStatus,
    devisId: r.devisId,
    devisNumber: devis?.number ?? null,
    leadId: r.leadId,
    client: r.client,
    siteAddress: r.siteAddress ?? null,
    worksPeriod: r.worksPeriod ?? null,
    lines,
    ...invoiceMoney({ type: r.type as InvoiceType, status: r.status, lines }, deductions, paid, credited),
    depositPercent: r.depositPercent,
    issuedAt: r.issuedOn,
    dueDate: r.dueDate,
    correctedId: r.correctedId,
    correctedNumber: corrected?.number ?? null,
    correctedDate: corrected?.issuedOn ?? null,
    creditedCents: credited,
    paidCents: paid,
    payments: r.type === "avoir" ? [] : await paymentsOf(db, r.id),
    reference: r.number && r.type !== "avoir" ? rfReference(r.number) : null,
    certification: r.certification,
    certificationReturned: r.certificationReturned,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    missing: r.number ? [] : invoiceChecklist(await business.get(), { client: r.client, lines }),
  };
}

export const todayOf = (deps: Pick<InvoicesDeps, "now">) => parisDate(deps.now());
