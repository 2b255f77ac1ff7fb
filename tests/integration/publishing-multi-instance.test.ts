import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentRevisions } from "#server/modules/content/schema.ts";
import { DEFAULT_PASSWORD, STRONG_PASSWORD } from "../fixtures/auth.ts";
import { freePort, startProcessServer, type ProcessServer } from "../fixtures/process-server.ts";
import { createTestDatabase } from "../fixtures/test-server.ts";

/**
 * Decision 042, for real (no test clock): an article scheduled one minute ahead goes public on two
 * instances sharing one PostgreSQL, with no request in between, and is published exactly once.
 * Runs on the embedded test server or TEST_DATABASE_URL.
 */
// On the shared embedded server or TEST_DATABASE_URL: one database for both instances.
const pgOnly = describe;

pgOnly("scheduled publishing on two instances", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ProcessServer;
  let b: ProcessServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, SCHEDULER_INTERVAL: "5" };
    [a, b] = await Promise.all([startProcessServer(env, freePort()), startProcessServer(env, freePort())]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.drop();
  });

  async function adminCookie(url: string): Promise<string> {
    const headers = { "Content-Type": "application/json", Origin: url };
    let res = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ username: "admin", password: DEFAULT_PASSWORD }),
    });
    let cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    if ((await res.json()).mustChangePassword) {
      res = await fetch(`${url}/api/auth/password`, {
        method: "POST",
        headers: { ...headers, Cookie: cookie },
        body: JSON.stringify({ currentPassword: DEFAULT_PASSWORD, newPassword: STRONG_PASSWORD }),
      });
      cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    }
    return cookie;
  }

  it("publishes a one-minute schedule once, and both instances show it", async () => {
    const cookie = await adminCookie(a.url);
    const at = new Date(Date.now() + 60_000);
    const slug = `programme-reel-${Date.now()}`;
    const res = await fetch(`${a.url}/api/articles`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: a.url, Cookie: cookie },
      body: JSON.stringify({
        title: "Programmé pour de vrai",
        slug,
        content: "Une minute plus tard.",
        isPublished: true,
        publishedAt: at.toISOString(),
      }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; isPublished: boolean; publishAt: string };
    expect(created).toMatchObject({ isPublished: false, publishAt: at.toISOString() });

    // Both instances cache their blog page before the time (it must be dropped at the time).
    for (const server of [a, b]) {
      await fetch(`${server.url}/blog`);
      expect(await (await fetch(`${server.url}/blog`)).text()).not.toContain("Programmé pour de vrai");
    }
    const wait = at.getTime() - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    // Within the scheduler's interval (5 s) plus margin, both show it.
    const deadline = Date.now() + 20_000;
    let shown = [false, false];
    while (Date.now() < deadline && !shown.every(Boolean)) {
      await new Promise((r) => setTimeout(r, 1000));
      shown = await Promise.all(
        [a, b].map(async (s) => (await (await fetch(`${s.url}/blog`)).text()).includes("Programmé pour de vrai")),
      );
    }
    expect(shown).toEqual([true, true]);

    const pool = new pg.Pool({ connectionString: database.url });
    try {
      const rows = await drizzle(pool)
        .select({ kind: contentRevisions.kind, authorId: contentRevisions.authorId })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.contentType, "articles"), eq(contentRevisions.itemId, created.id)));
      expect(rows.filter((r) => r.kind === "publish")).toEqual([{ kind: "publish", authorId: null }]);
    } finally {
      await pool.end();
    }
  }, 120_000);
});
