import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, open, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { pipeline } from "node:stream/promises";
import { loadConfig } from "../server/config.ts";
import { createPrivateStorage, createStorage } from "../server/infra/storage/index.ts";
import { openDatabase } from "../server/infra/db/client.ts";
import { EmbeddedPostgresError } from "../server/infra/db/embedded-postgres.ts";
import { BackupCryptoError, MAGIC, decryptStream, parseBackupKey } from "../server/infra/backup-crypto.ts";
import { RestoreError, backupKeyFile, backupTargets, restoreBackup } from "#server/modules/backup/index.ts";

/**
 * `npm run restore [-- fichier]`: restores an archive into an empty DATA_DIR (its embedded
 * PostgreSQL is created here) or an empty DATABASE_URL database.
 *
 * Without a file, the latest automatic archive of the configured target (BACKUP_DIR, the
 * BACKUP_S3_* bucket, else DATA_DIR/backups) is taken. An encrypted archive (`.atlbak`) asks for
 * the recovery phrase (or reads BACKUP_KEY, or BACKUP_PHRASE for scripts and tests); it brings
 * back the application's keys (DATA_DIR/secrets) too. A plain `.tar.gz` (`npm run backup`, the
 * admin's download) restores as before.
 */
const config = loadConfig();
const say = (line: string) => process.stdout.write(`${line}\n`);

async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    return head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

async function askPhrase(): Promise<Buffer> {
  const given = process.env.BACKUP_KEY || process.env.BACKUP_PHRASE;
  if (given) {
    const key = parseBackupKey(given);
    if (!key) throw new RestoreError("BACKUP_KEY / BACKUP_PHRASE : phrase de secours illisible.");
    return key;
  }
  if (!process.stdin.isTTY) throw new RestoreError("Archive chiffrée : indiquez la phrase de secours (BACKUP_PHRASE).");
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const key = parseBackupKey(await rl.question("Phrase de secours (14 groupes de 4 caractères) : "));
      if (key) return key;
      say("Phrase incorrecte (un caractère mal recopié ?). Réessayez.");
    }
  } finally {
    rl.close();
  }
  throw new RestoreError("Phrase de secours incorrecte.");
}

let work: string | null = null;
try {
  await mkdir(config.dataDir, { recursive: true });
  work = await mkdtemp(path.join(config.dataDir, ".restore-archive-"));
  let archive = process.argv[2] ? path.resolve(process.argv[2]) : null;
  if (!archive) {
    // The latest archive of the first target that has one.
    for (const target of backupTargets(config)) {
      const [latest] = await target.list().catch(() => []);
      if (!latest) continue;
      archive = path.join(work, latest.name);
      say(`Dernière sauvegarde trouvée : ${latest.name} (${target.label})`);
      await target.get(latest.name, archive);
      break;
    }
    if (!archive) {
      throw new RestoreError(
        "Aucune sauvegarde trouvée (BACKUP_DIR, BACKUP_S3_*, DATA_DIR/backups). Usage : npm run restore -- chemin/vers/sauvegarde",
      );
    }
  }
  if (!existsSync(archive)) throw new RestoreError(`Fichier introuvable : ${archive}`);
  let key: Buffer | null = null;
  if (await isEncrypted(archive)) {
    key = await askPhrase();
    const plain = path.join(work, "archive.tar.gz");
    await pipeline(createReadStream(archive), decryptStream(key), createWriteStream(plain));
    archive = plain;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const counts = await restoreBackup(
      database.db,
      config.dataDir,
      archive,
      createStorage(config),
      createPrivateStorage(config),
    );
    // The restored site goes on backing up with the same key (unless BACKUP_KEY gives it).
    if (key && !config.BACKUP_KEY && !existsSync(backupKeyFile(config.dataDir))) {
      await mkdir(path.dirname(backupKeyFile(config.dataDir)), { recursive: true, mode: 0o700 });
      await writeFile(backupKeyFile(config.dataDir), key.toString("base64"), { mode: 0o600 });
    }
    say(
      `Restauration terminée : ${Object.entries(counts)
        .map(([t, n]) => `${t}=${n}`)
        .join(", ")}`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  process.stderr.write(
    `${err instanceof RestoreError || err instanceof EmbeddedPostgresError || err instanceof BackupCryptoError ? err.message : String(err)}\n`,
  );
  process.exitCode = 1;
} finally {
  if (work) await rm(work, { recursive: true, force: true });
}
