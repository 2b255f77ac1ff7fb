/**
 * The signing module's tables (docs/devis.md « Signature »): one signing per document to sign (a devis,
 * a PV de réception) with its code, its lock and, once signed, its evidence; and the journal of what
 * touched the proof (codes sent, wrong codes, the lock, the office's changes), printed on the certificate.
 * A document is named by its kind and its id in its own module: no foreign key crosses the door.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "#server/infra/db/columns.ts";

export const signatures = pgTable(
  "signatures",
  {
    id: serial("id").primaryKey(),
    /** devis | pv */
    kind: text("kind").notNull(),
    documentId: integer("document_id").notNull(),
    /** The code's SHA-256 (salted with the document), its expiry, its wrong tries, its sending. */
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: integer("code_attempts").notNull().default(0),
    codeSentAt: timestamp("code_sent_at", { withTimezone: true }),
    /** Over the document's life: wrong codes in all, codes sent on `codesDay` (Paris), the lock. */
    codeFailures: integer("code_failures").notNull().default(0),
    codesDay: text("codes_day"),
    codesToday: integer("codes_today").notNull().default(0),
    codeLockedAt: timestamp("code_locked_at", { withTimezone: true }),
    /** en_ligne | papier, once signed. */
    method: text("method"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    /** The evidence record (what the signer declared, the PDF's hash, the office's changes) and its SHA-256. */
    evidence: jsonb("evidence").$type<Record<string, unknown>>(),
    evidenceSha256: text("evidence_sha256"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("signatures_document_idx").on(t.kind, t.documentId)],
);

/** What happened to a signing: kept with it, the office's entries printed on the certificate. */
export const signatureJournal = pgTable(
  "signature_journal",
  {
    id: serial("id").primaryKey(),
    signatureId: integer("signature_id")
      .notNull()
      .references(() => signatures.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** code_envoye | code_errone | verrouille | rouvert | modification */
    action: text("action").notNull(),
    /** In French, as the certificate prints it (« Adresse e-mail du client modifiée : a@… → b@… »). */
    text: text("text").notNull(),
    /** The team member for the office's entries; null for the client's own. */
    byId: integer("by_id"),
    byName: text("by_name").notNull().default(""),
  },
  (t) => [index("signature_journal_signature_idx").on(t.signatureId, t.at)],
);
