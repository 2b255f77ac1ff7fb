import { describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD, STRONG_PASSWORD, login } from "../fixtures/auth.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { startTestServer, testDatabase } from "../fixtures/test-server.ts";

describe(`authentication (${testDatabase})`, () => {
  const server = suiteServer();

  it("validates the login body with the spec's messages", async () => {
    const res = await server.fetch("/api/auth/login", { method: "POST", json: {} });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toContain("Nom d'utilisateur requis");
    expect(body.message).toContain("Mot de passe requis");
  });

  it("refuses wrong credentials with 'Identifiants incorrects'", async () => {
    const res = await server.fetch("/api/auth/login", {
      method: "POST",
      json: { username: "admin", password: "faux" },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Identifiants incorrects" });
  });

  it("opens a server-side session in an HttpOnly SameSite=Lax cookie, new at every login", async () => {
    const res = await server.fetch("/api/auth/login", {
      method: "POST",
      json: { username: "admin", password: DEFAULT_PASSWORD },
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^atelier_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).not.toContain("Secure");
    const again = await login(server);
    expect(again).not.toBe(setCookie.split(";")[0]);
  });

  it("forces the default password to be replaced before anything else", async () => {
    const cookie = await login(server);
    const me = await server.fetch("/api/auth/me", { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).mustChangePassword).toBe(true);
    expect(await server.services()!.auth.defaultCredentialsActive()).toBe(true);
    // Nothing can be written with the default password: every write answers 403 until it is changed.
    const write = await server.fetch("/api/articles", {
      method: "POST",
      cookie,
      json: { title: "Essai", slug: "essai-defaut" },
    });
    expect(write.status).toBe(403);
    expect((await write.json()).message).toMatch(/mot de passe par défaut/);
    const drafts = (await (await server.fetch("/api/articles", { cookie })).json()) as { isPublished: boolean }[];
    expect(drafts.every((a) => a.isPublished)).toBe(true);

    const weak = await server.fetch("/api/auth/password", {
      method: "POST",
      cookie,
      json: { currentPassword: DEFAULT_PASSWORD, newPassword: "motdepasse123" },
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toContain("trop courant");

    const short = await server.fetch("/api/auth/password", {
      method: "POST",
      cookie,
      json: { currentPassword: DEFAULT_PASSWORD, newPassword: "court" },
    });
    expect((await short.json()).message).toContain("au moins 12 caractères");

    const other = await login(server);
    const ok = await server.fetch("/api/auth/password", {
      method: "POST",
      cookie,
      json: { currentPassword: DEFAULT_PASSWORD, newPassword: STRONG_PASSWORD },
    });
    expect(ok.status).toBe(200);
    const fresh = (ok.headers.get("set-cookie") ?? "").split(";")[0];
    // Every other session ended with the change, the old cookie of this browser too.
    expect((await server.fetch("/api/auth/me", { cookie: other })).status).toBe(401);
    expect((await server.fetch("/api/auth/me", { cookie })).status).toBe(401);
    expect((await server.fetch("/api/auth/me", { cookie: fresh })).status).toBe(200);
    // The default credentials no longer work, and the login page no longer shows them.
    const old = await server.fetch("/api/auth/login", {
      method: "POST",
      json: { username: "admin", password: DEFAULT_PASSWORD },
    });
    expect(old.status).toBe(401);
    expect(await server.services()!.auth.defaultCredentialsActive()).toBe(false);
  });

  it("ends the session on the server at logout", async () => {
    const cookie = await login(server, "admin", STRONG_PASSWORD);
    const out = await server.fetch("/api/auth/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await server.fetch("/api/auth/me", { cookie })).status).toBe(401);
  });

  it("refuses cross-site writes with 403", async () => {
    const res = await server.fetch("/api/auth/login", {
      method: "POST",
      crossOrigin: true,
      json: { username: "admin", password: STRONG_PASSWORD },
    });
    expect(res.status).toBe(403);
    const fetchSite = await server.fetch("/api/auth/logout", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", Origin: server.url },
    });
    expect(fetchSite.status).toBe(403);
  });

  it("redirects admin pages to /admin/login without a session", async () => {
    for (const path of [
      "/admin",
      "/admin/sections",
      "/admin/articles",
      "/admin/editor/services/new",
      "/admin/demandes",
    ]) {
      const res = await server.fetch(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toMatch(/^\/admin\/login/);
    }
  });

  it("throttles repeated failures per username with 429 and a French message", async () => {
    let last: Response | null = null;
    for (let i = 0; i < 7; i++) {
      last = await server.fetch("/api/auth/login", {
        method: "POST",
        json: { username: "cible", password: `faux-${i}` },
      });
    }
    expect(last!.status).toBe(429);
    expect((await last!.json()).message).toMatch(/Trop de tentatives de connexion/);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe(`ADMIN_PASSWORD given at first start (${testDatabase})`, () => {
  it("shows no hint and forces no change", { timeout: 120_000 }, async () => {
    const server = await startTestServer({ ADMIN_PASSWORD: STRONG_PASSWORD });
    try {
      expect(await server.services()!.auth.defaultCredentialsActive()).toBe(false);
      const res = await server.fetch("/api/auth/login", {
        method: "POST",
        json: { username: "admin", password: STRONG_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect((await res.json()).mustChangePassword).toBe(false);
    } finally {
      await server.stop();
    }
  });
});
