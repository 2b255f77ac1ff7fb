import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { createPrivateStorage, createStorage } from "../server/infra/storage/index.ts";
import { openDatabase } from "../server/infra/db/client.ts";
import { EmbeddedPostgresError } from "../server/infra/db/embedded-postgres.ts";
import { RestoreError, restoreBackup } from "#server/modules/backup/index.ts";

/**
 * `npm run restore -- fichier.tar.gz`: restores an archive into an empty DATA_DIR (its embedded
 * PostgreSQL is created here) or an empty DATABASE_URL database.
 */
const archive = process.argv[2];
if (!archive) {
  process.stderr.write("Usage : npm run restore -- chemin/vers/sauvegarde.tar.gz\n");
  process.exit(2);
}
const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const counts = await restoreBackup(
      database.db,
      config.dataDir,
      path.resolve(archive),
      createStorage(config),
      createPrivateStorage(config),
    );
    process.stdout.write(
      `Restauration terminée : ${Object.entries(counts)
        .map(([t, n]) => `${t}=${n}`)
        .join(", ")}\n`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  process.stderr.write(
    `${err instanceof RestoreError || err instanceof EmbeddedPostgresError ? err.message : String(err)}\n`,
  );
  process.exitCode = 1;
}
