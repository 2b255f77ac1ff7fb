/** What the receivables module receives (server/services.ts wires it). */
import type { Receivables } from "#domain/receivables.ts";
import type { Config } from "#server/config.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import type { InvoiceReceivables } from "#server/modules/invoices/index.ts";
import type { Outbox } from "../mail/index.ts";

/** A receipt of the period (a payment's part on one invoice), from the payments. */
export interface PeriodReceipt {
  invoiceId: number;
  date: string;
  method: string;
  amountCents: number;
}

export interface ReceivablesDeps {
  db: Db;
  config: Config;
  logger: Logger;
  outbox: Outbox;
  business: BusinessSettingsService;
  now: () => Date;
  invoices: InvoiceReceivables;
  /** The payments received from `from` to `to`, per invoice (injected: the payments module). */
  receipts: (exec: Db | Tx, from: string, to: string) => Promise<PeriodReceipt[]>;
}

/** GET /api/encaissements: the ageing, and per invoice whether its reminders are paused and how many left. */
export type ReceivablesView = Omit<Receivables, "rows"> & {
  rows: (Receivables["rows"][number] & { paused: boolean; reminders: number })[];
};
