import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { contentTypes, validBody, type ApiContentType } from "../fixtures/content.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

/**
 * Every write of the content API (docs/product.md §7) is refused without a session and cross-origin,
 * validated with the French messages, and never answered with a 5xx.
 */
describe(`content API: permissions and validation (${testDatabase})`, () => {
  let server: TestServer;
  let cookie: string;
  const existing = {} as Record<ApiContentType, { id: number; slug: string }>;

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await loginAsAdmin(server);
    for (const type of contentTypes) {
      const res = await server.fetch(`/api/${type}`, { method: "POST", cookie, json: validBody(type) });
      expect(res.status).toBe(201);
      existing[type] = await res.json();
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The admin's view of a type, to prove a refused request changed nothing. */
  const snapshot = async (type: ApiContentType) =>
    JSON.stringify(await (await server.fetch(`/api/${type}`, { cookie })).json());

  const writes = (type: ApiContentType) => {
    const id = existing[type].id;
    return [
      { method: "POST", path: `/api/${type}`, json: validBody(type) },
      { method: "PUT", path: `/api/${type}/${id}`, json: validBody(type, { title: "Modifié" }) },
      { method: "PATCH", path: `/api/${type}/${id}`, json: { isPublished: true } },
      { method: "DELETE", path: `/api/${type}/${id}`, json: undefined },
    ];
  };

  describe.each(contentTypes)("/api/%s", (type) => {
    it("refuses every write without a session (401) and changes nothing", async () => {
      const before = await snapshot(type);
      for (const w of writes(type)) {
        const res = await server.fetch(w.path, { method: w.method, json: w.json });
        expect(res.status, `${w.method} ${w.path}`).toBe(401);
        expect((await res.json()).message).toMatch(/Authentification requise/);
      }
      // An unknown or expired session is no session.
      const forged = await server.fetch(`/api/${type}`, {
        method: "POST",
        cookie: "atelier_session=faux",
        json: validBody(type),
      });
      expect(forged.status).toBe(401);
      expect(await snapshot(type)).toBe(before);
    });

    it("refuses every cross-origin write (403), even with the admin's cookie, and changes nothing", async () => {
      const before = await snapshot(type);
      for (const w of writes(type)) {
        const res = await server.fetch(w.path, { method: w.method, json: w.json, cookie, crossOrigin: true });
        expect(res.status, `${w.method} ${w.path}`).toBe(403);
        const fetchSite = await server.fetch(w.path, {
          method: w.method,
          json: w.json,
          cookie,
          headers: { "Sec-Fetch-Site": "cross-site", Origin: server.url },
        });
        expect(fetchSite.status, `${w.method} ${w.path} (Sec-Fetch-Site)`).toBe(403);
      }
      expect(await snapshot(type)).toBe(before);
    });

    it("validates POST and PUT bodies with the French field messages", async () => {
      for (const [method, path] of [
        ["POST", `/api/${type}`],
        ["PUT", `/api/${type}/${existing[type].id}`],
      ]) {
        const res = await server.fetch(path, { method, cookie, json: {} });
        expect(res.status, `${method} ${path}`).toBe(400);
        const body = await res.json();
        expect(body.message).toContain("Le titre est requis");
        expect(body.message).toContain("Le slug est requis");
        expect(body.errors).toMatchObject({ title: "Le titre est requis", slug: "Le slug est requis" });

        const blank = await server.fetch(path, { method, cookie, json: validBody(type, { title: "   ", slug: "" }) });
        expect(blank.status).toBe(400);
        expect((await blank.json()).errors).toMatchObject({ title: "Le titre est requis", slug: "Le slug est requis" });

        const badSlug = await server.fetch(path, { method, cookie, json: validBody(type, { slug: "Pas Un Slug!" }) });
        expect(badSlug.status).toBe(400);
        expect((await badSlug.json()).errors.slug).toMatch(/lettres minuscules/);
      }
    });

    it("answers malformed, non-object and oversized bodies with 4xx, never 5xx", async () => {
      const targets = [
        ["POST", `/api/${type}`],
        ["PUT", `/api/${type}/${existing[type].id}`],
        ["PATCH", `/api/${type}/${existing[type].id}`],
      ];
      for (const [method, path] of targets) {
        const malformed = await server.fetch(path, {
          method,
          cookie,
          headers: { "Content-Type": "application/json" },
          body: '{"title": "oups",',
        });
        expect(malformed.status, `${method} malformed`).toBe(400);
        expect((await malformed.json()).message).toMatch(/JSON/);

        const array = await server.fetch(path, { method, cookie, json: [1, 2, 3] });
        expect(array.status, `${method} array`).toBe(400);

        const huge = await server.fetch(path, {
          method,
          cookie,
          json: { ...validBody(type), content: "x".repeat(2 * 1024 * 1024) },
        });
        expect(huge.status, `${method} 2 MB`).toBe(413);
        expect((await huge.json()).message).toBe("La requête est trop volumineuse.");

        const text = await server.fetch(path, {
          method,
          cookie,
          headers: { "Content-Type": "text/plain" },
          body: "title=x",
        });
        expect(text.status, `${method} text/plain`).toBe(400);
      }
    });

    it("validates PATCH bodies", async () => {
      const path = `/api/${type}/${existing[type].id}`;
      const empty = await server.fetch(path, { method: "PATCH", cookie, json: {} });
      expect(empty.status).toBe(400);
      const wrong = await server.fetch(path, { method: "PATCH", cookie, json: { isPublished: "oui" } });
      expect(wrong.status).toBe(400);
      const other = await server.fetch(path, { method: "PATCH", cookie, json: { position: 3 } });
      expect(other.status).toBe(400);
    });

    it("answers unknown and non-numeric ids with a JSON 404", async () => {
      for (const id of ["999999", "abc", "1.5", "-1", "0", "99999999999999999999", "1e3", "%20"]) {
        for (const [method, json] of [
          ["GET", undefined],
          ["PUT", validBody(type)],
          ["PATCH", { isPublished: true }],
          ["DELETE", undefined],
        ] as const) {
          const res = await server.fetch(`/api/${type}/${id}`, { method, cookie, json });
          expect(res.status, `${method} /api/${type}/${id}`).toBe(404);
          expect(typeof (await res.json()).message).toBe("string");
        }
      }
    });

    it("refuses a slug already used by another item of the type (409)", async () => {
      const taken = existing[type].slug;
      const created = await server.fetch(`/api/${type}`, {
        method: "POST",
        cookie,
        json: validBody(type, { slug: taken }),
      });
      expect(created.status).toBe(409);
      expect(await created.json()).toEqual({ message: "Ce slug est déjà utilisé" });

      const other = await (
        await server.fetch(`/api/${type}`, { method: "POST", cookie, json: validBody(type) })
      ).json();
      const renamed = await server.fetch(`/api/${type}/${other.id}`, {
        method: "PUT",
        cookie,
        json: validBody(type, { slug: taken }),
      });
      expect(renamed.status).toBe(409);
      // Keeping one's own slug is not a conflict.
      const same = await server.fetch(`/api/${type}/${other.id}`, {
        method: "PUT",
        cookie,
        json: validBody(type, { slug: other.slug }),
      });
      expect(same.status).toBe(200);
      await server.fetch(`/api/${type}/${other.id}`, { method: "DELETE", cookie });
    });

    it("never answers hostile input with a 5xx", async () => {
      const hostile: unknown[] = [
        { title: 42, slug: ["x"] },
        { ...validBody(type), isPublished: "true" },
        { ...validBody(type), media: "pas une liste" },
        { ...validBody(type), media: [{ id: "1", url: "javascript:alert(1)", type: "image" }] },
        { ...validBody(type), publishedAt: "pas une date" },
        { ...validBody(type), features: [{}], details: "x", gallery: [null], testimonial: { rating: 9 } },
        { ...validBody(type), category: { $ne: null } },
        { ...validBody(type), title: "t".repeat(10_000) },
        { ...validBody(type), authorId: -5 },
        { __proto__: { isAdmin: true }, constructor: { prototype: {} } },
      ];
      for (const json of hostile) {
        for (const [method, path] of [
          ["POST", `/api/${type}`],
          ["PUT", `/api/${type}/${existing[type].id}`],
          ["PATCH", `/api/${type}/${existing[type].id}`],
        ]) {
          const res = await server.fetch(path, { method, cookie, json });
          expect(res.status, `${method} ${JSON.stringify(json).slice(0, 80)}`).toBeLessThan(500);
          if (json === hostile[0] && method !== "PATCH") expect(res.status).toBe(400);
        }
      }
    });
  });

  it("refuses writes to unknown types and unknown routes with a JSON 404", async () => {
    const res = await server.fetch("/api/inconnus", { method: "POST", cookie, json: validBody("pages") });
    expect(res.status).toBe(404);
    expect((await server.fetch("/api/articles/1/2", { cookie })).status).toBe(404);
  });

  it("renders the editor's markdown preview for the administrator only, sanitized", async () => {
    const json = { content: "## Titre\n\nDu **gras**.\n\n<script>alert(1)</script><img src=x onerror=alert(1)>" };
    expect((await server.fetch("/api/preview", { method: "POST", json })).status).toBe(401);
    const res = await server.fetch("/api/preview", { method: "POST", cookie, json });
    expect(res.status).toBe(200);
    const { html } = await res.json();
    expect(html).toContain("<h2>Titre</h2>");
    expect(html).toContain("<strong>gras</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect((await server.fetch("/api/preview", { method: "POST", cookie, json: { content: 3 } })).status).toBe(400);
  });
});
