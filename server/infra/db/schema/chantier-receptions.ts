/**
 * The « Procès-verbal de réception » of a chantier (issue 29 §4, docs/chantiers.md): one per
 * chantier, prepared by the office or the craftsman on site (the reservations), signed online by
 * the client like a devis (e-mail code, evidence with the SHA-256 of the PDF shown).
 */
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ReceptionEvidence } from "#domain/chantier-reception.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { chantiers } from "./chantiers.ts";

export const chantierReceptions = pgTable(
  "chantier_receptions",
  {
    id: serial("id").primaryKey(),
    chantierId: integer("chantier_id")
      .notNull()
      .references(() => chantiers.id, { onDelete: "cascade" }),
    /** a_signer | signe */
    status: text("status").notNull().default("a_signer"),
    /** The reservations noted at the handover; none = « sans réserve ». */
    reservations: jsonb("reservations").$type<string[]>().notNull().default([]),
    /** The day (YYYY-MM-DD, Paris) the PDF shown carries: the reception's date once signed. */
    pdfDate: text("pdf_date").notNull(),
    /** The PV as shown to the client (base64) and its SHA-256. */
    pdf: text("pdf").notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: integer("code_attempts").notNull().default(0),
    codeSentAt: timestamp("code_sent_at", { withTimezone: true }),
    evidence: jsonb("evidence").$type<ReceptionEvidence>(),
    /** The PV with its signature certificate (base64). */
    signedPdf: text("signed_pdf"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    /** The chantier document the signed PV became. */
    documentId: integer("document_id"),
    updatedByName: text("updated_by_name").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("chantier_receptions_chantier_idx").on(t.chantierId)],
);
