/** What the invoices read of their payments (docs/paiements.md): the amounts allocated, the list shown. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { paymentAllocations, payments } from "./schema.ts";
import type { InvoicePayment } from "./types.ts";

type Exec = Db | Tx;

/** The part of each payment allocated to each of `ids` (refunds are never allocated). */
export async function allocatedTo(exec: Exec, ids: number[]): Promise<Map<number, number>> {
  const byId = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return byId;
  const rows = await exec
    .select({
      invoiceId: paymentAllocations.invoiceId,
      cents: sql<number>`sum(${paymentAllocations.amountCents})::int`,
    })
    .from(paymentAllocations)
    .where(inArray(paymentAllocations.invoiceId, ids))
    .groupBy(paymentAllocations.invoiceId);
  for (const r of rows) byId.set(r.invoiceId, r.cents);
  return byId;
}

/** The payments of an invoice, oldest first. */
export async function paymentsOf(exec: Exec, invoiceId: number): Promise<InvoicePayment[]> {
  const rows = await exec
    .select({
      id: payments.id,
      amountCents: paymentAllocations.amountCents,
      paymentCents: payments.amountCents,
      date: payments.date,
      method: payments.method,
      by: payments.recordedByName,
      bank: payments.bankOperationId,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(eq(paymentAllocations.invoiceId, invoiceId), eq(payments.kind, "paiement")))
    .orderBy(asc(payments.date), asc(payments.id));
  return rows.map(({ bank, ...r }) => ({ ...r, fromBank: bank !== null }));
}
