/**
 * Payments, the core (docs/paiements.md): a payment recorded and spread over invoices, undone; an
 * invoice is « payée » once nothing is due on it, « émise » again when a payment goes.
 */
import { eq } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { euros } from "#domain/devis.ts";
import { paymentMethodLabel, type PaymentMethod } from "#domain/payments.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { recordEvent } from "#server/modules/leads/index.ts";
import { allocatedTo } from "./payment-reads.ts";
import { invoiceRow, invoiceView, type InvoiceRow, type InvoicesDeps } from "./record.ts";
import { invoices, paymentAllocations, payments } from "./schema.ts";

export interface PaymentInput {
  allocations: { invoiceId: number; amountCents: number }[];
  amountCents: number;
  date: string;
  method: PaymentMethod;
  by: LeadAuthor | null;
  bankOperationId?: number | null;
}

/** The client a payment's credit belongs to: his lead, else his e-mail, else the invoice. */
export const clientKeyOf = (r: Pick<InvoiceRow, "id" | "leadId" | "client">) =>
  r.leadId ? `lead:${r.leadId}` : r.client.email ? `email:${r.client.email.toLowerCase()}` : `facture:${r.id}`;

export const unprocessable = (field: string, message: string) =>
  new AppError("unprocessable", message, { errors: { [field]: message } });

export function paymentCore(deps: InvoicesDeps) {
  const { now } = deps;

  async function owed(r: InvoiceRow): Promise<number> {
    const v = await invoiceView(deps, r);
    return v.netCents - v.creditedCents;
  }

  /** « payée » when its payments cover what is owed, « émise » otherwise (a cancelled one stays so). */
  async function settle(tx: Tx, ids: number[]) {
    const paid = await allocatedTo(tx, ids);
    for (const id of ids) {
      const r = await invoiceRow(tx, id, true);
      if (r.status !== "emise" && r.status !== "payee") continue;
      const status = (paid.get(id) ?? 0) >= (await owed(r)) ? "payee" : "emise";
      if (status !== r.status) await tx.update(invoices).set({ status, updatedAt: now() }).where(eq(invoices.id, id));
    }
  }

  async function timeline(tx: Tx, r: InvoiceRow, title: string, by: LeadAuthor | null) {
    if (r.leadId) await recordEvent(tx, r.leadId, "devis", { title }, null, by);
  }

  /** An issued invoice (not a credit note) that may receive money, locked. */
  async function payable(tx: Tx, id: number): Promise<InvoiceRow> {
    const r = await invoiceRow(tx, id, true);
    if (!r.number)
      throw new AppError("conflict", "Cette facture est un brouillon : émettez-la avant d'y enregistrer un paiement.");
    if (r.type === "avoir")
      throw new AppError(
        "conflict",
        "Un avoir ne reçoit pas de paiement : le client le déduit, ou vous le remboursez.",
      );
    return r;
  }

  function checkDate(date: string) {
    if (date > parisDate(now())) throw unprocessable("date", "La date du paiement ne peut pas être dans le futur.");
  }

  /** The client's credit: what his payments brought beyond what his invoices owe, less his refunds. */
  async function record(tx: Tx, input: PaymentInput): Promise<{ id: number }> {
    checkDate(input.date);
    const spread = input.allocations.reduce((s, a) => s + a.amountCents, 0);
    if (spread > input.amountCents)
      throw unprocessable("allocations", "La somme répartie dépasse le montant du paiement.");
    const rows: InvoiceRow[] = [];
    for (const a of [...input.allocations].sort((x, y) => x.invoiceId - y.invoiceId))
      rows.push(await payable(tx, a.invoiceId));
    const first = rows.find((r) => r.id === input.allocations[0]?.invoiceId) ?? rows[0];
    if (!first) throw unprocessable("allocations", "Au moins une facture");
    const [payment] = await tx
      .insert(payments)
      .values({
        kind: "paiement",
        date: input.date,
        amountCents: input.amountCents,
        method: input.method,
        clientKey: clientKeyOf(first),
        clientName: first.client.company || first.client.name,
        bankOperationId: input.bankOperationId ?? null,
        recordedByName: input.by?.name ?? "",
      })
      .returning({ id: payments.id });
    await tx.insert(paymentAllocations).values(input.allocations.map((a) => ({ ...a, paymentId: payment.id })));
    for (const r of rows) {
      const part = input.allocations.filter((a) => a.invoiceId === r.id).reduce((s, a) => s + a.amountCents, 0);
      await timeline(
        tx,
        r,
        `Paiement de ${euros(part)} reçu (${paymentMethodLabel(input.method).toLowerCase()}, le ${input.date}) sur la facture ${r.number}`,
        input.by,
      );
    }
    await settle(
      tx,
      rows.map((r) => r.id),
    );
    return payment;
  }

  async function undo(tx: Tx, paymentId: number, by: LeadAuthor | null) {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!p) throw new AppError("not-found", "Paiement introuvable.");
    const parts = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
    await tx.delete(payments).where(eq(payments.id, paymentId));
    const ids = [...new Set(parts.map((a) => a.invoiceId))];
    for (const id of ids) {
      const r = await invoiceRow(tx, id);
      await timeline(tx, r, `Paiement de ${euros(p.amountCents)} du ${p.date} annulé (facture ${r.number})`, by);
    }
    await settle(tx, ids);
    return { id: paymentId, invoiceIds: ids };
  }

  /** Moves the client's credit onto this invoice, up to what it still owes. */
  return { owed, settle, timeline, payable, checkDate, record, undo };
}
export type PaymentCore = ReturnType<typeof paymentCore>;
