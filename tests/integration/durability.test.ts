import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { phonePhoto } from "../fixtures/photos.ts";
import { describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "../fixtures/auth.ts";
import { adminCookie, exportedRows, spawnServer, type ChildServer } from "../fixtures/child-server.ts";
import { validContact, validQuote } from "../fixtures/leads.ts";
import { createTestDatabase, testDatabase } from "../fixtures/test-server.ts";

/** Writes kept going by this many parallel clients until the kill. */
const CLIENTS = 6;
/** The server is killed once this many writes were acknowledged (more are in flight). */
const KILL_AFTER = 40;

interface Run {
  env: Record<string, string | undefined>;
  server: ChildServer | null;
  cleanup(): Promise<void>;
}

async function prepare(): Promise<Run> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "atelier-durability-"));
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
  const run: Run = {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      ADMIN_PASSWORD: STRONG_PASSWORD,
      LEADS_RATE_LIMIT: "0",
      // A killed instance's photos are taken over once their lease has expired: a short
      // lease, so that the restarted server encodes them within the time an opening waits.
      ATTACHMENT_LEASE_SECONDS: "6",
      ATTACHMENT_RETRY_SECONDS: "1",
    },
    server: null,
    async cleanup() {
      await run.server?.kill("SIGTERM");
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  run.server = await spawnServer(run.env);
  return run;
}

/**
 * CLIENTS loops call `write(i)` with increasing numbers; each acknowledged number is recorded.
 * Once KILL_AFTER are acknowledged the whole process tree (Node and the embedded PostgreSQL) gets
 * SIGKILL while the others are still in flight.
 */
async function writeUntilKilled(
  server: ChildServer,
  write: (i: number) => Promise<boolean>,
  options: { killAfter?: number; beforeKill?: () => Promise<void> } = {},
) {
  const killAfter = options.killAfter ?? KILL_AFTER;
  const acknowledged: number[] = [];
  let next = 0;
  let attempted = 0;
  let killed: Promise<void> | null = null;
  const client = async () => {
    while (!killed) {
      const i = next++;
      attempted++;
      const ok = await write(i).catch(() => false);
      if (ok && !killed) acknowledged.push(i);
      // A power cut: Node and its embedded PostgreSQL die together (SIGKILL), mid-stream.
      if (acknowledged.length >= killAfter && !killed)
        killed = (async () => {
          await options.beforeKill?.();
          await server.killTree();
        })();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  await killed;
  expect(server.child.signalCode).toBe("SIGKILL");
  return { acknowledged, attempted };
}

const json = (cookie: string | null, method: string, body: unknown, origin: string): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});

describe(`durability after SIGKILL (${testDatabase})`, () => {
  it("keeps every acknowledged quote and contact request, with its e-mails, when killed mid-stream", async () => {
    const run = await prepare();
    try {
      const url = run.server!.url;
      const email = (i: number) => (i % 2 ? `contact-${i}@example.fr` : `devis-${i}@example.fr`);
      const { acknowledged, attempted } = await writeUntilKilled(run.server!, async (i) => {
        const res =
          i % 2
            ? await fetch(`${url}/api/contact`, json(null, "POST", validContact({ email: email(i) }), url))
            : await fetch(`${url}/api/quotes`, json(null, "POST", validQuote({ email: email(i) }), url));
        return res.status === 201;
      });
      expect(attempted).toBeGreaterThan(acknowledged.length);

      // The same data opens cleanly and holds every acknowledged request.
      run.server = await spawnServer(run.env);
      const cookie = await adminCookie(run.server.url, STRONG_PASSWORD);
      const rows = [
        ...(await exportedRows(run.server.url, cookie, "quote")),
        ...(await exportedRows(run.server.url, cookie, "contact")),
      ];
      const found = new Set(rows.flat().filter((c) => c.endsWith("@example.fr")));
      expect(acknowledged.map(email).filter((e) => !found.has(e))).toEqual([]);
      // Nothing appears twice; at most the in-flight ones were stored without their answer.
      expect(found.size).toBe(rows.length);
      expect(rows.length).toBeLessThanOrEqual(attempted);
      // Each request's e-mails were committed with it.
      const list = await fetch(`${run.server.url}/api/leads?kind=quote`, { headers: { Cookie: cookie } }).then((r) =>
        r.json(),
      );
      const detail = await fetch(`${run.server.url}/api/leads/quote/${list.items[0].id}`, {
        headers: { Cookie: cookie },
      }).then((r) => r.json());
      expect(detail.emails).toHaveLength(2);
      // And the reopened database takes new writes.
      const after = await fetch(
        `${run.server.url}/api/quotes`,
        json(null, "POST", validQuote({ email: "apres@example.fr" }), run.server.url),
      );
      expect(after.status).toBe(201);
      console.info(
        `[durability] leads: ${attempted} sent, ${acknowledged.length} acknowledged before SIGKILL, ${rows.length} found after restart`,
      );
    } finally {
      await run.cleanup();
    }
  }, 300_000);

  it("keeps every acknowledged article creation and update when killed mid-stream", async () => {
    const run = await prepare();
    try {
      const url = run.server!.url;
      const cookie = await adminCookie(url, STRONG_PASSWORD);
      /** Even numbers create an article; odd numbers update the one created just before (once created). */
      const created = new Map<number, Promise<number | null>>();
      const { acknowledged, attempted } = await writeUntilKilled(run.server!, async (i) => {
        const base = i - (i % 2);
        const body = {
          title: `Article durable ${base} version ${i}`,
          slug: `article-durable-${base}`,
          content: `## Version ${i}\n\nUn texte enregistré avant l'arrêt brutal du serveur.`,
          isPublished: i % 4 < 2,
        };
        if (i % 2 === 0) {
          const id = fetch(`${url}/api/articles`, json(cookie, "POST", body, url)).then(async (res) =>
            res.status === 201 ? ((await res.json()) as { id: number }).id : null,
          );
          created.set(
            base,
            id.catch(() => null),
          );
          return (await id) !== null;
        }
        const id = await (created.get(base) ?? Promise.resolve(null));
        if (id === null) return false;
        const res = await fetch(`${url}/api/articles/${id}`, json(cookie, "PUT", body, url));
        return res.status === 200;
      });

      run.server = await spawnServer(run.env);
      const cookie2 = await adminCookie(run.server.url, STRONG_PASSWORD);
      const articles = (await fetch(`${run.server.url}/api/articles`, { headers: { Cookie: cookie2 } }).then((r) =>
        r.json(),
      )) as {
        id: number;
        title: string;
        slug: string;
      }[];
      const bySlug = new Map(articles.map((a) => [a.slug, a]));
      const creations = acknowledged.filter((i) => i % 2 === 0);
      expect(creations.filter((i) => !bySlug.has(`article-durable-${i}`))).toEqual([]);
      // An acknowledged update is never lost.
      const updates = acknowledged.filter((i) => i % 2 === 1);
      expect(updates.length).toBeGreaterThan(5);
      for (const i of updates)
        expect(bySlug.get(`article-durable-${i - 1}`)?.title).toBe(`Article durable ${i - 1} version ${i}`);
      const after = await fetch(
        `${run.server.url}/api/articles`,
        json(cookie2, "POST", { title: "Après redémarrage", slug: "apres-redemarrage" }, run.server.url),
      );
      expect(after.status).toBe(201);
      console.info(
        `[durability] articles: ${attempted} saves sent, ${acknowledged.length} acknowledged before SIGKILL, ${articles.filter((a) => a.slug.startsWith("article-durable-")).length} articles found after restart`,
      );
    } finally {
      await run.cleanup();
    }
  }, 300_000);

  it("encodes every acknowledged photo after a SIGKILL, those still waiting for the image worker included", async () => {
    const run = await prepare();
    try {
      const url = run.server!.url;
      const cookie = await adminCookie(url, STRONG_PASSWORD);
      // A phone-sized photo (~8 MP, noisy like a real one, with GPS): the worker takes ~0.1 s per
      // photo, one at a time, while the uploads are answered at once: a queue builds up.
      const photo = await phonePhoto({ width: 3264, height: 2448, background: "#b08060", quality: 85 });
      const email = (i: number) => `photo-${i}@example.fr`;
      let waitingAtKill = 0;
      // Uploads the kill cut before their answer: their row may still say « storing » (never
      // acknowledged to the visitor), and their original is the unclaimed-uploads purge's to remove.
      let uploadsCut = 0;
      const { acknowledged } = await writeUntilKilled(
        run.server!,
        async (i) => {
          const form = new FormData();
          form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `IMG_${i}.jpg`);
          uploadsCut += 1;
          const up = await fetch(`${url}/api/quote-attachments`, {
            method: "POST",
            body: form,
            headers: { Origin: url },
          });
          uploadsCut -= 1;
          if (up.status !== 201) return false;
          const { token } = (await up.json()) as { token: string };
          const res = await fetch(
            `${url}/api/quotes`,
            json(null, "POST", validQuote({ email: email(i), attachments: [token] }), url),
          );
          return res.status === 201;
        },
        {
          killAfter: 16,
          // How many acknowledged photos the worker has not encoded yet, just before the power cut.
          beforeKill: async () => {
            const list = (await fetch(`${url}/api/leads?kind=quote`, { headers: { Cookie: cookie } }).then((r) =>
              r.json(),
            )) as { items: { id: number }[] };
            for (const item of list.items.slice(0, 8)) {
              const detail = (await fetch(`${url}/api/leads/quote/${item.id}`, { headers: { Cookie: cookie } }).then(
                (r) => r.json(),
              )) as { attachments: { state: string }[] };
              waitingAtKill += detail.attachments.filter((a) => a.state === "processing").length;
            }
          },
        },
      );
      // The test means something only if the kill caught photos before their encoding.
      expect(waitingAtKill).toBeGreaterThan(0);

      run.server = await spawnServer(run.env);
      const cookie2 = await adminCookie(run.server.url, STRONG_PASSWORD);
      const list = (await fetch(`${run.server.url}/api/leads?kind=quote`, {
        headers: { Cookie: cookie2 },
      }).then((r) => r.json())) as { items: { id: number; email: string }[] };
      const byEmail = new Map(list.items.map((l) => [l.email, l.id]));
      for (const i of acknowledged) {
        const id = byEmail.get(email(i));
        expect(id, email(i)).toBeDefined();
        const detail = (await fetch(`${run.server.url}/api/leads/quote/${id}`, { headers: { Cookie: cookie2 } }).then(
          (r) => r.json(),
        )) as { attachments: { url: string; state: string }[] };
        expect(detail.attachments).toHaveLength(1);
        // Opening it waits for the worker: the re-encoded photo, without its GPS.
        const file = await fetch(`${run.server.url}${detail.attachments[0].url}`, { headers: { Cookie: cookie2 } });
        expect(file.status, email(i)).toBe(200);
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(meta.width).toBe(2000);
        expect(meta.exif).toBeUndefined();
      }
      // No original left in quarantine once every acknowledged upload is encoded (those whose quote
      // the kill cut included); at most the uploads cut before their answer keep theirs.
      const server = run.server;
      const deadline = Date.now() + 60_000;
      let sources: string[] = [];
      do {
        sources = (await readdir(path.join(run.env.DATA_DIR!, "private"))).filter((f) => f.endsWith("-src"));
        if (sources.length > uploadsCut) await new Promise((r) => setTimeout(r, 200));
      } while (sources.length > uploadsCut && Date.now() < deadline && server.child.exitCode === null);
      expect(sources.length, `originals left: ${sources.join(", ")}`).toBeLessThanOrEqual(uploadsCut);
      console.info(
        `[durability] photos: ${acknowledged.length} quotes with a photo acknowledged before SIGKILL, ${waitingAtKill} of the last 8 not yet encoded, all encoded after restart; ${uploadsCut} upload(s) cut before their answer, ${sources.length} original(s) left for the unclaimed purge`,
      );
    } finally {
      await run.cleanup();
    }
  }, 300_000);
});
