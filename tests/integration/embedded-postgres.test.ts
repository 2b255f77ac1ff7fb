import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "../fixtures/auth.ts";
import { adminCookie, exportedRows, isAlive, spawnServer, type ChildServer } from "../fixtures/child-server.ts";
import { validContact } from "../fixtures/leads.ts";
import { freePort } from "../fixtures/smtp.ts";
import { collectOutput } from "../fixtures/suite-server.ts";
import { startTestServer } from "../fixtures/test-server.ts";

/**
 * The embedded PostgreSQL that `npm start` runs without DATABASE_URL (decision 040): its settings,
 * its lifecycle (orphans, crashes, two starts on one DATA_DIR) and the refusal of PGlite data.
 * Each test runs the real server in a child process on its own DATA_DIR.
 */
const root = path.resolve(import.meta.dirname, "..", "..");
const dirs: string[] = [];
const servers: ChildServer[] = [];

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "atelier-embedded-"));
  dirs.push(dir);
  return dir;
}

async function start(dir: string): Promise<ChildServer> {
  const server = await spawnServer({
    DATA_DIR: dir,
    DATABASE_URL: "",
    ADMIN_PASSWORD: STRONG_PASSWORD,
    LEADS_RATE_LIMIT: "0",
  });
  servers.push(server);
  return server;
}

/** Runs the server (or a script) until it exits; for starts that must refuse. */
function run(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = collectOutput(child);
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`still running after ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
}

const postContact = (url: string, email: string) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify(validContact({ email })),
  });

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, label: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out: ${label}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(async () => {
  for (const server of servers) await server.kill("SIGTERM");
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("embedded PostgreSQL: first start", () => {
  it("creates a UTF-8 cluster in DATA_DIR/postgres, listening on 127.0.0.1 only, fsync on, with a private password", async () => {
    const server = await startTestServer({}, { databaseUrl: null });
    try {
      expect((await stat(path.join(server.dataDir, "postgres", "PG_VERSION"))).isFile()).toBe(true);
      expect((await stat(path.join(server.dataDir, "postgres-password"))).mode & 0o777).toBe(0o600);
      const { rows } = (await server
        .services()!
        .database.db.execute(
          sql`select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'listen_addresses', 'server_encoding', 'max_connections')`,
        )) as unknown as { rows: { name: string; setting: string }[] };
      expect(Object.fromEntries(rows.map((r) => [r.name, r.setting]))).toEqual({
        fsync: "on",
        synchronous_commit: "on",
        full_page_writes: "on",
        listen_addresses: "127.0.0.1",
        server_encoding: "UTF8",
        max_connections: "20",
      });
      expect(server.services()!.database.kind).toBe("embedded");
    } finally {
      await server.stop();
    }
  });
});

describe("embedded PostgreSQL: lifecycle", () => {
  it("stops the orphan server left by a SIGKILLed Node process and starts again on the same data", async () => {
    const dir = await dataDir();
    const first = await start(dir);
    expect((await postContact(first.url, "avant-sigkill@example.fr")).status).toBe(201);
    const orphan = first.postmasterPid();
    expect(orphan).not.toBeNull();
    await first.kill("SIGKILL"); // Node only (OOM killer): its PostgreSQL keeps running
    expect(isAlive(orphan!)).toBe(true);

    const second = await start(dir);
    expect(isAlive(orphan!)).toBe(false);
    expect(second.postmasterPid()).not.toBe(orphan);
    const cookie = await adminCookie(second.url, STRONG_PASSWORD);
    expect((await exportedRows(second.url, cookie, "contact")).flat()).toContain("avant-sigkill@example.fr");
    await second.kill("SIGTERM");
    // A clean stop leaves nothing running.
    expect(isAlive(second.postmasterPid() ?? orphan!)).toBe(false);
  });

  it("answers 503 while its PostgreSQL is down, keeps serving cached pages, and restarts PostgreSQL by itself", async () => {
    const server = await start(await dataDir());
    // The page cache stores the home page after its first render (in the background).
    await waitFor(
      async () => (await fetch(`${server.url}/`)).headers.get("x-page-cache") === "HIT",
      10_000,
      "home page cached",
    );
    const postmaster = server.postmasterPid()!;

    process.kill(postmaster, "SIGKILL");
    // Down: /healthz says so (until the restart, which may be quick).
    const statuses: number[] = [];
    await waitFor(
      async () => {
        const health = (await fetch(`${server.url}/healthz`)).status;
        statuses.push(health);
        const cached = await fetch(`${server.url}/`);
        expect(cached.status).toBe(200);
        const page = await fetch(`${server.url}/politique-de-confidentialite`);
        if (page.status === 503) expect(await page.text()).toContain("Service momentanément indisponible");
        else expect(page.status).toBe(200);
        return health === 503;
      },
      5_000,
      "healthz 503",
    ).catch(() => {});
    expect(statuses).toContain(503);

    // Back by itself: a new postmaster after crash recovery, the site writes again.
    await waitFor(async () => (await fetch(`${server.url}/healthz`)).status === 200, 30_000, "healthz 200 again");
    expect(server.postmasterPid()).not.toBe(postmaster);
    await waitFor(
      async () => (await postContact(server.url, "apres-crash@example.fr")).status === 201,
      15_000,
      "a write after recovery",
    );
    expect((await fetch(`${server.url}/politique-de-confidentialite`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it("refuses a second server on the same DATA_DIR with a French message, and the first one is unharmed", async () => {
    const dir = await dataDir();
    // Both at once on a new DATA_DIR: exactly one wins.
    const [a, b] = await Promise.allSettled([start(dir), start(dir)]);
    const winners = [a, b].filter((r) => r.status === "fulfilled");
    const losers = [a, b].filter((r) => r.status === "rejected");
    expect(winners).toHaveLength(1);
    expect(String((losers[0] as PromiseRejectedResult).reason)).toMatch(/déjà utilisé par un autre serveur/);
    const first = (winners[0] as PromiseFulfilledResult<ChildServer>).value;

    // And once the first runs.
    const second = await run(["server/main.ts"], { DATA_DIR: dir, PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.output).toMatch(
      /Le dossier de données .* est déjà utilisé par un autre serveur du site en cours d'exécution/,
    );
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect((await postContact(first.url, "toujours-la@example.fr")).status).toBe(201);
  });
});

describe("embedded PostgreSQL: data of the PGlite versions", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await dataDir();
    // What a PGlite version left: its cluster in DATA_DIR/db.
    await mkdir(path.join(dir, "db", "base"), { recursive: true });
    await writeFile(path.join(dir, "db", "PG_VERSION"), "17\n");
  });

  it("refuses to start on it and says how to move the content", async () => {
    const refused = await run(["server/main.ts"], { DATA_DIR: dir, PORT: String(await freePort()) });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("contient une base PGlite d'une ancienne version du site");
    expect(refused.output).toContain("npm run backup -- /chemin/sauvegarde.tar.gz");
    expect(refused.output).toContain("npm run restore -- /chemin/sauvegarde.tar.gz");
  });

  it("restores a backup written by the PGlite version into an empty DATA_DIR", async () => {
    const target = await dataDir();
    const archive = path.join(root, "tests", "fixtures", "pglite-backup.tar.gz");
    const restored = await run(["scripts/restore.ts", archive], { DATA_DIR: target });
    expect(restored.output).toMatch(/Restauration terminée : .*articles=5/);
    expect(restored.code).toBe(0);
    const server = await start(target);
    const cookie = await adminCookie(server.url, "Sauvegarde-PGlite-2026!");
    expect((await exportedRows(server.url, cookie, "contact")).flat()).toContain("ecrit-par-pglite@example.fr");
    const page = await fetch(`${server.url}/blog/entretenir-cuisine-bois`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Écrit par la version PGlite");
  });
});
