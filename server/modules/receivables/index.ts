/**
 * The receivables module's door (decision 050): « À encaisser », the invoices' reminders and the
 * accountant's sales export (docs/paiements.md).
 */
export { createReceivables, type ReceivablesService } from "./receivables.ts";
export { createReceivablesRouter } from "./router.ts";
export type { PeriodReceipt, ReceivablesDeps, ReceivablesView } from "./types.ts";
