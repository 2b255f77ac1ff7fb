import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { Db } from "#server/infra/db/client.ts";
import { createFsStorage } from "#server/infra/storage/fs.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { copyMedia } from "#server/modules/media/index.ts";
import { rebuildStatsRollups } from "#server/modules/stats/index.ts";

/**
 * One archive (tar.gz) with the database and the uploads, restorable into an empty DATA_DIR or
 * database, whatever the PostgreSQL server (embedded or not, any version): every row is exported
 * as JSON by PostgreSQL itself (row_to_json), one line per row (format 2, NDJSON), read through a
 * cursor 200 rows at a time, and imported back by batches of 500 with json_populate_recordset, in
 * dependency order: memory stays constant whatever the size of a table (issue 33). Archives of
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
  "testimonials",
  "faq_items",
  "media",
  "quote_requests",
  "contact_messages",
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

/** Name of the database folder inside the archive (format 1). */
const DB_FOLDER = ".backup-database";

/** Rows fetched from the cursor at a time (a few MB of JSON at most), and inserted by the restore at a time. */
const BATCH = 200;
const RESTORE_BATCH = 500;

async function exportTables(db: Db, folder: string) {
  await mkdir(folder, { recursive: true });
  // One transaction: every table read from the same snapshot, through a cursor.
  await db.transaction(
    async (tx) => {
      for (const table of BACKUP_TABLES) {
        const out = createWriteStream(path.join(folder, `${table}.ndjson`));
        const closed = once(out, "close");
        try {
          await tx.execute(
            sql.raw(
              `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from "${table}" t order by 1`,
            ),
          );
          for (;;) {
            const result = await tx.execute(sql.raw(`fetch forward ${BATCH} from backup_rows`));
            const rows = (result as unknown as { rows: { row: string }[] }).rows;
            if (rows.length === 0) break;
            if (!out.write(`${rows.map((r) => r.row).join("\n")}\n`)) await once(out, "drain");
          }
          await tx.execute(sql.raw("close backup_rows"));
        } finally {
          out.end();
          await closed;
        }
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  await writeFile(
    path.join(folder, "manifest.json"),
    JSON.stringify({ format: 2, createdAt: new Date().toISOString(), tables: BACKUP_TABLES }, null, 2),
  );
}

/** The rows of a table in the archive, by batches of JSON texts: NDJSON (format 2) or one JSON array (format 1). */
async function* archivedRows(folder: string, table: string, format: number): AsyncGenerator<string[]> {
  if (format === 1) {
    const file = path.join(folder, `${table}.json`);
    if (!existsSync(file)) return;
    const rows = JSON.parse(await readFile(file, "utf8")) as unknown[];
    for (let i = 0; i < rows.length; i += RESTORE_BATCH)
      yield rows.slice(i, i + RESTORE_BATCH).map((r) => JSON.stringify(r));
    return;
  }
  const file = path.join(folder, `${table}.ndjson`);
  if (!existsSync(file)) return;
  let batch: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= RESTORE_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * A snapshot of a folder by hard links (a copy where links are impossible): regular files and
 * folders only, never a symlink nor a temporary file (`.name`). What is renamed or deleted in the
 * folder meanwhile (the image queue writes variants while a backup runs) no longer matters.
 */
async function snapshot(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true }).catch(() => null);
  if (!entries) return;
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await snapshot(source, target);
    else if (entry.isFile()) {
      await link(source, target).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return;
        await copyFile(source, target).catch((e: NodeJS.ErrnoException) => {
          if (e.code !== "ENOENT") throw e;
        });
      });
    }
  }
}

/**
 * Streams a tar.gz of the database and the media: DATA_DIR/uploads, or with an S3 storage its
 * objects (same `uploads/` layout in the archive, so an archive restores into either backend),
 * and the private files of quote requests (`private/`, decision 043). Everything this export
 * writes lives in a temporary folder of its own (DATA_DIR/.backup-XXXXXX: the tables, and a
 * snapshot of the files), removed as soon as the stream ends, fails or is destroyed (an aborted
 * download): no dump is ever left behind, and concurrent exports never share files. Only regular
 * files and folders are archived, never a symlink.
 */
export async function createBackupStream(
  db: Db,
  dataDir: string,
  storage?: Storage,
  privateStorage?: Storage,
): Promise<Readable> {
  await mkdir(dataDir, { recursive: true });
  const work = await mkdtemp(path.join(dataDir, ".backup-"));
  const cleanup = () => rm(work, { recursive: true, force: true }).catch(() => {});
  try {
    await exportTables(db, path.join(work, DB_FOLDER));
    for (const [folder, from] of [
      ["uploads", storage],
      ["private", privateStorage],
    ] as const) {
      if (from && from.kind !== "fs") await copyMedia(from, createFsStorage(path.join(work, folder)));
      else await snapshot(path.join(dataDir, folder), path.join(work, folder));
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
  const entries = [DB_FOLDER, ...["uploads", "private"].filter((folder) => existsSync(path.join(work, folder)))];
  const packed = tar.c(
    {
      gzip: true,
      cwd: work,
      portable: true,
      // Each file read 1 MiB at a time, not tar's 16 MiB (issue 33: the peak memory of a backup).
      maxReadSize: 1024 * 1024,
      filter: (_p, stat) => !("isFile" in stat) || stat.isFile() || stat.isDirectory(),
    },
    entries,
  ) as unknown as Readable;
  const out = new PassThrough();
  pipeline(packed, out).then(cleanup, cleanup);
  return out;
}

export class RestoreError extends Error {}

/**
 * Restores an archive into an empty database (migrated) and DATA_DIR. The archive is extracted
 * into a temporary folder first (regular files and folders only: any other entry, a symlink or
 * a hard link, refuses the whole archive), then the tables are imported in one transaction, and
 * only then are the uploads moved in (or, with an S3 storage, written back to the bucket). On any
 * failure nothing is left behind.
 */
export async function restoreBackup(
  db: Db,
  dataDir: string,
  archive: string,
  storage?: Storage,
  privateStorage?: Storage,
): Promise<Record<string, number>> {
  for (const table of ["articles", "services", "projects", "users"]) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
    if ((result as unknown as { rows: { n: number }[] }).rows[0].n > 0) {
      throw new RestoreError(`La base de destination n'est pas vide (table ${table}). Restaurez dans une base vide.`);
    }
  }
  await mkdir(dataDir, { recursive: true });
  const work = await mkdtemp(path.join(dataDir, ".restore-"));
  try {
    const refused: string[] = [];
    await tar.t({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type !== "File" && entry.type !== "OldFile" && entry.type !== "Directory")
          refused.push(`${entry.path} (${entry.type})`);
        entry.resume();
      },
    });
    if (refused.length > 0) {
      throw new RestoreError(
        `Archive refusée : elle contient autre chose que des fichiers et des dossiers (${refused.slice(0, 3).join(", ")}).`,
      );
    }
    await tar.x({
      file: archive,
      cwd: work,
      strict: true,
      // Belt and braces: even if the archive changed since the listing, only files and folders.
      filter: (p, entry) =>
        (p.startsWith(`${DB_FOLDER}/`) || p.startsWith("uploads/") || p.startsWith("private/")) &&
        "type" in entry &&
        (entry.type === "File" || entry.type === "OldFile" || entry.type === "Directory"),
    });
    const folder = path.join(work, DB_FOLDER);
    const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8").catch(() => "{}")) as {
      format?: number;
    };
    const format = manifest.format;
    if (format !== 1 && format !== 2) throw new RestoreError("Format d'archive inconnu.");
    const counts: Record<string, number> = {};
    await db.transaction(async (tx) => {
      for (const table of BACKUP_TABLES) {
        const inArchive = path.join(folder, format === 1 ? `${table}.json` : `${table}.ndjson`);
        if (!existsSync(inArchive)) continue;
        await tx.execute(sql`delete from ${sql.identifier(table)}`);
        const existing = (
          (await tx.execute(
            sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
          )) as unknown as {
            rows: { column_name: string }[];
          }
        ).rows.map((r) => r.column_name);
        let restored = 0;
        for await (const batch of archivedRows(folder, table, format)) {
          // Only the columns the archive has: a column added since (e.g. `version`) takes its default.
          const present = new Set(batch.flatMap((row) => Object.keys(JSON.parse(row) as object)));
          const columns = existing.filter((name) => present.has(name));
          if (columns.length > 0) {
            const list = sql.join(
              columns.map((c) => sql.identifier(c)),
              sql`, `,
            );
            await tx.execute(
              sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${batch.join(",")}]`}::json)`,
            );
          }
          restored += batch.length;
        }
        counts[table] = restored;
        // Serial ids continue after the restored rows.
        const hasId = await tx.execute(
          sql`select 1 from information_schema.columns where table_name = ${table} and column_name = 'id' and column_default like 'nextval%'`,
        );
        if ((hasId as unknown as { rows: unknown[] }).rows.length > 0) {
          await tx.execute(
            sql.raw(
              `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
            ),
          );
        }
      }
      // An archive from before the statistics' rollups (issue 33): summed again from its stats_daily.
      if (counts.stats_daily !== undefined && counts.stats_monthly === undefined)
        await rebuildStatsRollups(tx as unknown as Db);
      // An archive from before the team (issue 28) has no roles: its accounts were the one
      // administrator, who stays the manager (as the migration does).
      await tx.execute(
        sql`update users set role = 'manager' where not exists (select 1 from users where role = 'manager')`,
      );
    });
    // The media, then the private files of quote requests (decision 043): to their bucket, or to
    // DATA_DIR/uploads and DATA_DIR/private.
    for (const [folder, target, key] of [
      ["uploads", storage, "media_files"],
      ["private", privateStorage, "private_files"],
    ] as const) {
      const extracted = path.join(work, folder);
      if (!existsSync(extracted)) continue;
      if (target && target.kind !== "fs") {
        const { copied, skipped } = await copyMedia(createFsStorage(extracted), target);
        counts[key] = copied + skipped;
        continue;
      }
      const into = path.join(dataDir, folder);
      await mkdir(into, { recursive: true });
      for (const name of await readdir(extracted)) {
        await rm(path.join(into, name), { recursive: true, force: true });
        await rename(path.join(extracted, name), path.join(into, name));
      }
    }
    return counts;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
