import { createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { loadConfig } from "../server/config.ts";
import { createPrivateStorage, createStorage } from "../server/infra/storage/index.ts";
import { openDatabase } from "../server/infra/db/client.ts";
import { EmbeddedPostgresError } from "../server/infra/db/embedded-postgres.ts";
import { createBackupStream } from "#server/modules/backup/index.ts";

/**
 * `npm run backup [-- fichier.tar.gz]`: the database and the uploads in one archive, at any time:
 * while the site runs on the embedded PostgreSQL, the script connects to that server; otherwise
 * it starts the embedded server of DATA_DIR itself (or uses DATABASE_URL).
 */
const config = loadConfig();
const target = path.resolve(process.argv[2] ?? `sauvegarde-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
try {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    attachToRunning: true,
  });
  try {
    await pipeline(
      await createBackupStream(database.db, config.dataDir, createStorage(config), createPrivateStorage(config)),
      createWriteStream(target),
    );
    process.stdout.write(`Sauvegarde écrite : ${target}\n`);
  } finally {
    await database.close();
  }
} catch (err) {
  process.stderr.write(`${err instanceof EmbeddedPostgresError ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
