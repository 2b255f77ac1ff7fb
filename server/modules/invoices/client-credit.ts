/**
 * The client's credit (docs/paiements.md): what he paid beyond what his invoices owe (an overpayment,
 * a credit note on a paid invoice), used on a later invoice or refunded — never more than he has.
 */
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { euros } from "#domain/devis.ts";
import { paymentMethodLabel, type PaymentMethod } from "#domain/payments.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { clientKeyOf, unprocessable, type PaymentCore } from "./payment-core.ts";
import { allocatedTo } from "./payment-reads.ts";
import { invoiceRow, invoiceView, type Exec, type InvoicesDeps } from "./record.ts";
import { paymentAllocations, payments } from "./schema.ts";

export function clientCredit(deps: InvoicesDeps, core: PaymentCore) {
  const { owed, settle, timeline, payable, checkDate } = core;

  async function creditOf(exec: Exec, clientKey: string): Promise<number> {
    const mine = await exec.select().from(payments).where(eq(payments.clientKey, clientKey));
    if (mine.length === 0) return 0;
    const allocations = await exec
      .select()
      .from(paymentAllocations)
      .where(
        inArray(
          paymentAllocations.paymentId,
          mine.map((p) => p.id),
        ),
      );
    const received = mine.filter((p) => p.kind === "paiement").reduce((s, p) => s + p.amountCents, 0);
    const refunded = mine.filter((p) => p.kind === "remboursement").reduce((s, p) => s + p.amountCents, 0);
    const byInvoice = new Map<number, number>();
    for (const a of allocations) byInvoice.set(a.invoiceId, (byInvoice.get(a.invoiceId) ?? 0) + a.amountCents);
    let settled = 0;
    for (const [id, cents] of byInvoice)
      settled += Math.min(cents, Math.max(0, await owed(await invoiceRow(exec, id))));
    return received - settled - refunded;
  }

  async function useCredit(tx: Tx, invoiceId: number, by: LeadAuthor | null): Promise<number> {
    const r = await payable(tx, invoiceId);
    const key = clientKeyOf(r);
    let wanted = Math.min((await invoiceView(deps, r)).amountDueCents, await creditOf(tx, key));
    if (wanted <= 0) throw new AppError("conflict", "Ce client n'a pas d'avoir à utiliser, ou la facture est réglée.");
    const used = wanted;
    // First the payments' parts never allocated, oldest first; then what other invoices received beyond their due.
    const mine = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.clientKey, key), eq(payments.kind, "paiement")))
      .orderBy(asc(payments.date));
    for (const p of mine) {
      if (wanted <= 0) break;
      const [{ spread }] = await tx
        .select({ spread: sql<number>`coalesce(sum(${paymentAllocations.amountCents}), 0)::int` })
        .from(paymentAllocations)
        .where(eq(paymentAllocations.paymentId, p.id));
      const take = Math.min(wanted, p.amountCents - spread);
      if (take <= 0) continue;
      await tx.insert(paymentAllocations).values({ paymentId: p.id, invoiceId, amountCents: take });
      wanted -= take;
    }
    const others = await tx
      .select()
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(and(eq(payments.clientKey, key), ne(paymentAllocations.invoiceId, invoiceId)))
      .orderBy(desc(paymentAllocations.id));
    for (const { payment_allocations: a } of others) {
      if (wanted <= 0) break;
      const excess =
        ((await allocatedTo(tx, [a.invoiceId])).get(a.invoiceId) ?? 0) -
        Math.max(0, await owed(await invoiceRow(tx, a.invoiceId)));
      const take = Math.min(wanted, excess, a.amountCents);
      if (take <= 0) continue;
      await tx
        .update(paymentAllocations)
        .set({ amountCents: a.amountCents - take })
        .where(eq(paymentAllocations.id, a.id));
      await tx.insert(paymentAllocations).values({ paymentId: a.paymentId, invoiceId, amountCents: take });
      wanted -= take;
    }
    await timeline(tx, r, `Avoir du client de ${euros(used - wanted)} utilisé sur la facture ${r.number}`, by);
    await settle(tx, [invoiceId]);
    return used - wanted;
  }

  /** Money given back to the client from his credit (an overpayment, a credit note on a paid invoice). */
  async function refund(
    tx: Tx,
    invoiceId: number,
    input: { amountCents: number; date: string; method: PaymentMethod },
    by: LeadAuthor | null,
  ) {
    checkDate(input.date);
    const r = await invoiceRow(tx, invoiceId, true);
    if (!r.number) throw new AppError("conflict", "Cette facture est un brouillon.");
    const key = clientKeyOf(r);
    const credit = await creditOf(tx, key);
    if (input.amountCents > credit)
      throw unprocessable(
        "amountCents",
        `Le client n'a que ${euros(Math.max(0, credit))} d'avoir : on ne rembourse pas davantage.`,
      );
    await tx.insert(payments).values({
      kind: "remboursement",
      date: input.date,
      amountCents: input.amountCents,
      method: input.method,
      clientKey: key,
      clientName: r.client.company || r.client.name,
      recordedByName: by?.name ?? "",
    });
    await timeline(
      tx,
      r,
      `Remboursement de ${euros(input.amountCents)} au client (${paymentMethodLabel(input.method).toLowerCase()}, le ${input.date})`,
      by,
    );
  }

  return { creditOf, useCredit, refund };
}
