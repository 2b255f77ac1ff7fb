import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";
import { apiRuleFor, canCallApi, canOpenPage, pageRuleFor, roles, type Role } from "#domain/permissions.ts";
import { chantierMembers, chantiers } from "#server/modules/chantiers/schema.ts";
import { users } from "#server/modules/auth/schema.ts";
import { createApiRouter } from "#server/api.ts";
import { hashPassword } from "#server/modules/auth/passwords.ts";
import { login, loginAsAdmin, STRONG_PASSWORD } from "../fixtures/auth.ts";
import { validBody } from "../fixtures/content.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

/** One route of the Express router: method and path as written (with :params). */
interface ApiRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  rawPath?: string | string[];
  handle: { stack?: Layer[] };
}

/** Every route of the API router, found by walking its stack (a new route is found without listing it). */
function apiRoutes(stack: Layer[], prefix: string): ApiRoute[] {
  const found: ApiRoute[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const path of [layer.route.path].flat())
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== "_all"))
          found.push({ method: method.toUpperCase(), path: prefix + path });
    } else if (layer.handle.stack) {
      for (const path of [layer.rawPath ?? "/"].flat())
        found.push(...apiRoutes(layer.handle.stack, prefix + (path === "/" ? "" : path)));
    }
  }
  return found;
}

/** Every admin page of app/routes.ts (inside the admin layout), as a path pattern. */
function adminPages(entries: RouteConfigEntry[], inAdmin = false): string[] {
  return entries.flatMap((e) => {
    const admin = inAdmin || e.file === "routes/admin/layout.tsx";
    const own = admin && e.path && !e.path.includes("*") ? [`/${e.path}`] : [];
    return [...own, ...adminPages(e.children ?? [], admin)];
  });
}

/** A concrete address for a pattern: ids that do not exist, so no allowed call changes anything. */
const concrete = (path: string) =>
  path
    .replace(/\{[^}]*\}/g, "")
    .replace(":type", "articles")
    .replace(":kind", "devis")
    .replace(/:[A-Za-z]+/g, "999999");

describe(`route × role matrix (${testDatabase})`, () => {
  const server = suiteServer();
  const cookies: Partial<Record<Role, string>> = {};
  let api: ApiRoute[] = [];

  beforeAll(async () => {
    cookies.manager = await loginAsAdmin(server);
    const services = await server.ready;
    for (const role of ["office", "companion"] as const) {
      await services.db
        .insert(users)
        .values({ username: `role-${role}`, passwordHash: await hashPassword(STRONG_PASSWORD), role });
      cookies[role] = await login(server, `role-${role}`, STRONG_PASSWORD);
    }
    api = apiRoutes((createApiRouter(services) as unknown as { stack: Layer[] }).stack, "/api");
  });

  it("finds the routes (the walk itself works)", () => {
    expect(api.length).toBeGreaterThan(60);
    expect(api).toContainEqual({ method: "GET", path: "/api/leads/" });
    expect(api).toContainEqual({ method: "PATCH", path: "/api/team/members/:id" });
    expect(api).toContainEqual({ method: "POST", path: "/api/factures/:id/emettre" });
  });

  it("every API route has a rule in domain/permissions.ts", () => {
    const missing = api.filter((r) => apiRuleFor(r.method, concrete(r.path)) === null);
    expect(missing, "routes without a rule: add one line each to apiRules").toEqual([]);
  });

  it("every admin API route answers 401 without a session, then 403 or not by role, as the table says", async () => {
    const failures: string[] = [];
    for (const r of api) {
      const path = concrete(r.path);
      const access = apiRuleFor(r.method, path)?.access;
      if (access === "public") continue;
      const anonymous = await server.fetch(path, { method: r.method, json: r.method === "GET" ? undefined : {} });
      if (anonymous.status !== 401) failures.push(`${r.method} ${path} anonymous → ${anonymous.status}`);
      for (const role of roles) {
        const res = await server.fetch(path, {
          method: r.method,
          cookie: cookies[role],
          json: r.method === "GET" ? undefined : {},
        });
        await res.arrayBuffer();
        const allowed = canCallApi(role, r.method, path);
        const ok = allowed ? res.status !== 403 && res.status !== 401 && res.status < 500 : res.status === 403;
        if (!ok) failures.push(`${r.method} ${path} ${role} → ${res.status} (expected ${allowed ? "allowed" : "403"})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("every admin page opens, or answers the French « Accès réservé » page, by role", async () => {
    const pages = adminPages(routes);
    expect(pages).toContain("/admin/demandes");
    expect(pages).toContain("/admin/equipe");
    const missing = pages.filter((p) => pageRuleFor(concrete(p)) === null);
    expect(missing, "pages without a rule: add one line each to pageRules").toEqual([]);
    const failures: string[] = [];
    for (const page of pages) {
      const path = concrete(page);
      for (const role of roles) {
        const res = await server.fetch(path, { cookie: cookies[role] });
        const html = await res.text();
        if (canOpenPage(role, path)) {
          if (res.status === 403 || res.status >= 500) failures.push(`${path} ${role} → ${res.status}`);
        } else if (path === "/admin") {
          // Not every role's home: a compagnon is sent to « Mes chantiers ».
          if (res.headers.get("location") !== "/admin/mes-chantiers") failures.push(`${path} ${role} → ${res.status}`);
        } else if (res.status !== 403 || !html.includes("Accès réservé")) {
          failures.push(`${path} ${role} → ${res.status} (expected 403 « Accès réservé »)`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("another spelling of a manager-only route is still refused to the office", async () => {
    for (const path of ["/api/leads/EXPORT.CSV?kind=quote", "/api/LEADS/export.csv", "/api/Team"]) {
      const res = await server.fetch(path, { cookie: cookies.office });
      expect(res.status, path).toBe(403);
    }
  });

  it("an unknown admin address stays a 404, for every role", async () => {
    for (const role of roles) {
      const res = await server.fetch("/admin/nexiste-pas", { cookie: cookies[role] });
      expect(res.status).toBe(404);
    }
  });

  it("chantiers: the manager and the office open every one, a compagnon only those assigned to him (API and page)", async () => {
    const { db } = await server.ready;
    const [mine, other] = await db
      .insert(chantiers)
      .values([{ clientName: "Client A" }, { clientName: "Client B" }])
      .returning({ id: chantiers.id });
    const [companion] = await db.select({ id: users.id }).from(users).where(eq(users.username, "role-companion"));
    await db.insert(chantierMembers).values({ chantierId: mine.id, userId: companion.id });
    for (const role of roles) {
      for (const c of [mine, other]) {
        const expected = role === "companion" && c === other ? 403 : 200;
        const api = await server.fetch(`/api/chantiers/${c.id}`, { cookie: cookies[role] });
        expect(api.status, `${role} API ${c.id}`).toBe(expected);
        const page = await server.fetch(`/admin/chantiers/${c.id}`, { cookie: cookies[role] });
        expect(page.status, `${role} page ${c.id}`).toBe(expected);
      }
    }
    const listed = (await (await server.fetch("/api/chantiers", { cookie: cookies.companion })).json()) as {
      items: { id: number }[];
    };
    expect(listed.items.map((c) => c.id)).toEqual([mine.id]);
  });

  it("a compagnon sees no draft through the public reads; the office does", async () => {
    const created = await server.fetch("/api/articles", {
      method: "POST",
      cookie: cookies.office,
      json: validBody("articles", { isPublished: false }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const ids = async (role: Role) =>
      ((await (await server.fetch("/api/articles", { cookie: cookies[role] })).json()) as { id: number }[]).map(
        (a) => a.id,
      );
    expect(await ids("office")).toContain(id);
    expect(await ids("companion")).not.toContain(id);
    expect((await server.fetch(`/api/articles/${id}`, { cookie: cookies.companion })).status).toBe(404);
    expect((await server.fetch(`/apercu/articles/${id}`, { cookie: cookies.companion })).status).toBe(404);
  });
});
