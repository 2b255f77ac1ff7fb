import { mkdtemp, rm } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "../fixtures/auth.ts";
import { adminCookie } from "../fixtures/child-server.ts";
import { SERVER_HOOK_TIMEOUT, validQuote, waitUntil } from "../fixtures/leads.ts";
import { phonePhoto } from "../fixtures/photos.ts";
import { freePort, startProcessServer, type ProcessServer } from "../fixtures/process-server.ts";
import { s3Env, startS3 } from "../fixtures/s3.ts";
import { createTestDatabase } from "../fixtures/test-server.ts";

/**
 * Quote photos survive several instances sharing one PostgreSQL and one
 * bucket (one restarting while the other encodes), and a storage outage during their encoding.
 */
interface Attachment {
  id: number;
  kind: string;
  state: string;
  url: string;
  thumbUrl: string | null;
}

async function uploadPhoto(url: string, data: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), name);
  const res = await fetch(`${url}/api/quote-attachments`, { method: "POST", body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

async function sendQuote(url: string, email: string, tokens: string[]) {
  const res = await fetch(`${url}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validQuote({ email, attachments: tokens })),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** Every attachment of every quote, as the admin's lead screens list them. */
async function allAttachments(url: string, cookie: string): Promise<Attachment[]> {
  const list = (await (await fetch(`${url}/api/leads?kind=quote`, { headers: { Cookie: cookie } })).json()) as {
    items: { id: number }[];
  };
  const out: Attachment[] = [];
  for (const { id } of list.items) {
    const detail = (await (await fetch(`${url}/api/leads/quote/${id}`, { headers: { Cookie: cookie } })).json()) as {
      attachments: Attachment[];
    };
    out.push(...detail.attachments);
  }
  return out;
}

/** How many of these photos (and thumbnails) open as images for the admin. */
async function openable(url: string, cookie: string, photos: Attachment[]): Promise<number> {
  let ok = 0;
  for (const a of photos) {
    const [file, thumb] = await Promise.all(
      [a.url, a.thumbUrl!].map((u) => fetch(`${url}${u}`, { headers: { Cookie: cookie } })),
    );
    if (file.status === 200 && thumb.status === 200) {
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      if (meta.width && !meta.exif) ok++;
    } else {
      await Promise.all([file.arrayBuffer(), thumb.arrayBuffer()]);
    }
  }
  return ok;
}

const settled = (url: string, cookie: string, expected: number) =>
  waitUntil(
    async () => {
      const all = await allAttachments(url, cookie);
      return all.length === expected && all.every((a) => a.state !== "processing") && all;
    },
    240_000,
    "every photo encoded",
  );

/** Photos still waiting for their encoding, read from the database. */
async function waitingPhotos(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from lead_attachments where state = 'processing'");
    return (rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

describe("quote photos: two instances on one PostgreSQL and one S3 bucket, one restarting", () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ProcessServer;
  let b: ProcessServer;
  let env: Record<string, string>;
  const portB = freePort();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "atelier-s3-"));
    s3 = await startS3(dir);
    database = await createTestDatabase();
    env = {
      ...s3Env(s3.endpoint),
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: STRONG_PASSWORD,
      LEADS_RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
      ATTACHMENT_LEASE_SECONDS: "6",
      ATTACHMENT_RETRY_SECONDS: "1",
    };
    a = await startProcessServer(env, freePort());
    b = await startProcessServer(env, portB);
  }, SERVER_HOOK_TIMEOUT);
  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await s3?.s3.close();
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, SERVER_HOOK_TIMEOUT);

  it("a burst of photo quotes on one while the other restarts: every acknowledged photo opens (0 lost)", async () => {
    const quotes = 8;
    const perQuote = 3;
    const photo = await phonePhoto({ width: 4000, height: 3000 });
    // B restarts while A takes the burst and encodes it: its start finds photos 'processing'.
    let restart: Promise<number> | null = null;
    // The burst on A: each quote's photos uploaded, then the quote sent (acknowledged by its 201).
    for (let q = 0; q < quotes; q++) {
      const tokens = await Promise.all(
        Array.from({ length: perQuote }, (_, i) => uploadPhoto(a.url, photo, `IMG_${q}${i}.jpg`)),
      );
      await sendQuote(a.url, `client-${q}@example.fr`, tokens);
      if (q === 2)
        restart = (async () => {
          await b.kill("SIGTERM");
          b = await startProcessServer(env, portB);
          return waitingPhotos(database.url);
        })();
    }
    console.log(`[nothing lost · finding 1] photos waiting when B was back: ${await restart}`);

    const cookie = await adminCookie(a.url, STRONG_PASSWORD);
    const all = await settled(a.url, cookie, quotes * perQuote);
    const photos = all.filter((x) => x.kind === "image");
    const states = photos.map((x) => x.state);
    const opened = await openable(a.url, cookie, photos);
    const openedOnB = await openable(b.url, await adminCookie(b.url, STRONG_PASSWORD), photos);
    console.log(
      `[nothing lost · finding 1] ${photos.length} photos acknowledged, ${states.filter((s) => s === "ready").length} ready, ` +
        `${opened} open on A, ${openedOnB} open on B, ${photos.length - opened} lost`,
    );
    expect(states.every((s) => s === "ready")).toBe(true);
    expect(opened).toBe(quotes * perQuote);
    expect(openedOnB).toBe(quotes * perQuote);
  }, 400_000);
});

/**
 * An S3 endpoint whose writes of encoded photos fail (HTTP 503, as S3 answers when it is
 * overloaded) while `failing` is set; everything else goes to the real bucket.
 */
async function faultyS3(target: string) {
  const upstream = new URL(target);
  const state = { failing: false, refused: 0, refuseEveryWrite: false };
  const server: Server = createServer((req, res) => {
    const encoded = /\/(photo\.(jpg|png)|thumb\.webp)(\?|$)/.test(req.url ?? "");
    if (req.method === "PUT" && ((state.failing && encoded) || state.refuseEveryWrite)) {
      state.refused++;
      req.resume();
      res.writeHead(503, { "Content-Type": "application/xml" });
      res.end("<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>");
      return;
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    state,
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("quote photos: the bucket refuses writes while they are encoded", () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let proxy: Awaited<ReturnType<typeof faultyS3>>;
  let server: ProcessServer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "atelier-s3-"));
    s3 = await startS3(dir);
    proxy = await faultyS3(s3.endpoint);
    const database = await createTestDatabase();
    server = await startProcessServer(
      {
        ...s3Env(proxy.endpoint),
        DATABASE_URL: database.url,
        ADMIN_PASSWORD: STRONG_PASSWORD,
        LEADS_RATE_LIMIT: "0",
        LOG_LEVEL: "warn",
        ATTACHMENT_RETRY_SECONDS: "0.5",
      },
      freePort(),
    );
  }, SERVER_HOOK_TIMEOUT);
  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    await s3?.s3.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, SERVER_HOOK_TIMEOUT);

  it("keeps the visitor's photo waiting (never « endommagé ») and encodes it once the bucket is back", async () => {
    proxy.state.failing = true;
    const token = await uploadPhoto(server.url, await phonePhoto({ width: 1600, height: 1200 }), "IMG_panne.jpg");
    await sendQuote(server.url, "panne-s3@example.fr", [token]);
    // Many refused writes: the old code gave up (unreadable, original deleted) after 3 attempts.
    await waitUntil(async () => proxy.state.refused >= 8, 60_000, "eight refused writes");
    const cookie = await adminCookie(server.url, STRONG_PASSWORD);
    const [during] = await allAttachments(server.url, cookie);
    console.log(`[nothing lost · finding 6] ${proxy.state.refused} writes refused by S3, photo state: ${during.state}`);
    expect(during.state).toBe("processing");

    proxy.state.failing = false;
    const [after] = await settled(server.url, cookie, 1);
    expect(after.state).toBe("ready");
    expect(await openable(server.url, cookie, [after])).toBe(1);
  }, 200_000);

  it("finding 8: an upload the bucket refuses is a French 503 with Retry-After, not a 500", async () => {
    proxy.state.refuseEveryWrite = true;
    try {
      const form = new FormData();
      const photo = await phonePhoto({ width: 800, height: 600 });
      form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_plein.jpg");
      const res = await fetch(`${server.url}/api/quote-attachments`, { method: "POST", body: form });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await res.json()) as { message: string }).message).toMatch(/momentanément impossible/);
    } finally {
      proxy.state.refuseEveryWrite = false;
    }
  }, 60_000);
});
