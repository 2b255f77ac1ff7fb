/**
 * The bank module's door (decision 050, docs/architecture.md): statements imported, their operations
 * matched to invoices; payments themselves are recorded by the payments module (injected).
 */
export { createBank, type Bank } from "./bank.ts";
export { createBankRouter } from "./router.ts";
export type { BankOperationView, ImportCounts, PaymentsDoor } from "./types.ts";
