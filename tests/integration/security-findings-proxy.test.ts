import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readdir } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import { readSessionToken, sessionCookie } from "#server/modules/auth/session-cookie.server.ts";
import { createLogger } from "#server/logger.ts";
import { createHttpClient } from "#server/infra/ai-providers/http-client.ts";
import { addressKey } from "#server/infra/rate-limit.ts";
import { findingsSuite } from "../fixtures/findings-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const silent = createLogger("silent");

describe(`security review findings 9–14 (${testDatabase})`, () => {
  const { server, adminCookie } = findingsSuite();

  it("finding 9: TRUST_PROXY=true is refused in French; IPv6 clients share a limit key per /64", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/nombre de proxys/);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe("1");
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe(addressKey("2001:db8:1:2:ffff::1"));
    expect(addressKey("2001:db8:1:2::")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
  });

  describe("finding 10: the AI key goes only to the provider's origin and path; foreign URLs: no redirect, no private address", () => {
    let fake: Server;
    let origin = "";
    const seen: { path: string; auth: string | undefined }[] = [];
    beforeAll(async () => {
      fake = createServer((req, res) => {
        seen.push({ path: req.url ?? "", auth: req.headers.authorization });
        if (req.url === "/files/redirect") return res.writeHead(302, { Location: "/v1/secret" }).end();
        res.writeHead(200, { "Content-Type": "application/octet-stream" }).end("octets");
      });
      await new Promise<void>((r) => fake.listen(0, "127.0.0.1", () => r()));
      origin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => fake.close(() => r())));

    it("attaches the key by origin + path prefix ending in '/'", async () => {
      const client = createHttpClient({
        baseUrl: `${origin}/v1`,
        apiKey: "sk-secret-key-123",
        timeoutMs: 5000,
        logger: silent,
      });
      await client.binary("/models");
      await client.binary(`${origin}/v1-evil/x`);
      await client.binary(`${origin}/files/image.png`);
      expect(seen.find((s) => s.path === "/v1/models")?.auth).toBe("Bearer sk-secret-key-123");
      expect(seen.find((s) => s.path === "/v1-evil/x")?.auth).toBeUndefined();
      expect(seen.find((s) => s.path === "/files/image.png")?.auth).toBeUndefined();
    });

    it("follows no redirect and refuses private addresses on foreign hosts", async () => {
      const client = createHttpClient({
        baseUrl: `${origin}/v1`,
        apiKey: "sk-secret-key-123",
        timeoutMs: 3000,
        logger: silent,
      });
      await expect(client.binary(`${origin}/files/redirect`)).rejects.toThrow();
      expect(seen.some((s) => s.path === "/v1/secret")).toBe(false);
      const port = (fake.address() as AddressInfo).port;
      for (const url of [
        `http://localhost:${port}/x`,
        `http://[::1]:${port}/x`,
        "http://169.254.169.254/latest/meta-data/",
        "http://10.0.0.1/x",
      ]) {
        const before = seen.length;
        await expect(client.binary(url), url).rejects.toThrow();
        expect(seen.length, url).toBe(before);
      }
    });
  });

  it("finding 11: a service whose icon is `constructor` does not break /services nor its page", async () => {
    const cookie = await adminCookie();
    const created = await server.fetch("/api/services", {
      method: "POST",
      cookie,
      json: {
        title: "Service piégé",
        slug: "service-piege",
        icon: "constructor",
        isPublished: true,
        shortDescription: "Essai",
      },
    });
    expect(created.status).toBe(201);
    expect((await server.fetch("/services")).status).toBe(200);
    expect((await server.fetch("/services/service-piege")).status).toBe(200);
    const proto = await server.fetch("/api/services/" + (await created.json()).id, {
      method: "PUT",
      cookie,
      json: { title: "Service piégé", slug: "service-piege", icon: "__proto__", isPublished: true },
    });
    expect(proto.status).toBeLessThan(300);
    expect((await server.fetch("/services/service-piege")).status).toBe(200);
  });

  it("finding 12: case and trailing-slash variants answer 301 to the canonical page; the aliases still work", async () => {
    for (const [from, to] of [
      ["/SERVICES", "/services"],
      ["/Services/", "/services"],
      ["/blog/", "/blog"],
      ["/Blog/entretenir-cuisine-bois/", "/blog/entretenir-cuisine-bois"],
      ["/a-propos/?x=1", "/a-propos?x=1"],
    ]) {
      const res = await server.fetch(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
    for (const url of [
      "/",
      "/services",
      "/realisations",
      "/blog",
      "/a-propos",
      "/contact",
      "/blog/entretenir-cuisine-bois",
    ]) {
      expect((await server.fetch(url)).status, url).toBe(200);
    }
    // Never an open redirect.
    for (const url of ["//evil.example/", "/\\evil.example/", "/%5Cevil.example/"]) {
      const location = (await server.fetch(url)).headers.get("location") ?? "";
      expect(location, url).not.toMatch(/^(\/\/|\/\\|https?:)/);
    }
  });

  it("finding 12: `x-page-cache: bypass` is honoured only from the machine itself", async () => {
    await server.fetch("/realisations");
    const local = await server.fetch("/realisations", { headers: { "x-page-cache": "bypass" } });
    expect(local.headers.get("x-page-cache")).toBeNull();
    const remote = await server.fetch("/realisations", {
      headers: { "x-page-cache": "bypass", "X-Forwarded-For": "203.0.113.9" },
    });
    expect(remote.headers.get("x-page-cache")).toBe("HIT");
  });

  it("finding 13: each export has its own temporary folder, removed after the download or its abort", async () => {
    const cookie = await adminCookie();
    const [a, b] = await Promise.all([
      server.fetch("/api/admin/backup", { cookie }),
      server.fetch("/api/admin/backup", { cookie }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [bytesA, bytesB] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
    expect(bytesA.byteLength).toBeGreaterThan(1000);
    expect(bytesB.byteLength).toBeGreaterThan(1000);
    // Still the archive format restore expects: the temporary folder is stored as .backup-database/.
    const listing = gunzipSync(Buffer.from(bytesA)).toString("latin1");
    expect(listing).toContain(".backup-database/manifest.json");
    expect(listing).not.toMatch(/\.backup-(?!database)[A-Za-z0-9]{6}/);
    // An aborted download.
    const controller = new AbortController();
    const aborted = await server.fetch("/api/admin/backup", { cookie, signal: controller.signal });
    const reader = aborted.body!.getReader();
    await reader.read();
    controller.abort();
    const leftovers = async () => (await readdir(server.dataDir)).filter((n) => n.startsWith(".backup"));
    for (let i = 0; i < 50 && (await leftovers()).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await leftovers()).toEqual([]);
  });

  it("finding 14: `\\` in image URLs refused; __Host- cookie on HTTPS; images over ~40 M pixels refused", async () => {
    const cookie = await adminCookie();
    const res = await server.fetch("/api/articles", {
      method: "POST",
      cookie,
      json: { title: "Image piégée", slug: "image-piegee", featuredImage: "/\\evil.example/x.png" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("Adresse d'image invalide");

    const secure = sessionCookie("jeton", true);
    expect(secure).toMatch(/^__Host-atelier_session=jeton;/);
    expect(secure).toContain("Secure");
    expect(secure).not.toContain("Domain");
    expect(readSessionToken("__Host-atelier_session=jeton")).toBe("jeton");
    expect(sessionCookie("jeton", false)).toMatch(/^atelier_session=jeton;/);

    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#c8a27a" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(huge)], { type: "image/png" }), "immense.png");
    const upload = await server.fetch("/api/media/upload", { method: "POST", cookie, body: form });
    expect(upload.status).toBeGreaterThanOrEqual(400);
    expect(upload.status).toBeLessThan(500);
  });
});
