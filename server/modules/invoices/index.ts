/**
 * The invoices module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file (or types.ts for types only).
 */
export { createInvoices, type Invoices } from "./invoices.ts";
export { buildInvoiceDocument } from "./document.ts";
export { createInvoicesRouter } from "./router.ts";
export { createInvoiceClientRouter } from "./client-router.ts";
export type { InvoiceSummary, InvoiceView } from "./types.ts";
export { invoiceReceivables, type InvoiceReceivables, type ReceivableInvoice } from "./receivable.ts";
