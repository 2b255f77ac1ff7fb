/** As root: initdb and postgres run as an unprivileged system user. See decision 040. */
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { chmod, chown, readdir } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "#server/logger.ts";
import { EmbeddedPostgresError } from "./settings.ts";

export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

/**
 * PostgreSQL refuses to run as root. As root, initdb and postgres run as the `postgres` system user
 * when it exists (a machine with Debian's PostgreSQL package), else as `nobody`; the cluster belongs
 * to that user. The app itself, the password file and the uploads stay root's.
 */
export function runAsUser(): RunAs | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  for (const name of ["postgres", "nobody"]) {
    const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (uid.status === 0 && gid.status === 0)
      return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name };
  }
  throw new EmbeddedPostgresError(
    "PostgreSQL refuse de tourner en root et aucun utilisateur « postgres » ni « nobody » n'existe : " +
      "lancez le site avec un utilisateur ordinaire, ou créez l'utilisateur système « postgres ».",
  );
}

export async function chownTree(dir: string, uid: number, gid: number) {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, uid, gid);
    else await chown(p, uid, gid).catch(() => {});
  }
}

/** The unprivileged user must be able to reach DATA_DIR/postgres: add "x" (traverse, not list) where missing. */
export async function makeTraversable(dir: string, runAs: RunAs, logger: Logger) {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const st = statSync(d);
    const ok =
      (st.uid === runAs.uid && st.mode & 0o100) || (st.gid === runAs.gid && st.mode & 0o010) || st.mode & 0o001;
    if (!ok) {
      await chmod(d, (st.mode & 0o7777) | 0o001);
      logger.info("embedded postgres: directory made traversable for the postgres user", { dir: d, user: runAs.name });
    }
    if (path.dirname(d) === d) break;
  }
}
