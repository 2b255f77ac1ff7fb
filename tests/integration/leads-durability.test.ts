import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "../fixtures/auth.ts";
import { adminCookie, exportedRows, spawnServer, type ChildServer } from "../fixtures/child-server.ts";
import { validContact, validQuote } from "../fixtures/leads.ts";
import { createTestDatabase, testDatabase } from "../fixtures/test-server.ts";

const N = 30;

describe(`durability of leads (${testDatabase})`, () => {
  it(`finds all ${N} acknowledged requests after SIGKILL and a restart on the same data`, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "atelier-durability-"));
    const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
    const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url, ADMIN_PASSWORD: STRONG_PASSWORD, LEADS_RATE_LIMIT: "0" };
    let server: ChildServer | null = null;
    try {
      server = await spawnServer(env);
      const url = server.url;
      // N submissions, ten at a time, half quotes and half contact messages; each one unique.
      const submit = (i: number) =>
        i % 2
          ? fetch(`${url}/api/contact`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(validContact({ email: `contact-${i}@example.fr` })) })
          : fetch(`${url}/api/quotes`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(validQuote({ email: `devis-${i}@example.fr` })) });
      for (let start = 0; start < N; start += 10) {
        const statuses = await Promise.all(Array.from({ length: Math.min(10, N - start) }, (_, k) => submit(start + k).then((r) => r.status)));
        expect(statuses.every((s) => s === 201)).toBe(true);
      }
      // Right after the last success: no graceful shutdown, no chance to flush anything.
      await server.kill("SIGKILL");
      expect(server.child.signalCode).toBe("SIGKILL");

      server = await spawnServer(env);
      const cookie = await adminCookie(server.url, STRONG_PASSWORD);
      const quotes = await exportedRows(server.url, cookie, "quote");
      const contacts = await exportedRows(server.url, cookie, "contact");
      const found = new Set([...quotes, ...contacts].flat().filter((c) => c.endsWith("@example.fr")));
      const expected = Array.from({ length: N }, (_, i) => (i % 2 ? `contact-${i}@example.fr` : `devis-${i}@example.fr`));
      expect(expected.filter((e) => !found.has(e))).toEqual([]);
      expect(quotes.length + contacts.length).toBe(N);
      // Their e-mails were committed with them.
      const list = await fetch(`${server.url}/api/leads?kind=quote`, { headers: { Cookie: cookie } }).then((r) => r.json());
      const detail = await fetch(`${server.url}/api/leads/quote/${list.items[0].id}`, { headers: { Cookie: cookie } }).then((r) => r.json());
      expect(detail.emails).toHaveLength(2);
    } finally {
      await server?.kill("SIGTERM");
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
