import { createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { loadConfig } from "../server/config.ts";
import { createStorage } from "../server/providers/storage/index.ts";
import { openDatabase } from "../server/db/client.ts";
import { createBackupStream } from "../server/services/backup.ts";

/**
 * `npm run backup [-- fichier.tar.gz]`: the database and the uploads in one archive.
 * With the embedded database, stop the server first (or use the download in the admin);
 * with PostgreSQL it can run at any time.
 */
const config = loadConfig();
const target = path.resolve(process.argv[2] ?? `sauvegarde-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await pipeline(await createBackupStream(database.db, config.dataDir, createStorage(config)), createWriteStream(target));
  process.stdout.write(`Sauvegarde écrite : ${target}\n`);
} finally {
  await database.close();
}
