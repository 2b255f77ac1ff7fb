import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { Db } from "../db/client.ts";

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
  "lead_attachments",
  "lead_events",
  "reply_templates",
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

/** Streams a tar.gz of the database and DATA_DIR/uploads. */
export async function createBackupStream(db: Db, dataDir: string): Promise<Readable> {
  const folder = path.join(dataDir, DB_FOLDER);
  await exportTables(db, folder);
  // uploads: public media; private: the photos and plans of quote requests.
  const entries = [DB_FOLDER, ...["uploads", "private"].filter((dir) => existsSync(path.join(dataDir, dir)))];
  const stream = tar.c({ gzip: true, cwd: dataDir, portable: true }, entries) as unknown as Readable;
  stream.on("end", () => void rm(folder, { recursive: true, force: true }));
  return stream;
}

export class RestoreError extends Error {}

/** Restores an archive into an empty database (migrated) and DATA_DIR. */
export async function restoreBackup(db: Db, dataDir: string, archive: string): Promise<Record<string, number>> {
  for (const table of ["articles", "services", "projects", "users"]) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
    if ((result as unknown as { rows: { n: number }[] }).rows[0].n > 0) {
      throw new RestoreError(`La base de destination n'est pas vide (table ${table}). Restaurez dans une base vide.`);
    }
  }
  await mkdir(dataDir, { recursive: true });
  await tar.x({ file: archive, cwd: dataDir, strict: true, filter: (p) => p.startsWith(`${DB_FOLDER}/`) || p.startsWith("uploads/") || p.startsWith("private/") });
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
  return counts;
}

export async function listUploads(dataDir: string): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, "uploads"));
  } catch {
    return [];
  }
}
