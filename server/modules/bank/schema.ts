/** Bank statements imported and their operations matched to invoices (docs/paiements.md). */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { CsvMapping } from "#domain/bank-statements/index.ts";
import type { Allocation } from "#domain/bank-matching.ts";
import { createdAt, updatedAt } from "#server/infra/db/columns.ts";

/** The journal: every import, who, when, which file (its name as given, display only), what it gave. */
export const bankImports = pgTable("bank_imports", {
  id: serial("id").primaryKey(),
  fileName: text("file_name").notNull(),
  /** camt053 | cfonb120 | ofx | csv */
  format: text("format").notNull(),
  csvMapping: text("csv_mapping"),
  account: text("account"),
  importedBy: text("imported_by").notNull(),
  transactions: integer("transactions").notNull(),
  imported: integer("imported").notNull(),
  duplicates: integer("duplicates").notNull(),
  matched: integer("matched").notNull(),
  toConfirm: integer("to_confirm").notNull(),
  createdAt: createdAt(),
});

/** A candidate invoice as it stood at the import (the screen shows it; recording checks again). */
export interface BankCandidate {
  invoiceId: number;
  number: string;
  clientName: string;
  amountDueCents: number;
}

export const bankOperations = pgTable(
  "bank_operations",
  {
    id: serial("id").primaryKey(),
    importId: integer("import_id")
      .notNull()
      .references(() => bankImports.id),
    /** The same transaction in two overlapping exports has the same key: recorded once. */
    dedupeKey: text("dedupe_key").notNull(),
    bookingDate: text("booking_date").notNull(),
    valueDate: text("value_date"),
    amountCents: integer("amount_cents").notNull(),
    label: text("label").notNull(),
    remittance: text("remittance").notNull().default(""),
    structuredReference: text("structured_reference"),
    bankRef: text("bank_ref"),
    counterpartyName: text("counterparty_name"),
    /** rapprochee | a_confirmer | ignoree | non_rapprochee */
    status: text("status").notNull(),
    /** reference | number | amount_name | amount | name | manuel: how it was (or could be) matched. */
    rule: text("rule"),
    reason: text("reason").notNull().default(""),
    candidates: jsonb("candidates").$type<BankCandidate[]>().notNull().default([]),
    proposal: jsonb("proposal").$type<Allocation[]>().notNull().default([]),
    /** The payments recorded from this operation (undone together). */
    paymentIds: jsonb("payment_ids").$type<number[]>().notNull().default([]),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("bank_operations_dedupe_key").on(t.dedupeKey), index("bank_operations_status").on(t.status)],
);

/** A CSV column mapping, named after the bank it reads. */
export const bankCsvMappings = pgTable("bank_csv_mappings", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  mapping: jsonb("mapping").$type<CsvMapping>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
