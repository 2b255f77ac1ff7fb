import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT, waitUntil } from "../fixtures/leads.ts";
import { phonePhoto } from "../fixtures/photos.ts";
import { freePort, startProcessServer, type ProcessServer } from "../fixtures/process-server.ts";
import { createTestDatabase, testDatabase } from "../fixtures/test-server.ts";

/**
 * A crash between writing a visitor's original (GPS and all) and inserting its
 * row must leave no file that no purge finds; files nobody knows are swept; an encoded photo's
 * original never outlives a restart.
 */
const upload = (url: string, data: Buffer, name: string) => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), name);
  return fetch(`${url}/api/quote-attachments`, { method: "POST", body: form });
};

describe(`quote uploads: the row before the file, orphans swept (${testDatabase})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let server: ProcessServer;
  let env: Record<string, string>;
  const port = freePort();
  const privateDir = () => path.join(dataDir, "private");
  const folders = async () =>
    (await readdir(privateDir()).catch(() => [] as string[])).filter((n) => n.startsWith("att-"));
  async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "atelier-orphans-"));
    env = { DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_PASSWORD: STRONG_PASSWORD, LEADS_RATE_LIMIT: "0" };
    server = await startProcessServer(env, port);
  }, SERVER_HOOK_TIMEOUT);
  afterAll(async () => {
    await server?.kill("SIGKILL");
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, SERVER_HOOK_TIMEOUT);

  it("a crash while an upload is stored leaves no file without its row; an old orphan is swept at the next start", async () => {
    const photo = await phonePhoto({ width: 1200, height: 900 });
    // A visitor's upload before the crash: known to the database, kept.
    expect((await upload(server.url, photo, "avant.jpg")).status).toBe(201);
    await waitUntil(
      async () =>
        (await query<{ n: number }>("select count(*)::int as n from lead_attachments where state = 'processing'"))[0]
          .n === 0,
      30_000,
      "the first photo encoded",
    );
    const kept = await folders();
    expect(kept.length).toBeGreaterThan(0);

    // The next upload's INSERT waits (a lock held here, reads still allowed); the server dies then.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query("begin");
    await locker.query("lock table lead_attachments in share mode");
    const pending = upload(server.url, photo, "pendant.jpg").catch(() => null);
    const [waiting] = await waitUntil(
      async () => {
        const rows = await query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "lead_attachments"%'`,
        );
        return rows.length > 0 && rows;
      },
      30_000,
      "the upload's insert waiting",
    );
    await server.kill("SIGKILL");
    await pending;
    // Its connection dies with it (as a crash's would).
    await locker.query("select pg_terminate_backend($1)", [waiting.pid]);
    await locker.query("rollback");
    await locker.end();

    // Every file in the private storage belongs to a row (the purges know only rows).
    const rows = await query<{ storage_id: string }>("select storage_id from lead_attachments");
    const known = new Set(rows.map((r) => r.storage_id));
    const unknown = (await folders()).filter((f) => !known.has(f.replace(/-src$/, "")));
    console.log(
      `[nothing lost · finding 7] after the crash: ${unknown.length} file(s) without a row (${unknown.join(", ")})`,
    );
    expect(unknown).toEqual([]);

    // An orphan as an older version's crash left it (an original with GPS), two hours old; and the
    // kept photo's folder aged too (its row is there: kept).
    const orphan = `att-${randomBytes(12).toString("hex")}-src`;
    await mkdir(path.join(privateDir(), orphan), { recursive: true });
    await writeFile(path.join(privateDir(), orphan, "upload.bin"), photo);
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const folder of [orphan, ...kept]) {
      for (const file of await readdir(path.join(privateDir(), folder)))
        await utimes(path.join(privateDir(), folder, file), old, old);
    }
    // The original of the encoded photo, as an instance stopped between « ready » and its removal
    // left it: its row still names it, so only the rule « no original once encoded » removes it.
    const [ready] = await query<{ storage_id: string }>(
      "select storage_id from lead_attachments where state = 'ready' limit 1",
    );
    const leftOriginal = `${ready.storage_id}-src`;
    await mkdir(path.join(privateDir(), leftOriginal), { recursive: true });
    await writeFile(path.join(privateDir(), leftOriginal, "upload.bin"), photo);
    server = await startProcessServer(env, port);
    await waitUntil(async () => !(await folders()).includes(orphan), 30_000, "the orphan swept");
    await waitUntil(
      async () => !(await folders()).includes(leftOriginal),
      30_000,
      "the encoded photo's original removed",
    );
    expect(await folders()).toEqual(expect.arrayContaining(kept));
  }, 180_000);
});
