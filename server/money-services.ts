import { createBank } from "#server/modules/bank/index.ts";
import type { Invoices } from "#server/modules/invoices/index.ts";
import { createReceivables, type ReceivablesDeps } from "#server/modules/receivables/index.ts";

/**
 * Getting paid, wired at the root (docs/paiements.md): the receivables (« À encaisser », reminders,
 * the accountant's export) and the bank statements read the invoices' payments through the invoices
 * module's door; the bank records and undoes payments through it.
 */
export function createMoneyServices(workflow: Omit<ReceivablesDeps, "invoices" | "receipts">, invoices: Invoices) {
  const { payments } = invoices;
  const receivables = createReceivables({
    ...workflow,
    invoices: invoices.receivable,
    receipts: (exec, from, to) => payments.receipts(exec, from, to),
  });
  const bank = createBank({
    db: workflow.db,
    now: workflow.now,
    payments: {
      recordPayment: (tx, p) => payments.record(tx, p),
      undoPayment: (tx, id, by) => payments.undo(tx, id, by),
      openInvoices: (tx) => payments.openInvoices(tx),
    },
  });
  return { receivables, bank };
}
