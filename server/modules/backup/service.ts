import { createWriteStream, existsSync } from "node:fs";
import { once } from "node:events";
import { copyFile, link, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { Db } from "#server/infra/db/client.ts";
import { createFsStorage } from "#server/infra/storage/fs.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { copyMedia } from "#server/modules/media/index.ts";
import { BACKUP_TABLES, DB_FOLDER, DOCUMENT_HASHES, SECRETS, fileHash, listFiles } from "./archive.ts";

// The archive's layout lives in archive.ts, the restore in restore.ts.
export { BACKUP_TABLES, DOCUMENT_HASHES, EPHEMERAL_TABLES, SECRETS, fileHash, listFiles } from "./archive.ts";
export { RestoreError, restoreBackup } from "./restore.ts";

export interface BackupStreamOptions {
  /** Include DATA_DIR/secrets: only ever inside an encrypted archive. */
  secrets?: boolean;
  /** Write the hash of every uploaded and private file into the archive (the drill compares them). */
  documentHashes?: boolean;
}

async function writeDocumentHashes(root: string, file: string, folders: string[]) {
  const out = createWriteStream(file);
  const closed = once(out, "close");
  try {
    for (const relative of await listFiles(root, folders)) {
      const full = path.join(root, relative);
      const line = JSON.stringify({ path: relative, sha256: await fileHash(full), size: (await stat(full)).size });
      if (!out.write(`${line}\n`)) await once(out, "drain");
    }
  } finally {
    out.end();
    await closed;
  }
}

/** Rows fetched from the cursor at a time (a few MB of JSON at most). */
const BATCH = 200;

async function exportTables(db: Db, folder: string) {
  await mkdir(folder, { recursive: true });
  /** Rows written per table: the restore drill compares them with what it restored. */
  const counts: Record<string, number> = {};
  // One transaction: every table read from the same snapshot, through a cursor.
  await db.transaction(
    async (tx) => {
      for (const table of BACKUP_TABLES) {
        const out = createWriteStream(path.join(folder, `${table}.ndjson`));
        const closed = once(out, "close");
        counts[table] = 0;
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
            counts[table] += rows.length;
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
    JSON.stringify({ format: 2, createdAt: new Date().toISOString(), tables: BACKUP_TABLES, counts }, null, 2),
  );
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
  options: BackupStreamOptions = {},
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
    // The application's keys (DATA_DIR/secrets: the mail key, and any key kept there), only in an
    // encrypted archive; and the hash of every file, for the restore drill.
    if (options.secrets) await snapshot(path.join(dataDir, SECRETS), path.join(work, SECRETS));
    if (options.documentHashes)
      await writeDocumentHashes(work, path.join(work, DB_FOLDER, DOCUMENT_HASHES), ["uploads", "private"]);
  } catch (err) {
    await cleanup();
    throw err;
  }
  const entries = [
    DB_FOLDER,
    ...["uploads", "private", ...(options.secrets ? [SECRETS] : [])].filter((folder) =>
      existsSync(path.join(work, folder)),
    ),
  ];
  const packed = tar.c(
    {
      gzip: true,
      cwd: work,
      portable: true,
      // Each file read 1 MiB at a time, not tar's 16 MiB (the peak memory of a backup).
      maxReadSize: 1024 * 1024,
      filter: (_p, stat) => !("isFile" in stat) || stat.isFile() || stat.isDirectory(),
    },
    entries,
  ) as unknown as Readable;
  const out = new PassThrough();
  pipeline(packed, out).then(cleanup, cleanup);
  return out;
}
