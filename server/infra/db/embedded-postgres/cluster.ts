/** The cluster on disk: its generated password, initdb on the first start. See decision 040. */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "#server/logger.ts";
import { EmbeddedPostgresError, ROLE } from "./settings.ts";
import type { Binaries } from "./binaries.ts";
import { type RunAs } from "./run-as.ts";

export async function passwordOf(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "postgres-password");
  if (existsSync(file)) {
    await chmod(file, 0o600);
    return (await readFile(file, "utf8")).trim();
  }
  const password = randomBytes(24).toString("base64url");
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" });
  return password;
}

export function spawnOptions(runAs: RunAs | null) {
  return {
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    // Messages in English whatever the machine's locale; no locale the machine may not have.
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C", LANG: "C", TZ: "UTC" },
  };
}

export async function initdb(
  bin: Binaries,
  dataDir: string,
  pgdata: string,
  password: string,
  runAs: RunAs | null,
  logger: Logger,
) {
  // Into a temporary folder renamed at the end: an interrupted initdb never leaves a half cluster.
  const tmp = `${pgdata}.initdb`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { mode: 0o700 });
  const pwfile = path.join(dataDir, `.postgres-initdb-${randomBytes(4).toString("hex")}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    await chown(tmp, runAs.uid, runAs.gid);
    await chown(pwfile, runAs.uid, runAs.gid);
  }
  const started = performance.now();
  try {
    const args = [
      `--pgdata=${tmp}`,
      `--username=${ROLE}`,
      `--pwfile=${pwfile}`,
      "--auth=scram-sha-256",
      "--encoding=UTF8",
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      "--locale=C",
      "--no-instructions",
      // One syncfs() of the file system instead of an fsync per file: same durability, half the time.
      ...(process.platform === "linux" ? ["--sync-method=syncfs"] : []),
    ];
    const result = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(bin.initdb, args, { ...spawnOptions(runAs), stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (c: Buffer) => (output += c));
      child.stderr.on("data", (c: Buffer) => (output += c));
      child.once("error", reject);
      child.once("close", (code) => resolve({ code, output }));
    });
    if (result.code !== 0) {
      throw new EmbeddedPostgresError(
        `La création de la base PostgreSQL dans ${pgdata} a échoué (initdb, code ${result.code}). ` +
          `${runAs ? `Le serveur tourne en root : PostgreSQL s'exécute sous l'utilisateur « ${runAs.name} », qui doit pouvoir lire node_modules et écrire dans DATA_DIR. ` : ""}` +
          `Sortie d'initdb :\n${result.output.slice(-2000)}`,
      );
    }
  } finally {
    await unlink(pwfile).catch(() => {});
  }
  await rename(tmp, pgdata);
  logger.info("embedded postgres: cluster created", { dir: pgdata, ms: Math.round(performance.now() - started) });
}
