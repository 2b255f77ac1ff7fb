/** One Node process per DATA_DIR (DATA_DIR/postgres.lock). See decision 040. */
import { randomBytes } from "node:crypto";
import { link, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { EmbeddedPostgresError } from "./settings.ts";
import { alive, processStart } from "./processes.ts";

export interface LockOwner {
  pid: number;
  start: string | null;
}

export function ownerAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !alive(owner.pid)) return false;
  const start = processStart(owner.pid);
  return owner.start === null || start === null || start === owner.start;
}

/** One Node process per DATA_DIR: a second start refuses while the first runs. */
export async function acquireLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, "postgres.lock");
  const me: LockOwner = { pid: process.pid, start: processStart(process.pid) };
  const tmp = `${lockPath}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(tmp, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(tmp, lockPath); // atomic: fails if the lock exists, never half-written
        return async () => {
          const current = await readFile(lockPath, "utf8").catch(() => "");
          if (current === JSON.stringify(me)) await unlink(lockPath).catch(() => {});
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      let owner: LockOwner | null = null;
      try {
        owner = JSON.parse(await readFile(lockPath, "utf8")) as LockOwner;
      } catch {
        owner = null;
      }
      if (owner && ownerAlive(owner)) {
        throw new EmbeddedPostgresError(
          `Le dossier de données ${dataDir} est déjà utilisé par un autre serveur du site en cours d'exécution ` +
            `(processus ${owner.pid}). Arrêtez-le avant d'en démarrer un second, ou choisissez un autre DATA_DIR.`,
        );
      }
      // Left by a process that no longer runs (killed, power cut).
      await unlink(lockPath).catch(() => {});
    }
    throw new EmbeddedPostgresError(`Impossible de verrouiller ${lockPath} : réessayez.`);
  } finally {
    await unlink(tmp).catch(() => {});
  }
}
