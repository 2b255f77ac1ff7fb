/** Invoices (factures, acomptes, soldes, avoirs): kept 10 years, never removed by a lead's erasure (docs/factures.md). */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "#server/infra/db/columns.ts";
import { leads } from "#server/modules/leads/schema.ts";
import { devis } from "#server/modules/devis/schema.ts";
import type { InvoiceDeduction, InvoiceDocument, PostalAddress } from "#domain/invoice-document.ts";
import type { InvoiceClient } from "#domain/invoices.ts";

/** One row per year: `last` is the last number given; locked by « Émettre » in its transaction (no gap). */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull().default(0),
});

export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    /** F-2026-0001, given at issue; null while a draft. */
    number: text("number"),
    /** facture | acompte | solde | avoir */
    type: text("type").notNull(),
    /** brouillon | emise | payee | annulee */
    status: text("status").notNull().default("brouillon"),
    /** The accepted devis (acompte, solde, and their credit notes); the lead restricts its deletion. */
    devisId: integer("devis_id").references(() => devis.id),
    leadId: integer("lead_id").references(() => leads.id),
    /** A credit note: the invoice it corrects. */
    correctedId: integer("corrected_id").references((): AnyPgColumn => invoices.id),
    client: jsonb("client").$type<InvoiceClient>().notNull(),
    /** The chantier's address when it differs from the client's. */
    siteAddress: jsonb("site_address").$type<PostalAddress>(),
    worksPeriod: jsonb("works_period").$type<{ start: string; end: string }>(),
    /** A deposit: the percentage of the devis asked (null for an amount). */
    depositPercent: doublePrecision("deposit_percent"),
    /** The deposits deducted by a final invoice, frozen at issue. */
    deductions: jsonb("deductions").$type<InvoiceDeduction[]>(),
    /** The reduced-VAT certification signed by the client (carried from the devis), and whether a free invoice's came back. */
    certification: text("certification"),
    certificationReturned: boolean("certification_returned").notNull().default(false),
    /** YYYY-MM-DD (Paris), the day of « Émettre »; never chosen. */
    issuedOn: text("issued_on"),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    dueDate: text("due_date"),
    /** The document the PDF and the Factur-X XML are rendered from, frozen at issue. */
    document: jsonb("document").$type<InvoiceDocument>(),
    /** The Factur-X PDF (base64) and its CII XML, rendered once from `document` and kept as sent. */
    pdf: text("pdf"),
    xml: text("xml"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * A free invoice's client page /ma-facture/<token> (a devis client has his chantier page): the
     * token's SHA-256 finds the invoice; the token sealed with the data key rebuilds the link for a
     * later e-mail. A copy of the database alone opens nothing.
     */
    accessHash: text("access_hash"),
    accessSealed: text("access_sealed"),
    createdByName: text("created_by_name").notNull().default(""),
    issuedByName: text("issued_by_name").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    uniqueIndex("invoices_access_idx").on(t.accessHash),
    index("invoices_devis_idx").on(t.devisId),
    index("invoices_status_idx").on(t.status),
    index("invoices_corrected_idx").on(t.correctedId),
  ],
);

/** The invoice's lines, in order (`position` 1, 2, 3…). */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    designation: text("designation").notNull(),
    description: text("description").notNull().default(""),
    /** fourniture | main-d-oeuvre | pose */
    kind: text("kind").notNull().default("pose"),
    quantity: doublePrecision("quantity").notNull(),
    unit: text("unit").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    vatRate: doublePrecision("vat_rate").notNull(),
    /** The VATEX code of a 0 % line. */
    exemption: text("exemption"),
  },
  (t) => [uniqueIndex("invoice_lines_position_idx").on(t.invoiceId, t.position)],
);

/**
 * Payments received (virement, chèque, espèces, carte) and refunds given (docs/paiements.md). A
 * payment is spread over one or more invoices by its allocations; what is not allocated is the
 * client's credit (`clientKey`: his lead, else his e-mail), used on a later invoice or refunded.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    /** paiement | remboursement */
    kind: text("kind").notNull().default("paiement"),
    /** YYYY-MM-DD (Paris): the day the money arrived or left; never in the future. */
    date: text("date").notNull(),
    /** TTC, positive. */
    amountCents: integer("amount_cents").notNull(),
    /** virement | cheque | especes | carte */
    method: text("method").notNull(),
    clientKey: text("client_key").notNull(),
    clientName: text("client_name").notNull().default(""),
    /** The bank statement's line it came from (the bank module's; no foreign key across modules). */
    bankOperationId: integer("bank_operation_id"),
    recordedByName: text("recorded_by_name").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("payments_client_idx").on(t.clientKey), index("payments_date_idx").on(t.date)],
);

/** How much of a payment settles which invoice. */
export const paymentAllocations = pgTable(
  "payment_allocations",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [
    index("payment_allocations_invoice_idx").on(t.invoiceId),
    index("payment_allocations_payment_idx").on(t.paymentId),
  ],
);
