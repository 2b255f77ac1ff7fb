import { describe, expect, it } from "vitest";
import { suiteServer } from "../fixtures/suite-server.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

describe(`foundation (${testDatabase})`, () => {
  const server = suiteServer();

  it("reports healthy once the database is ready", async () => {
    const res = await server.fetch("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      storage: { kind: "fs", status: "ok" },
      privateStorage: { kind: "fs", status: "ok" },
    });
  });

  it("renders the home page on the server with the navigation and the footer", async () => {
    const res = await server.fetch("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr"');
    for (const text of ["Accueil", "Services", "Réalisations", "Blog", "À propos", "Contact", "Devis gratuit"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/admin/login"');
    expect(html).toContain("Administration");
    expect(html).toContain("© 2023");
  });

  it("answers unknown paths with 404 Page Not Found", async () => {
    const res = await server.fetch("/nimporte-quoi");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
  });

  it("serves hashed assets with a one-year immutable cache", async () => {
    const html = await (await server.fetch("/")).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await server.fetch(asset as string);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await server.fetch("/api/inconnu");
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty("message");
  });
});

describe(`restart on the same data (${testDatabase})`, () => {
  it("keeps everything and duplicates nothing", { timeout: 120_000 }, async () => {
    const first = await startTestServer();
    const count = async (s: TestServer) => {
      const { db } = s.services()!;
      const { services, projects, articles, faqItems, testimonials, users } =
        await import("#server/infra/db/schema.ts");
      return Promise.all(
        [services, projects, articles, faqItems, testimonials, users].map(
          async (t) => (await db.select().from(t)).length,
        ),
      );
    };
    const before = await count(first);
    expect(before).toEqual([7, 13, 5, 12, 3, 1]);
    const { services } = await import("#server/infra/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    await first
      .services()!
      .db.update(services)
      .set({ title: "Cuisines (modifié)" })
      .where(eq(services.slug, "cuisines"));
    await first.close();

    const second = await startTestServer({}, { dataDir: first.dataDir, databaseUrl: first.databaseUrl ?? null });
    try {
      expect(await count(second)).toEqual(before);
      const rows = await second.services()!.db.select().from(services).where(eq(services.slug, "cuisines"));
      expect(rows[0].title).toBe("Cuisines (modifié)");
    } finally {
      await second.close();
      await first.stop();
    }
  });
});
