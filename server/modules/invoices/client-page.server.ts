/**
 * What a free invoice's client page shows (/ma-facture/<token>, app/routes/site/client-invoice.tsx):
 * the invoice, what is left to pay and how (IBAN, RF reference), its PDF. Read by the route's loader.
 */
import { euros, frenchDay } from "#domain/devis.ts";
import { invoiceTypeLabels } from "#domain/invoices.ts";
import { rfPrinted } from "#domain/payments.ts";
import { AppError } from "#server/errors.ts";
import type { Invoices } from "./invoices.ts";
import type { InvoiceClientView } from "./types.ts";

import { INVOICE_UNKNOWN } from "./client-link.ts";

export { INVOICE_UNKNOWN };

export async function invoiceClientPage(invoices: Invoices, token: string): Promise<InvoiceClientView> {
  const row = await invoices.byClientToken(token);
  if (!row?.document) throw new AppError("not-found", INVOICE_UNKNOWN);
  const v = await invoices.get(row.id);
  const doc = row.document;
  const bank = doc.seller.bank;
  const state =
    v.status === "annulee"
      ? "Annulée par un avoir"
      : v.amountDueCents === 0
        ? "Payée — merci !"
        : `Reste à régler : ${euros(v.amountDueCents)}`;
  return {
    title: `${invoiceTypeLabels[v.type]} n° ${doc.number}`,
    clientName: v.client.name,
    issuedOn: frenchDay(doc.issueDate),
    dueOn: frenchDay(doc.dueDate),
    net: euros(v.netCents),
    paid: euros(v.paidCents),
    state,
    due: v.amountDueCents > 0,
    reference: doc.paymentReference ? rfPrinted(doc.paymentReference) : doc.number,
    bank: bank ? { iban: bank.iban.replace(/(.{4})(?=.)/g, "$1 "), bic: bank.bic, holder: bank.holder } : null,
    chequeTo: bank ? null : doc.seller.name,
    pdf: `/ma-facture/${token}/facture.pdf`,
  };
}
