import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "../fixtures/auth.ts";
import { freePort, startProcessServer, type ProcessServer } from "../fixtures/process-server.ts";
import { startTcpProxy } from "../fixtures/tcp-proxy.ts";
import { createTestDatabase } from "../fixtures/test-server.ts";

describe("PostgreSQL lost while the site runs", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ProcessServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startProcessServer({ DATABASE_URL: url.toString(), ADMIN_PASSWORD: STRONG_PASSWORD }, freePort());
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    proxy?.close();
    await database?.drop();
  });

  it("serves cached pages, answers 503 in French elsewhere, and recovers by itself", async () => {
    await fetch(`${server.url}/`);
    await new Promise((r) => setTimeout(r, 300));
    expect((await fetch(`${server.url}/`)).headers.get("x-page-cache")).toBe("HIT");

    await proxy.cut();
    await new Promise((r) => setTimeout(r, 500));

    const cached = await fetch(`${server.url}/`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-page-cache")).toBe("HIT");

    // The first request that needs the database may discover the outage; from then on: 503.
    await fetch(`${server.url}/mentions-legales`).catch(() => null);
    await fetch(`${server.url}/api/articles/published`).catch(() => null);
    const page = await fetch(`${server.url}/politique-de-confidentialite`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Service momentanément indisponible");
    const api = await fetch(`${server.url}/api/articles/published`);
    expect(api.status).toBe(503);
    expect((await api.json()).message).toMatch(/momentanément indisponible/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    await proxy.restore();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await fetch(`${server.url}/politique-de-confidentialite`)).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 60_000);
});
