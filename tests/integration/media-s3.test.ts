import { createWriteStream, existsSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/infra/db/client.ts";
import { createFsStorage } from "#server/infra/storage/fs.ts";
import { createStorage } from "#server/infra/storage/index.ts";
import { readAll } from "#server/infra/storage/s3.ts";
import { createBackupStream, restoreBackup } from "#server/modules/backup/service.ts";
import { copyMedia } from "#server/modules/media/copy.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaJobs } from "#server/modules/media/schema.ts";
import { startServer } from "#server/server.ts";
import { storageUnavailableMessage } from "#server/modules/media/service.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { validQuote } from "../fixtures/leads.ts";
import { waitForMediaJobs } from "../fixtures/media-jobs.ts";
import { createTestDatabase, startTestServer, type TestServer, withMediaJobs } from "../fixtures/test-server.ts";
import { s3Env, startS3 } from "../fixtures/s3.ts";

const photo = (background: string) =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background } })
    .composite([
      { input: { create: { width: 300, height: 300, channels: 3, background: "#1f2421" } }, left: 600, top: 300 },
    ])
    .jpeg()
    .toBuffer();

describe("S3 storage: a bucket that cannot be reached at start", () => {
  it("stops the start with a clear French error (nothing listening, or no such bucket)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "atelier-s3-"));
    const { s3, endpoint, port } = await startS3(dir);
    try {
      for (const [env, message] of [
        [
          s3Env(`http://127.0.0.1:${port}`, "inexistant"),
          /Stockage S3 injoignable ou non inscriptible .*compartiment inexistant.* le compartiment n'existe pas/,
        ],
        [
          s3Env("http://127.0.0.1:1"),
          /Stockage S3 injoignable ou non inscriptible \(http:\/\/127\.0\.0\.1:1, compartiment atelier\)/,
        ],
      ] as const) {
        const dataDir = await mkdtemp(path.join(tmpdir(), "atelier-test-"));
        const running = await startServer({
          env: { NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env },
        });
        await expect(running.ready).rejects.toThrow(message);
        // Not ready, never healthy: a load balancer keeps it out.
        expect((await fetch(`${running.url}/healthz`)).status).toBe(503);
        await running.close();
        await rm(dataDir, { recursive: true, force: true });
      }
      expect(endpoint).toMatch(/^http:/);
    } finally {
      await s3.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("S3 storage: backups and the copy from the disk", () => {
  it(
    "backs up the bucket's media, restores them into another bucket, and copies a disk's media into a bucket",
    { timeout: 180_000 },
    async () => {
      const dirs = await Promise.all([0, 1, 2].map(() => mkdtemp(path.join(tmpdir(), "atelier-s3-"))));
      const [sourceBucket, targetBucket] = await Promise.all([startS3(dirs[0]!), startS3(dirs[1]!)]);
      const source = await startTestServer({ ...s3Env(sourceBucket.endpoint), ...withMediaJobs });
      const storageOf = (endpoint: string) => createStorage(loadConfig({ ...s3Env(endpoint), DATA_DIR: dirs[2] }));
      try {
        await source.services()!.storage.put("1700000000000-abc", "800.webp", Buffer.from("image-bytes"));
        const archive = path.join(dirs[2]!, "sauvegarde.tar.gz");
        await pipeline(
          await createBackupStream(source.services()!.db, source.dataDir, source.services()!.storage),
          createWriteStream(archive),
        );

        const emptyDir = path.join(dirs[2]!, "restored");
        const database = await openDatabase({ dataDir: emptyDir });
        const target = storageOf(targetBucket.endpoint);
        const counts = await restoreBackup(database.db, emptyDir, archive, target);
        await database.close();
        expect(counts.media_files).toBe(1);
        const restored = await target.read("1700000000000-abc", "800.webp");
        expect(restored && (await readAll(restored.body)).toString()).toBe("image-bytes");
        // Written back to the bucket, not left on the disk.
        expect(existsSync(path.join(emptyDir, "uploads"))).toBe(false);

        // npm run media:to-s3: a small install's disk copied into a bucket, twice (the second copies nothing).
        const disk = createFsStorage(path.join(dirs[2]!, "uploads"));
        await disk.put("1700000000001-def", "devis.pdf", Buffer.from("%PDF-1.4"));
        await disk.put("1700000000001-def", "autre.txt", Buffer.from("notes"));
        expect(await copyMedia(disk, target)).toEqual({ copied: 2, skipped: 0, media: 1 });
        expect(await copyMedia(disk, target)).toEqual({ copied: 0, skipped: 2, media: 1 });
        expect(await target.list("1700000000001-def")).toEqual(["autre.txt", "devis.pdf"]);
      } finally {
        await source.stop();
        await Promise.allSettled([sourceBucket.s3.close(), targetBucket.s3.close()]);
        await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
      }
    },
  );
});

// On the shared embedded server or TEST_DATABASE_URL: one database for both instances.
const pgOnly = describe;

pgOnly("S3 storage shared by two instances on one PostgreSQL", () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestServer;
  let b: TestServer;
  let cookie: string;
  /** Every object written to the bucket, by key (a variant encoded twice would be written twice). */
  const puts = new Map<string, number>();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "atelier-s3-"));
    s3 = await startS3(dir);
    s3.s3.on("event", (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => {
      for (const record of event.Records) {
        if (record.eventName.startsWith("ObjectCreated"))
          puts.set(record.s3.object.key, (puts.get(record.s3.object.key) ?? 0) + 1);
      }
    });
    database = await createTestDatabase();
    a = await startTestServer({ ...s3Env(s3.endpoint), ...withMediaJobs }, { databaseUrl: database.url });
    b = await startTestServer({ ...s3Env(s3.endpoint), ...withMediaJobs }, { databaseUrl: database.url });
    cookie = await loginAsAdmin(a);
  }, 180_000);
  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await s3?.s3.close().catch(() => {});
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = async (server: TestServer, data: Buffer, name: string) => {
    const form = new FormData();
    form.append("type", "image");
    form.append("description", "Cuisine en chêne à Léognan");
    form.append("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), name);
    return server.fetch("/api/media/upload", { method: "POST", cookie, body: form });
  };

  it("serves on instance B what was uploaded through instance A, with ETag and byte ranges", async () => {
    const res = await upload(a, await photo("#c8a27a"), "cuisine.jpg");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // Nothing on A's disk: the bucket holds it.
    expect(existsSync(path.join(a.dataDir, "uploads", id))).toBe(false);
    expect(puts.get(`site/${id}/1600.webp`)).toBe(1);

    const fromA = Buffer.from(await (await a.fetch(`/media/${id}/1600.webp`)).arrayBuffer());
    const fromB = await b.fetch(`/media/${id}/1600.webp`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);

    const etag = fromB.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect((await b.fetch(`/media/${id}/1600.webp`, { headers: { "If-None-Match": etag! } })).status).toBe(304);
    const part = await b.fetch(`/media/${id}/1600.webp`, { headers: { Range: "bytes=10-109" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-109/${fromA.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(fromA.subarray(10, 110))).toBe(true);

    // Variants made by the queue (on either instance), then served by both.
    await waitForMediaJobs(a, [id]);
    for (const server of [a, b]) {
      const avif = await server.fetch(`/media/${id}/800.avif`);
      expect(avif.headers.get("content-type")).toBe("image/avif");
      expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(800);
      const og = await server.fetch(`/media/${id}/og.jpg`);
      expect(await sharp(Buffer.from(await og.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it("keeps a quote's photos in the bucket's private/ prefix: an admin of B opens what A received; deleting the lead removes them", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await photo("#8a5a3b"))], { type: "image/jpeg" }), "piece.jpg");
    const uploaded = await a.fetch("/api/quote-attachments", { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const { token } = (await uploaded.json()) as { token: string };
    expect((await a.fetch("/api/quotes", { method: "POST", json: validQuote({ attachments: [token] }) })).status).toBe(
      201,
    );

    const list = (await (await b.fetch("/api/leads?kind=quote", { cookie })).json()) as { items: { id: number }[] };
    const id = list.items[0].id;
    const detail = (await (await b.fetch(`/api/leads/quote/${id}`, { cookie })).json()) as {
      attachments: { url: string }[];
    };
    const [attachment] = detail.attachments;
    expect(existsSync(path.join(a.dataDir, "private"))).toBe(false);
    const privateKeys = () => [...puts.keys()].filter((key) => key.startsWith("site/private/") && !key.includes("/."));
    expect(privateKeys().length).toBeGreaterThan(0);
    const anonymous = await b.fetch(attachment.url);
    expect([401, 404]).toContain(anonymous.status);
    const opened = await b.fetch(attachment.url, { cookie });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("image/jpeg");

    expect((await b.fetch(`/api/leads/quote/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await a.fetch(attachment.url, { cookie })).status).toBe(404);
    const folder = privateKeys()[0].split("/")[2];
    expect(await a.services()!.privateStorage.list(folder)).toEqual([]);
  });

  it("makes each image's variants once, though both instances take jobs from the queue", async () => {
    const ids: string[] = [];
    for (const [i, color] of ["#6b4a33", "#2f3a33", "#c8a27a", "#8a6b4f"].entries()) {
      const res = await upload(i % 2 ? b : a, await photo(color), `photo-${i}.jpg`);
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    await waitForMediaJobs(a, ids);
    const jobs = await a.services()!.db.select().from(mediaJobs).where(inArray(mediaJobs.mediaId, ids));
    expect(jobs).toHaveLength(4);
    for (const job of jobs) expect(job).toMatchObject({ status: "done", attempts: 1 });
    for (const id of ids) {
      const written = [...puts.entries()].filter(([key]) => key.startsWith(`site/${id}/`));
      // The source at upload, then 3 WebP, 4 AVIF and the Open Graph crop: each written exactly once.
      expect(written).toHaveLength(9);
      for (const [key, count] of written) expect(count, key).toBe(1);
    }
  });

  it("answers uploads with a French 503 while the bucket is out of reach, and keeps serving pages", async () => {
    await s3.s3.close();
    try {
      const res = await upload(a, await photo("#445544"), "pendant-la-panne.jpg");
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(storageUnavailableMessage);
      for (const server of [a, b]) expect((await server.fetch("/")).status).toBe(200);
      const health = await b.fetch("/healthz");
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", storage: { kind: "s3", status: "unavailable" } });
    } finally {
      s3 = await startS3(dir, s3.port);
    }
    // Back: uploads work again, without a restart.
    expect((await upload(b, await photo("#445544"), "apres-la-panne.jpg")).status).toBe(201);
    const [job] = await a.services()!.db.select().from(mediaJobs).where(eq(mediaJobs.status, "failed"));
    expect(job).toBeUndefined();
  });
});
