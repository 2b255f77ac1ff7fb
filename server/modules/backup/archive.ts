/**
 * The archive's layout: which tables it holds (and which it leaves out, with why), its folders and
 * files, and the file helpers the export, the restore and the drill share.
 */
import { createReadStream } from "node:fs";
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

/**
 * One archive (tar.gz) with the database and the uploads, restorable into an empty DATA_DIR or
 * database, whatever the PostgreSQL server (embedded or not, any version): every row is exported
 * as JSON by PostgreSQL itself (row_to_json), one line per row (format 2, NDJSON), read through a
 * cursor 200 rows at a time, and imported back by batches of 500 with json_populate_recordset, in
 * dependency order: memory stays constant whatever the size of a table. Archives of
 * format 1 (one JSON array per table) are still restored.
 */
export const BACKUP_TABLES = [
  "app_meta",
  "users",
  "passkeys",
  "totp_factors",
  "recovery_codes",
  "security_events",
  "articles",
  "services",
  "projects",
  "pages",
  "slug_redirects",
  "content_revisions",
  "preview_links",
  // Before every table that references a lead (decision 055: foreign keys).
  "leads",
  "testimonials",
  "faq_items",
  "media",
  "email_outbox",
  "lead_attachments",
  "lead_events",
  "reply_templates",
  "stats_daily",
  "stats_monthly",
  "stats_day_totals",
  "review_invitations",
  "devis_counters",
  "devis",
  "devis_ouvrages",
  // Kept 10 years (docs/factures.md); a credit note after the invoice it corrects (ids in order).
  "invoice_counters",
  "invoices",
  "invoice_lines",
  // Payments (docs/paiements.md), after the invoices they settle; the bank's operations and journal.
  "payments",
  "payment_allocations",
  "invoice_reminders",
  "invoice_reminder_pauses",
  "receivables_settings",
  "bank_imports",
  "bank_operations",
  "bank_csv_mappings",
  "visit_links",
  "visits",
  "push_subscriptions",
  "lead_alerts",
  "chantiers",
  "chantier_steps",
  "chantier_members",
  "chantier_photos",
  "chantier_notes",
  "chantier_messages",
  "chantier_documents",
  "chantier_access_tokens",
  "chantier_views",
  "chantier_receptions",
  "signatures",
  "signature_journal",
] as const;

/**
 * Tables deliberately left out of the archive, each with the reason: what they hold is rebuilt,
 * expires within days, or only protects a running server. A table in neither list fails
 * server/modules/backup/tables.test.ts (a new table is never silently left out of the backup).
 */
export const EPHEMERAL_TABLES = {
  sessions: "sessions de connexion : on se reconnecte après une restauration",
  auth_challenges: "défis de connexion (clés d'accès) valables quelques minutes",
  known_devices: "appareils reconnus : au pire une alerte « nouvel appareil » de plus",
  rate_limits: "compteurs anti-abus sur une fenêtre de quelques minutes",
  media_jobs: "file des variantes d'images, reconstruite depuis les fichiers",
  team_invitations: "liens d'invitation valables 7 jours : on réinvite",
} as const;

/** The application's keys in DATA_DIR and in an encrypted archive (docs/security.md). */
export const SECRETS = "secrets";
/** The sha256 of every archived file, one JSON line each (`{path, sha256, size}`): for the restore drill. */
export const DOCUMENT_HASHES = "documents.ndjson";

/** Name of the database folder inside the archive (format 1). */
export const DB_FOLDER = ".backup-database";

/** The sha256 of a file, read as a stream. */
export async function fileHash(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Every regular file under `root`'s `folders`, as paths relative to `root` (sorted). */
export async function listFiles(root: string, folders: string[]): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string) {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  }
  for (const folder of folders) await walk(folder);
  return found.sort();
}
