/**
 * Payments as the API offers them (docs/paiements.md): on one invoice, spread over several, undone,
 * refunds and the client's credit; the open invoices and the period's receipts for the bank and the
 * accountant's export.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, ne } from "drizzle-orm";
import { paymentInputSchema, refundInputSchema, rfReference, splitPaymentSchema } from "#domain/payments.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { parseValue } from "#server/validation.ts";
import { clientCredit } from "./client-credit.ts";
import { clientKeyOf, paymentCore } from "./payment-core.ts";
import { invoiceRow, invoiceView, type Exec, type InvoicesDeps } from "./record.ts";
import { invoices, paymentAllocations, payments } from "./schema.ts";

export function invoicePayments(deps: InvoicesDeps) {
  const { db } = deps;
  const core = paymentCore(deps);
  const { payable, record } = core;
  const { creditOf, useCredit, refund } = clientCredit(deps, core);

  /** Undoes a payment unless part of what it brought was already refunded to the client (his credit would go below 0). */
  async function undo(tx: Tx, paymentId: number, by: LeadAuthor | null) {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    const undone = await core.undo(tx, paymentId, by);
    if (p?.kind === "paiement" && (await creditOf(tx, p.clientKey)) < 0)
      throw new AppError(
        "conflict",
        "Ce paiement ne peut pas être annulé : ce qu'il a apporté en trop a déjà été remboursé au client. Annulez d'abord le remboursement.",
      );
    return undone;
  }

  const inTx = <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work);
  const view = async (id: number) => invoiceView(deps, await invoiceRow(db, id));

  return {
    /** POST /api/factures/:id/paiements: the whole payment on this invoice, beyond what it owes kept as credit. */
    async pay(id: number, input: unknown, by: LeadAuthor | null) {
      const v = parseValue(paymentInputSchema, input);
      await inTx(async (tx) => {
        const due = (await invoiceView(deps, await payable(tx, id))).amountDueCents;
        const part = Math.min(v.amountCents, due);
        if (part <= 0) throw new AppError("conflict", "Cette facture est déjà réglée : rien n'y est dû.");
        await record(tx, { ...v, allocations: [{ invoiceId: id, amountCents: part }], by });
      });
      return view(id);
    },
    /** POST /api/factures/paiements: one bank credit or cheque deposit spread over several invoices. */
    async paySplit(input: unknown, by: LeadAuthor | null) {
      const v = parseValue(splitPaymentSchema, input);
      const { id } = await inTx((tx) => record(tx, { ...v, by }));
      return { id, invoices: await Promise.all([...new Set(v.allocations.map((a) => a.invoiceId))].map(view)) };
    },
    /** DELETE /api/factures/paiements/:id */
    undoPayment: (paymentId: number, by: LeadAuthor | null) => inTx((tx) => undo(tx, paymentId, by)),
    /** POST /api/factures/:id/remboursements */
    async refundClient(id: number, input: unknown, by: LeadAuthor | null) {
      await inTx((tx) => refund(tx, id, parseValue(refundInputSchema, input), by));
      return view(id);
    },
    /** POST /api/factures/:id/avoir-client */
    async useClientCredit(id: number, by: LeadAuthor | null) {
      await inTx((tx) => useCredit(tx, id, by));
      return view(id);
    },
    record,
    undo,
    useCredit,
    refund,
    creditOf,
    /** The client's credit as the invoice's page shows it. */
    async creditFor(invoiceId: number): Promise<number> {
      return creditOf(db, clientKeyOf(await invoiceRow(db, invoiceId)));
    },
    /** The issued invoices (not credit notes) with something still due, oldest due first. */
    async openInvoices(exec: Exec = db) {
      const rows = await exec
        .select()
        .from(invoices)
        .where(and(inArray(invoices.status, ["emise"]), ne(invoices.type, "avoir"), isNotNull(invoices.number)))
        .orderBy(asc(invoices.dueDate), asc(invoices.number));
      const open = [];
      for (const r of rows) {
        const v = await invoiceView(deps, r);
        if (v.amountDueCents <= 0) continue;
        open.push({
          id: r.id,
          number: r.number as string,
          type: r.type,
          reference: rfReference(r.number as string),
          clientName: r.client.company || r.client.name,
          ttcCents: v.netCents,
          amountDueCents: v.amountDueCents,
          dueDate: r.dueDate,
          leadId: r.leadId,
        });
      }
      return open;
    },
    /** The parts of payments received from `from` to `to` (Paris days), per invoice: the receipts. */
    async receipts(exec: Exec, from: string, to: string) {
      return exec
        .select({
          invoiceId: paymentAllocations.invoiceId,
          date: payments.date,
          method: payments.method,
          amountCents: paymentAllocations.amountCents,
        })
        .from(paymentAllocations)
        .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
        .where(and(eq(payments.kind, "paiement"), gte(payments.date, from), lte(payments.date, to)))
        .orderBy(asc(payments.date), asc(payments.id));
    },
  };
}
export type InvoicePayments = ReturnType<typeof invoicePayments>;
