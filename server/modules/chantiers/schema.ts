/**
 * Chantiers (docs/chantiers.md): the job after the devis is signed, its steps, the team
 * members assigned to it, its photos (private storage, re-encoded without EXIF/GPS), notes, the
 * message thread with the client, documents, the client's link (only its SHA-256 is stored) and
 * the log of the client's visits; and the chantier's « Procès-verbal de réception » (chantier_receptions).
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt } from "#server/infra/db/columns.ts";
import { leads } from "#server/modules/leads/schema.ts";
import { users } from "#server/modules/auth/schema.ts";
import type {
  ChantierDocumentKind,
  ChantierMessageFrom,
  ChantierPairRole,
  ChantierStatus,
  ChantierStep,
} from "#domain/chantiers.ts";

export const chantiers = pgTable(
  "chantiers",
  {
    id: serial("id").primaryKey(),
    /** The lead it comes from, if any. */
    leadId: integer("lead_id").references(() => leads.id),
    /** The accepted devis that opened it (one chantier per devis), if any. */
    devisId: integer("devis_id"),
    title: text("title").notNull().default(""),
    /** a_venir | en_cours | termine | annule (domain/chantiers.ts) */
    status: text("status").$type<ChantierStatus>().notNull().default("a_venir"),
    clientName: text("client_name").notNull().default(""),
    clientEmail: text("client_email").notNull().default(""),
    clientPhone: text("client_phone").notNull().default(""),
    /** The site's address: the street is never published (a portfolio project shows the commune only). */
    street: text("street").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    commune: text("commune").notNull().default(""),
    /** The client agreed that photos of the job may be published (« Publier en réalisation »). */
    publishConsentAt: timestamp("publish_consent_at", { withTimezone: true }),
    /** The portfolio projects made from this chantier: unpublished if the client withdraws his consent. */
    publishedProjectIds: integer("published_project_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdById: integer("created_by_id"),
    createdByName: text("created_by_name").notNull().default(""),
    updatedById: integer("updated_by_id"),
    updatedByName: text("updated_by_name").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("chantiers_devis_idx").on(t.devisId),
    index("chantiers_lead_idx").on(t.leadId),
    index("chantiers_status_idx").on(t.status),
  ],
);

/** The four steps of a chantier (Prise de mesures, Fabrication à l'atelier, Pose, Réception). */
export const chantierSteps = pgTable(
  "chantier_steps",
  {
    id: serial("id").primaryKey(),
    chantierId: integer("chantier_id")
      .notNull()
      .references(() => chantiers.id, { onDelete: "cascade" }),
    step: text("step").$type<ChantierStep>().notNull(),
    position: integer("position").notNull(),
    /** Planned dates (YYYY-MM-DD, Paris) and the day it was done. */
    plannedStart: text("planned_start"),
    plannedEnd: text("planned_end"),
    doneOn: text("done_on"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("chantier_steps_step_idx").on(t.chantierId, t.step)],
);

/** The team members assigned to a chantier (a Compagnon sees only these chantiers). */
export const chantierMembers = pgTable(
  "chantier_members",
  {
    chantierId: integer("chantier_id")
      .notNull()
      .references(() => chantiers.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedById: integer("assigned_by_id"),
    assignedByName: text("assigned_by_name").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chantierId, t.userId] }), index("chantier_members_user_idx").on(t.userId)],
);

/**
 * Photos of the chantier, in the private storage under `storageId` (never under /media): the
 * phone's original is decoded by the image worker and re-encoded (no EXIF, no GPS) with a
 * thumbnail. `clientKey` (a UUID made on the phone) makes a re-sent upload answer the same photo.
 */
export const chantierPhotos = pgTable(
  "chantier_photos",
  {
    id: serial("id").primaryKey(),
    chantierId: integer("chantier_id")
      .notNull()
      .references(() => chantiers.id, { onDelete: "cascade" }),
    storageId: text("storage_id").notNull(),
    /** Stored file names in the storage (`photo.jpg` | `photo.png`, `thumb.webp`). */
    file: text("file").notNull(),
    thumb: text("thumb"),
    width: integer("width"),
    height: integer("height"),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    /** 'ready' | 'processing' | 'unreadable' (same meaning as lead attachments). */
    state: text("state").notNull().default("ready"),
    /** The name the phone gave (display only, never a path). */
    fileName: text("file_name").notNull().default(""),
    caption: text("caption").notNull().default(""),
    visibleToClient: boolean("visible_to_client").notNull().default(false),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
    takenById: integer("taken_by_id"),
    takenByName: text("taken_by_name").notNull().default(""),
    clientKey: text("client_key"),
    /** Before/after marking: photos of one pair share `pairId`; `pairRole` avant | apres. */
    pairId: integer("pair_id"),
    pairRole: text("pair_role").$type<ChantierPairRole>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("chantier_photos_chantier_idx").on(t.chantierId),
    uniqueIndex("chantier_photos_client_key_idx").on(t.chantierId, t.clientKey),
  ],
);

/** Internal notes (the office and the craftsmen; never shown to the client). */
export const chantierNotes = pgTable(
  "chantier_notes",
  {
    id: serial("id").primaryKey(),
    chantierId: integer("chantier_id")
      .notNull()
      .references(() => chantiers.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorId: integer("author_id"),
    authorName: text("author_name").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("chantier_notes_chantier_idx").on(t.chantierId)],
);

/** The thread between the office and the client (each message e-mails the other side). */
export const chantierMessages = pgTable(
  "chantier_messages",
  {
    id: serial("id").primaryKey(),
    chantierId: integer("chantier_id")
      .notNull()
      .references(() => chantiers.id, { onDelete: "cascade" }),
    from: text("from").$type<ChantierMessageFrom>().notNull(),
    body: text("body").notNull(),
    /** The team member who wrote it (office side). */
    authorId: integer("author_id"),
    authorName: text("author_name").notNull().default(""),
    /** The e-mail that carried it to the other side (email_outbox). */
    emailId: integer("email_id"),
    createdAt: createdAt(),
  },
  (t) => [index("chantier_messages_chantier_idx").on(t.chantierId)],
);

/**
 * Documents of the chantier: the signed devis (read from the devis row, `devisId`), files in the
 * private storage (`storageId`/`file`: invoices, the PV…). The décennale certificate is the one of
 * the « Entreprise » settings at the time it is shown.
 */
export const chantierDocuments = pgTable(
  "chantier_documents",
  {
    id: serial("id").primaryKey(),
    chantierId: integer("chantier_id")
      .notNull()
      .references(() => chantiers.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ChantierDocumentKind>().notNull(),
    title: text("title").notNull(),
    devisId: integer("devis_id"),
    storageId: text("storage_id"),
    file: text("file"),
    mimeType: text("mime_type").notNull().default("application/pdf"),
    size: integer("size").notNull().default(0),
    visibleToClient: boolean("visible_to_client").notNull().default(true),
    createdById: integer("created_by_id"),
    createdByName: text("created_by_name").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("chantier_documents_chantier_idx").on(t.chantierId)],
);

/** The client's links to /mon-chantier/<token>: only the SHA-256 of the token is stored; revocable. */
export const chantierAccessTokens = pgTable(
  "chantier_access_tokens",
  {
    id: serial("id").primaryKey(),
    chantierId: integer("chantier_id")
      .notNull()
      .references(() => chantiers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** The token sealed with the data key, so that a later e-mail (the PV ready to sign) can give the link back. */
    tokenSealed: text("token_sealed"),
    createdById: integer("created_by_id"),
    createdByName: text("created_by_name").notNull().default(""),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedById: integer("revoked_by_id"),
    revokedByName: text("revoked_by_name").notNull().default(""),
  },
  (t) => [
    uniqueIndex("chantier_access_tokens_hash_idx").on(t.tokenHash),
    index("chantier_access_tokens_chantier_idx").on(t.chantierId),
  ],
);

/** Each view of the client's page (no IP address kept: the browser's short description only). */
export const chantierViews = pgTable(
  "chantier_views",
  {
    id: serial("id").primaryKey(),
    chantierId: integer("chantier_id")
      .notNull()
      .references(() => chantiers.id, { onDelete: "cascade" }),
    accessTokenId: integer("access_token_id"),
    userAgent: text("user_agent").notNull().default(""),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chantier_views_chantier_idx").on(t.chantierId, t.viewedAt)],
);

/**
 * The « Procès-verbal de réception » of a chantier (docs/chantiers.md): one per
 * chantier, prepared by the office or the craftsman on site (the reservations), signed online by
 * the client like a devis (e-mail code, evidence with the SHA-256 of the PDF shown).
 */
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
    /**
     * The company signs first (réception is contradictory): the member who does the réception, with
     * his session; the client can sign once it is there. Cleared when the reservations change.
     */
    companySignedAt: timestamp("company_signed_at", { withTimezone: true }),
    companySignedById: integer("company_signed_by_id"),
    companySignedByName: text("company_signed_by_name").notNull().default(""),
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
