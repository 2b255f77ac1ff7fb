import type { Allocation, OpenInvoice } from "#domain/bank-matching.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import type { BankCandidate } from "./schema.ts";

/**
 * What the bank module needs of the payments module, injected by server/services.ts (the payments
 * core records and undoes payments; the bank only decides which).
 */
export interface PaymentsDoor {
  recordPayment(
    tx: Tx,
    payment: {
      allocations: Allocation[];
      amountCents: number;
      date: string;
      method: "virement";
      by: LeadAuthor | null;
      bankOperationId: number;
    },
  ): Promise<{ id: number }>;
  undoPayment(tx: Tx, paymentId: number, by: LeadAuthor | null): Promise<unknown>;
  openInvoices(tx: Tx): Promise<(OpenInvoice & { ttcCents?: number; dueDate?: string | null })[]>;
}

export interface BankDeps {
  db: Db;
  now: () => Date;
  payments: PaymentsDoor;
}

export const operationStatuses = ["rapprochee", "a_confirmer", "ignoree", "non_rapprochee"] as const;
export type OperationStatus = (typeof operationStatuses)[number];

export interface BankOperationView {
  id: number;
  bookingDate: string;
  amountCents: number;
  label: string;
  remittance: string;
  reference: string | null;
  counterpartyName: string | null;
  status: OperationStatus;
  rule: string | null;
  reason: string;
  candidates: BankCandidate[];
  proposal: Allocation[];
  paymentIds: number[];
  decidedBy: string | null;
}

export interface ImportCounts {
  imported: number;
  matched: number;
  toConfirm: number;
  duplicates: number;
}
