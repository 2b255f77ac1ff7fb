/** Devis (quotes with prices): the devis, their yearly counters and the price library (« ouvrages »). */
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
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "#server/infra/db/columns.ts";
import { leads } from "#server/modules/leads/schema.ts";
import type { DevisClient, DevisLine, DevisPaperScan } from "#domain/devis.ts";

/** One row per year: `last` is the last number given; locked in the creating transaction (gap-free). */
export const devisCounters = pgTable("devis_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull().default(0),
});

export const devis = pgTable(
  "devis",
  {
    id: serial("id").primaryKey(),
    /** D-2026-0007, then D-2026-0007-2 for its second version. */
    number: text("number").notNull(),
    /** The first version's number (D-2026-0007): the counter gave it once. */
    rootNumber: text("root_number").notNull(),
    version: integer("version").notNull().default(1),
    /** The version this one replaces. */
    previousId: integer("previous_id"),
    /** brouillon | envoye | accepte | refuse | revoque | remplace | expire */
    status: text("status").notNull().default("brouillon"),
    leadId: integer("lead_id").references(() => leads.id),
    client: jsonb("client").$type<DevisClient>().notNull(),
    siteAddress: text("site_address").notNull().default(""),
    /** distance | domicile (hors établissement) */
    channel: text("channel").notNull().default("distance"),
    /** logement-ancien | logement-neuf | professionnel (domain/devis-vat.ts): the reduced-VAT case. */
    premises: text("premises").notNull().default("logement-ancien"),
    title: text("title").notNull().default(""),
    lines: jsonb("lines").$type<DevisLine[]>().notNull().default([]),
    note: text("note").notNull().default(""),
    depositPercent: integer("deposit_percent").notNull().default(0),
    validityDays: integer("validity_days").notNull().default(30),
    paymentTerms: text("payment_terms").notNull().default(""),
    leadTime: text("lead_time").notNull().default(""),
    /**
     * The link /mon-devis/<token> (192 bits, base64url), set when sent: its SHA-256 finds the devis, and
     * the token itself is kept sealed with the data key (DATA_DIR/secrets), for the later e-mails that
     * give the link again (reminders, the deposit). A copy of the database alone opens no devis.
     */
    tokenHash: text("token_hash"),
    tokenSealed: text("token_sealed"),
    /** An older version's token in clear: sealed at the start (`sealLegacyTokens`), then emptied. */
    legacyToken: text("token"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** YYYY-MM-DD (Paris): the last day the offer stands. */
    validUntil: text("valid_until"),
    /** The exact PDF the client is shown (base64) and its SHA-256 (hex). */
    pdf: text("pdf"),
    pdfSha256: text("pdf_sha256"),
    signedPdf: text("signed_pdf"),
    /** « Signé sur papier »: the scan in the private storage (`storageId`/`file`), its name, type, size, SHA-256. */
    paperScan: jsonb("paper_scan").$type<DevisPaperScan & { storageId: string; file: string }>(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    refusalReason: text("refusal_reason").notNull().default(""),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    remindersSent: integer("reminders_sent").notNull().default(0),
    views: integer("views").notNull().default(0),
    depositRequestedAt: timestamp("deposit_requested_at", { withTimezone: true }),
    expressStart: boolean("express_start").notNull().default(false),
    /** The team member who created, sent, revoked it: id (null once removed) and name kept. */
    createdById: integer("created_by_id"),
    createdByName: text("created_by_name").notNull().default(""),
    sentById: integer("sent_by_id"),
    sentByName: text("sent_by_name").notNull().default(""),
    revokedById: integer("revoked_by_id"),
    revokedByName: text("revoked_by_name").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("devis_number_idx").on(t.number),
    uniqueIndex("devis_token_hash_idx").on(t.tokenHash),
    index("devis_status_idx").on(t.status),
    index("devis_lead_idx").on(t.leadId),
  ],
);

/** The price library: saved lines the editor proposes while typing. */
export const devisOuvrages = pgTable("devis_ouvrages", {
  id: serial("id").primaryKey(),
  designation: text("designation").notNull(),
  unit: text("unit").notNull(),
  unitPriceCents: integer("unit_price_cents").notNull(),
  vatRate: doublePrecision("vat_rate").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
