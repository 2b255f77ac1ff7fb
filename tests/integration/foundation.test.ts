import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
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
      // No automatic backup yet: the first comes a few minutes after the start.
      backup: { status: "never", lastGood: null },
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

  it("serves the admin as a phone app: one service worker for /admin/, the manifest and its icons, linked from admin pages only", async () => {
    const sw = await server.fetch("/admin-sw.js");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("content-type")).toContain("javascript");
    expect(sw.headers.get("service-worker-allowed")).toBe("/admin/");
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    const script = await sw.text();
    for (const event of ["push", "notificationclick", "sync", "fetch"])
      expect(script).toContain(`self.addEventListener("${event}"`);

    const res = await server.fetch("/admin.webmanifest");
    expect(res.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await res.json()) as { name: string; display: string; icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ name: "Atelier Lartigue · Administration", display: "standalone" });
    for (const icon of manifest.icons) {
      const png = await server.fetch(icon.src);
      expect(png.headers.get("content-type")).toBe("image/png");
      const { width, height, format } = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect(`${width}x${height} ${format}`).toBe(`${icon.sizes} png`);
    }
    expect((await server.fetch("/admin-icons/inconnu.png")).status).toBe(404);

    const link = /<link [^>]*rel="manifest" href="\/admin\.webmanifest"/;
    const cookie = await loginAsAdmin(server);
    expect(await (await server.fetch("/admin", { cookie })).text()).toMatch(link);
    expect(await (await server.fetch("/")).text()).not.toContain("webmanifest");
  });
});

describe(`restart on the same data (${testDatabase})`, () => {
  it("keeps everything and duplicates nothing", { timeout: 120_000 }, async () => {
    const first = await startTestServer();
    const count = async (s: TestServer) => {
      const { db } = s.services()!;
      const { services, projects, articles } = await import("#server/modules/content/schema.ts");
      const { faqItems } = await import("#server/modules/business/schema.ts");
      const { testimonials } = await import("#server/modules/reviews/schema.ts");
      const { users } = await import("#server/modules/auth/schema.ts");
      return Promise.all(
        [services, projects, articles, faqItems, testimonials, users].map(
          async (t) => (await db.select().from(t)).length,
        ),
      );
    };
    const before = await count(first);
    expect(before).toEqual([7, 13, 5, 12, 3, 1]);
    const { services } = await import("#server/modules/content/schema.ts");
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
