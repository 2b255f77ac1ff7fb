/** The key of the encrypted archives: BACKUP_KEY, or the one generated at the first start. */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "#server/config.ts";
import { parseBackupKey } from "#server/infra/backup-crypto.ts";

export class BackupError extends Error {}

/** DATA_DIR/secrets/backup.key: the generated key (base64), made once, readable by the owner only. */
export function backupKeyFile(dataDir: string): string {
  return path.join(dataDir, "secrets", "backup.key");
}

/** The backup key: BACKUP_KEY, else the one generated at the first start (and kept in DATA_DIR/secrets). */
export function loadBackupKey(config: Pick<Config, "BACKUP_KEY" | "dataDir">): { key: Buffer; fromEnv: boolean } {
  if (config.BACKUP_KEY) return { key: parseBackupKey(config.BACKUP_KEY)!, fromEnv: true };
  const file = backupKeyFile(config.dataDir);
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
    if (key.length === 32) return { key, fromEnv: false };
    throw new BackupError(`Clé de sauvegarde illisible : ${file}`);
  }
  const key = randomBytes(32);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, key.toString("base64"), { mode: 0o600, flag: "wx" });
  } catch (err) {
    // Another process made it at the same moment: use theirs.
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return loadBackupKey(config);
    throw err;
  }
  return { key, fromEnv: false };
}
