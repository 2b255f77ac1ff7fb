import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { services as servicesTable } from "#server/modules/content/schema.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

describe(`page cache and response headers (${testDatabase})`, () => {
  const server = suiteServer();

  it("serves a public page from the cache, compressed, with an ETag and CDN-friendly Cache-Control", async () => {
    const first = await server.fetch("/services");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    await first.text();
    await new Promise((r) => setTimeout(r, 200));
    const second = await server.fetch("/services", { headers: { "Accept-Encoding": "br" } });
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("cache-control")).toContain("s-maxage=");
    expect(second.headers.get("cache-control")).toContain("stale-while-revalidate=");
    const etag = second.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(await second.text()).toContain("</html>");

    const revalidated = await server.fetch("/services", { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
  });

  it("serves the cached page uncompressed to a client that asks for no compression (bots, curl)", async () => {
    await (await server.fetch("/realisations")).text();
    await new Promise((r) => setTimeout(r, 200));
    const plain = await server.fetch("/realisations", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("x-page-cache")).toBe("HIT");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-security-policy")).toContain("script-src");
    const body = Buffer.from(await plain.arrayBuffer());
    expect(Number(plain.headers.get("content-length"))).toBe(body.length);
    expect(body.toString("utf8")).toContain("</html>");
  });

  it("shows a content write on the very next request", async () => {
    const before = await (await server.fetch("/")).text();
    expect(before).not.toContain("Cuisines exceptionnelles");
    await new Promise((r) => setTimeout(r, 200));
    expect((await server.fetch("/")).headers.get("x-page-cache")).toBe("HIT");
    const { db } = server.services()!;
    await db.update(servicesTable).set({ title: "Cuisines exceptionnelles" }).where(eq(servicesTable.slug, "cuisines"));
    server.services()!.contentChanged("services");
    const after = await server.fetch("/");
    expect(after.headers.get("x-page-cache")).toBe("MISS");
    expect(await after.text()).toContain("Cuisines exceptionnelles");
  });

  it("never goes back in time: 20 requests in a row right after a settings save all show the new phone", async () => {
    const cookie = await loginAsAdmin(server);
    await (await server.fetch("/")).text();
    await new Promise((r) => setTimeout(r, 200));
    expect((await server.fetch("/")).headers.get("x-page-cache")).toBe("HIT");
    const { settings } = (await (await server.fetch("/api/admin/entreprise", { cookie })).json()) as {
      settings: Record<string, unknown>;
    };
    const saved = await server.fetch("/api/admin/entreprise", {
      method: "PUT",
      cookie,
      json: { ...settings, phone: "05 56 98 76 54" },
    });
    expect(saved.status).toBe(200);
    const states: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await server.fetch("/");
      states.push(res.headers.get("x-page-cache") ?? "");
      const fresh = (await res.text()).includes("05 56 98 76 54");
      expect(fresh, `request ${i + 1} (${states.join(",")})`).toBe(true);
    }
    expect(states).not.toContain("STALE");
  });

  it("keeps admin and API answers private", async () => {
    const api = await server.fetch("/api/articles/published");
    expect(api.headers.get("cache-control")).toBe("no-store");
    const admin = await server.fetch("/admin/login");
    expect(admin.headers.get("x-page-cache")).toBeNull();
  });

  it("lets the admin's route discovery through untouched (its parameters kept: no reload of the page)", async () => {
    // An admin page with React Router's client (the login page loads only its form's island).
    const html = await (await server.fetch("/admin", { cookie: await loginAsAdmin(server) })).text();
    const manifestUrl = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
    expect(manifestUrl).toBeTruthy();
    const version = /"version":"([^"]+)"/.exec(await (await server.fetch(manifestUrl!)).text())?.[1];
    expect(version).toBeTruthy();
    const res = await server.fetch(`/__manifest?paths=%2Fadmin%2Farticles%2Fnew&version=${version}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-remix-reload-document")).toBeNull();
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(Object.keys((await res.json()) as object).length).toBeGreaterThan(0);
  });

  it("sends the security headers, with a CSP that allows the page's own inline scripts only", async () => {
    const res = await server.fetch("/a-propos");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(csp).toMatch(/script-src 'self' ('nonce-|'sha256-)/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    if (nonce) expect(html).toContain(`nonce="${nonce}"`);
  });

  it("serves hashed scripts precompressed with brotli", async () => {
    const html = await (await server.fetch("/")).text();
    const script = /(\/assets\/[^"]+\.js)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const res = await server.fetch(script!, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
});
