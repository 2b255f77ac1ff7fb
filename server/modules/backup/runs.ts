/**
 * One automatic backup and one restore drill: the encrypted archive copied to every target (old
 * ones pruned), and the latest one restored into a throwaway database and compared with its record.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { Config } from "#server/config.ts";
import { openDatabase, type Db } from "#server/infra/db/client.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { decryptStream, encryptStream } from "#server/infra/backup-crypto.ts";
import { DOCUMENT_HASHES, fileHash, listFiles } from "./archive.ts";
import { BackupError } from "./key.ts";
import { restoreBackup } from "./restore.ts";
import { createBackupStream } from "./service.ts";
import type { BackupStatus } from "./status.ts";
import { archiveName, toPrune, type BackupTarget } from "./targets.ts";

/** What one backup or drill needs of the automatic backups: their dependencies, targets and key. */
export interface BackupRun {
  db: Db;
  config: Config;
  storage?: Storage;
  privateStorage?: Storage;
  now: () => number;
  targets: BackupTarget[];
  currentKey: () => { key: Buffer };
}

/** Makes one encrypted archive, copies it to every target, prunes. Throws a French message on failure. */
export async function backupOnce(run: BackupRun): Promise<NonNullable<BackupStatus["lastGood"]>> {
  const { db, config, now, targets, currentKey } = run;
  const started = now();
  const name = archiveName(new Date(started));
  const work = await mkdtemp(path.join(config.dataDir, ".backup-auto-"));
  try {
    const file = path.join(work, name);
    await pipeline(
      await createBackupStream(db, config.dataDir, run.storage, run.privateStorage, {
        secrets: true,
        documentHashes: true,
      }),
      encryptStream(currentKey().key),
      createWriteStream(file),
    );
    const { size } = await stat(file);
    const done: string[] = [];
    const failed: string[] = [];
    for (const target of targets) {
      try {
        await target.put(file, name);
        done.push(target.label);
        for (const old of toPrune(await target.list())) await target.remove(old);
      } catch (err) {
        failed.push(`${target.label} : ${(err as Error).message}`);
      }
    }
    if (failed.length > 0) throw new BackupError(`Copie impossible vers ${failed.join(" ; ")}`);
    return { at: new Date(started).toISOString(), name, bytes: size, ms: now() - started, targets: done };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Restores the latest archive of the first target into a throwaway embedded PostgreSQL and
 * DATA_DIR, then compares each table's row count and each file's hash with the archive's own
 * record of them (written at backup time). Returns the drill's report; throws on a mismatch.
 */
export async function drillOnce(run: BackupRun): Promise<NonNullable<BackupStatus["drill"]>> {
  const { config, now, targets, currentKey } = run;
  const started = now();
  const target = targets[0];
  const [latest] = await target.list();
  if (!latest) throw new BackupError(`Aucune sauvegarde à vérifier dans ${target.label}.`);
  const work = await mkdtemp(path.join(config.dataDir, ".backup-drill-"));
  try {
    const sealed = path.join(work, "archive.atlbak");
    const archive = path.join(work, "archive.tar.gz");
    await target.get(latest.name, sealed);
    await pipeline(createReadStream(sealed), decryptStream(currentKey().key), createWriteStream(archive));
    await rm(sealed);
    const report = await verifyArchive(archive, path.join(work, "data"));
    return {
      ...report,
      at: new Date(started).toISOString(),
      ok: true,
      message: "",
      archive: latest.name,
      ms: now() - started,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The restore drill: restores a (decrypted) archive into a throwaway embedded PostgreSQL in
 * `into`, then compares every table's row count with the archive's manifest and every file's
 * sha256 with its `documents.ndjson`. Throws a BackupError listing the differences.
 */
export async function verifyArchive(
  archive: string,
  into: string,
): Promise<{ tables: number; rows: number; documents: number }> {
  let manifest: { counts?: Record<string, number> } = {};
  const expected: { path: string; sha256: string }[] = [];
  const reads: Promise<void>[] = [];
  // The manifest and the files' hashes: small texts, read whole.
  const texts: Record<string, Buffer[]> = {};
  await tar.t({
    file: archive,
    onReadEntry: (entry) => {
      if (entry.path === ".backup-database/manifest.json" || entry.path === `.backup-database/${DOCUMENT_HASHES}`) {
        const chunks: Buffer[] = (texts[entry.path] = []);
        entry.on("data", (c: Buffer) => chunks.push(c));
        reads.push(new Promise((resolve) => entry.on("end", resolve)));
      } else entry.resume();
    },
  });
  await Promise.all(reads);
  const text = (name: string) => Buffer.concat(texts[`.backup-database/${name}`] ?? []).toString("utf8");
  manifest = JSON.parse(text("manifest.json") || "{}") as typeof manifest;
  for (const line of text(DOCUMENT_HASHES).split("\n"))
    if (line) expected.push(JSON.parse(line) as { path: string; sha256: string });
  if (!manifest.counts) throw new BackupError("Archive sans relevé des lignes : vérification impossible.");
  const database = await openDatabase({ dataDir: into });
  const problems: string[] = [];
  let rows = 0;
  try {
    await restoreBackup(database.db, into, archive);
    for (const [table, count] of Object.entries(manifest.counts)) {
      const result = await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
      const n = (result as unknown as { rows: { n: number }[] }).rows[0].n;
      rows += n;
      if (n !== count) problems.push(`table ${table} : ${n} lignes restaurées pour ${count} sauvegardées`);
    }
  } finally {
    await database.close();
  }
  const restored = new Set(await listFiles(into, ["uploads", "private"]));
  for (const doc of expected) {
    if (!restored.has(doc.path)) problems.push(`fichier manquant : ${doc.path}`);
    else if ((await fileHash(path.join(into, doc.path))) !== doc.sha256) problems.push(`fichier altéré : ${doc.path}`);
  }
  if (problems.length > 0)
    throw new BackupError(`La restauration d'essai ne correspond pas : ${problems.slice(0, 5).join(" ; ")}`);
  return { tables: Object.keys(manifest.counts).length, rows, documents: expected.length };
}
