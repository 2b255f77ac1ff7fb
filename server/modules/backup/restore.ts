/**
 * Restoring an archive: listed and refused if it holds anything but files and folders, extracted,
 * its tables imported in one transaction (archives of older formats and tables mapped), then its
 * files and keys moved in.
 */
import { createReadStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { Db } from "#server/infra/db/client.ts";
import { createFsStorage } from "#server/infra/storage/fs.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { copyMedia } from "#server/modules/media/index.ts";
import { rebuildStatsRollups } from "#server/modules/stats/index.ts";
import { BACKUP_TABLES, DB_FOLDER, SECRETS, listFiles } from "./archive.ts";
import { createLegacyLeadMap, LEGACY_LEAD_TABLES } from "./legacy-leads.ts";
import { LEGACY_SIGNATURE_SOURCES, restoreLegacySignatures } from "./legacy-signatures.ts";

/** Rows inserted by the restore at a time. */
const RESTORE_BATCH = 500;

/** Moves the archive's keys into DATA_DIR/secrets (folder 0700, files 0600); returns how many. */
async function restoreSecrets(work: string, dataDir: string): Promise<number> {
  const into = path.join(dataDir, SECRETS);
  await mkdir(into, { recursive: true, mode: 0o700 });
  await chmod(into, 0o700);
  let count = 0;
  for (const relative of await listFiles(path.join(work, SECRETS), [""])) {
    const target = path.join(into, relative);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await rm(target, { force: true });
    await rename(path.join(work, SECRETS, relative), target);
    await chmod(target, 0o600);
    count++;
  }
  return count;
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
        (p.startsWith(`${DB_FOLDER}/`) ||
          p.startsWith("uploads/") ||
          p.startsWith("private/") ||
          p.startsWith(`${SECRETS}/`)) &&
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
    const pendingSignatures: [string, string[]][] = [];
    await db.transaction(async (tx) => {
      const has = (table: string) => existsSync(path.join(folder, format === 1 ? `${table}.json` : `${table}.ndjson`));
      // An archive made before the one lead table: its two lead tables and their references mapped.
      const legacy = !has("leads") && LEGACY_LEAD_TABLES.some(has) ? createLegacyLeadMap() : null;
      for (const table of BACKUP_TABLES) {
        const sources = legacy ? legacy.sources(table) : [table];
        if (!sources.some(has)) continue;
        await tx.execute(sql`delete from ${sql.identifier(table)}`);
        const existing = (
          (await tx.execute(
            sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
          )) as unknown as {
            rows: { column_name: string }[];
          }
        ).rows.map((r) => r.column_name);
        let restored = 0;
        for (const source of sources)
          for await (const archived of archivedRows(folder, source, format)) {
            const batch = legacy ? legacy.rows(table, source, archived) : archived;
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
            // An archive from before the signing module: each signed document's proof moves to `signatures`.
            if (!has("signatures") && LEGACY_SIGNATURE_SOURCES.includes(table as "devis"))
              pendingSignatures.push([table, batch]);
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
      if (!has("signatures") && LEGACY_SIGNATURE_SOURCES.some(has)) {
        await tx.execute(sql`delete from signatures`);
        for (const [table, batch] of pendingSignatures) await restoreLegacySignatures(tx, table, batch);
      }
      // An archive from before the statistics' rollups: summed again from its stats_daily.
      if (counts.stats_daily !== undefined && counts.stats_monthly === undefined)
        await rebuildStatsRollups(tx as unknown as Db);
      // An archive from before the team has no roles: its accounts were the one
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
    // The application's keys (an encrypted archive only): the restored data opens with them.
    if (existsSync(path.join(work, SECRETS))) counts.secrets = await restoreSecrets(work, dataDir);
    return counts;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
