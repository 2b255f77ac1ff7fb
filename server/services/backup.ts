import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { Db } from "../db/client.ts";
import { createFsStorage } from "../providers/storage/fs.ts";
import type { Storage } from "../providers/storage/types.ts";
import { copyMedia } from "./media-copy.ts";

/**
 * One archive (tar.gz) with the database and the uploads, restorable into an empty DATA_DIR or
 * database, PGlite or PostgreSQL alike: tables are exported as JSON by PostgreSQL itself
 * (json_agg) and imported back with json_populate_recordset, in dependency order.
 */
export const BACKUP_TABLES = [
  "app_meta",
  "users",
  "articles",
  "services",
  "projects",
  "pages",
  "slug_redirects",
  "testimonials",
  "faq_items",
  "media",
  "quote_requests",
  "contact_messages",
  "email_outbox",
] as const;

const DB_FOLDER = ".backup-database";

async function exportTables(db: Db, folder: string) {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  for (const table of BACKUP_TABLES) {
    const result = await db.execute(sql.raw(`select coalesce(json_agg(t order by 1), '[]'::json)::text as rows from "${table}" t`));
    const rows = (result as unknown as { rows: { rows: string }[] }).rows[0].rows;
    await writeFile(path.join(folder, `${table}.json`), rows);
  }
  await writeFile(
    path.join(folder, "manifest.json"),
    JSON.stringify({ format: 1, createdAt: new Date().toISOString(), tables: BACKUP_TABLES }, null, 2),
  );
}

const STAGING = ".backup-staging";

/**
 * Streams a tar.gz of the database and the media: DATA_DIR/uploads, or with an S3 storage its
 * objects, copied first into a staging folder of DATA_DIR (same `uploads/` layout in the archive,
 * so an archive restores into either backend).
 */
export async function createBackupStream(db: Db, dataDir: string, storage?: Storage): Promise<Readable> {
  const remote = storage && storage.kind !== "fs";
  const root = remote ? path.join(dataDir, STAGING) : dataDir;
  if (remote) {
    await rm(root, { recursive: true, force: true });
    await copyMedia(storage, createFsStorage(path.join(root, "uploads")));
  }
  const folder = path.join(root, DB_FOLDER);
  await exportTables(db, folder);
  const entries = [DB_FOLDER, ...(existsSync(path.join(root, "uploads")) ? ["uploads"] : [])];
  const stream = tar.c({ gzip: true, cwd: root, portable: true }, entries) as unknown as Readable;
  const cleanup = () => void rm(remote ? root : folder, { recursive: true, force: true });
  stream.on("end", cleanup);
  stream.on("error", cleanup);
  return stream;
}

export class RestoreError extends Error {}

/**
 * Restores an archive into an empty database (migrated) and DATA_DIR; with an S3 storage, the
 * media of the archive are written back to the bucket (and not left on the disk).
 */
export async function restoreBackup(db: Db, dataDir: string, archive: string, storage?: Storage): Promise<Record<string, number>> {
  for (const table of ["articles", "services", "projects", "users"]) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
    if ((result as unknown as { rows: { n: number }[] }).rows[0].n > 0) {
      throw new RestoreError(`La base de destination n'est pas vide (table ${table}). Restaurez dans une base vide.`);
    }
  }
  await mkdir(dataDir, { recursive: true });
  await tar.x({ file: archive, cwd: dataDir, strict: true, filter: (p) => p.startsWith(`${DB_FOLDER}/`) || p.startsWith("uploads/") });
  const folder = path.join(dataDir, DB_FOLDER);
  const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as { format: number };
  if (manifest.format !== 1) throw new RestoreError("Format d'archive inconnu.");
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const table of BACKUP_TABLES) {
      const file = path.join(folder, `${table}.json`);
      if (!existsSync(file)) continue;
      const json = await readFile(file, "utf8");
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
      await tx.execute(
        sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
      );
      counts[table] = (JSON.parse(json) as unknown[]).length;
      // Serial ids continue after the restored rows.
      const hasId = await tx.execute(
        sql`select 1 from information_schema.columns where table_name = ${table} and column_name = 'id' and column_default like 'nextval%'`,
      );
      if ((hasId as unknown as { rows: unknown[] }).rows.length > 0) {
        await tx.execute(
          sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`),
        );
      }
    }
  });
  await rm(folder, { recursive: true, force: true });
  if (storage && storage.kind !== "fs" && existsSync(path.join(dataDir, "uploads"))) {
    const { copied, skipped } = await copyMedia(createFsStorage(path.join(dataDir, "uploads")), storage);
    counts.media_files = copied + skipped;
    await rm(path.join(dataDir, "uploads"), { recursive: true, force: true });
  }
  return counts;
}

export async function listUploads(dataDir: string): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, "uploads"));
  } catch {
    return [];
  }
}
