import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/modules/auth/schema.ts";
import { emailOutbox } from "#server/modules/mail/schema.ts";
import { applyAdminReset, planAdminReset } from "#server/modules/auth/security/admin-reset.ts";
import { createLogger } from "#server/logger.ts";
import { login, loginAsAdmin, STRONG_PASSWORD } from "../fixtures/auth.ts";
import { validBody } from "../fixtures/content.ts";
import { SERVER_HOOK_TIMEOUT, validQuote } from "../fixtures/leads.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const MEMBER_PASSWORD = "Rabot-et-ciseau-a-bois-2026";

describe(`the team: invitations, roles, suspension, authorship (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({ SMTP_URL: smtp.url, MAIL_RETRY_DELAYS: "0.2", LEADS_RATE_LIMIT: "1000" }),
    SERVER_HOOK_TIMEOUT,
  );
  let manager: string;
  beforeAll(async () => {
    manager = await loginAsAdmin(server);
  }, SERVER_HOOK_TIMEOUT);

  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
  const invite = async (email: string, displayName: string, role: string) => {
    const res = await server.fetch("/api/team/invitations", {
      method: "POST",
      cookie: manager,
      json: { email, displayName, role },
    });
    expect(res.status).toBe(201);
    const mail = await mailWhere(smtp, (m) => m.envelopeTo.includes(email));
    expect(mail.subject).toContain("Invitation");
    // Signed by the member who invites and the business, not by « the site ».
    expect(mail.text).not.toContain("Le site de l'atelier");
    expect(mail.text.trimEnd()).toMatch(/\n— \S[^\n]*, \S[^\n]*$/);
    const token = /\/admin\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeTruthy();
    return token!;
  };
  const members = async () =>
    (
      (await (await server.fetch("/api/team", { cookie: manager })).json()) as {
        members: { id: number; username: string; role: string; status: string }[];
      }
    ).members;

  it("invites by e-mail; the link sets a password with today's rules, is used once, and logs the member in", async () => {
    const token = await invite("paul@example.fr", "Paul Charpentier", "companion");
    const page = await server.fetch(`/admin/invitation/${token}`);
    expect(await page.text()).toContain("Compagnon");
    const weak = await json(
      await server.fetch(`/api/invitations/${token}`, { method: "POST", json: { password: "court" } }),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain("au moins 12 caractères");
    const accepted = await server.fetch(`/api/invitations/${token}`, {
      method: "POST",
      json: { password: MEMBER_PASSWORD },
    });
    expect(accepted.status).toBe(200);
    const cookie = (accepted.headers.get("set-cookie") ?? "").split(";")[0];
    const me = await json(await server.fetch("/api/auth/me", { cookie }));
    expect(me.body.user).toMatchObject({
      username: "paul@example.fr",
      displayName: "Paul Charpentier",
      role: "companion",
    });
    // His first login, seconds after his account exists, is no « new device »: no alert.
    const alerts = async () =>
      (await server.services()!.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "security"))).filter(
        (m) => m.to === "paul@example.fr",
      );
    expect(await alerts()).toHaveLength(0);
    // From another browser, the alert goes to him, and never asks him to run a server command.
    const other = await server.fetch("/api/auth/login", {
      method: "POST",
      json: { username: "paul@example.fr", password: MEMBER_PASSWORD },
    });
    expect(other.status).toBe(200);
    const alert = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes("paul@example.fr") && m.subject.includes("Nouvelle connexion"),
    );
    expect(alert.text).toContain("appelez le Gérant");
    expect(alert.text).not.toContain("npm run");
    // His name is his to change, in his account: the greeting and his invitations use it.
    const empty = await json(
      await server.fetch("/api/account/name", { method: "PUT", cookie, json: { displayName: "  " } }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("Nom requis");
    const renamed = await server.fetch("/api/account/name", {
      method: "PUT",
      cookie,
      json: { displayName: "Paul Charpentier-Lartigue" },
    });
    expect(renamed.status).toBe(200);
    expect((await json(await server.fetch("/api/auth/me", { cookie }))).body.user).toMatchObject({
      displayName: "Paul Charpentier-Lartigue",
    });
    expect((await server.fetch("/api/account/name", { method: "PUT", json: { displayName: "X" } })).status).toBe(401);
    // Used once.
    const again = await server.fetch(`/api/invitations/${token}`, {
      method: "POST",
      json: { password: MEMBER_PASSWORD },
    });
    expect(again.status).toBe(404);
    expect(
      (await server.fetch(`/admin/invitation/${token}`).then((r) => r.text())).includes("Invitation expirée"),
    ).toBe(true);
    // His own account only.
    expect((await server.fetch("/api/leads", { cookie })).status).toBe(403);
    expect((await server.fetch("/api/account/security", { cookie })).status).toBe(200);
  });

  it("an invitation older than 7 days is refused", async () => {
    const token = await invite("vieux@example.fr", "Ancien", "office");
    const services = await server.ready;
    await services.db.execute(sql`update team_invitations set expires_at = now() - interval '1 second'`);
    const res = await server.fetch(`/api/invitations/${token}`, {
      method: "POST",
      json: { password: MEMBER_PASSWORD },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toContain("7 jours");
  });

  it("suspending a member refuses his open session at once and his next login; reactivation lets him back", async () => {
    const cookie = await login(server, "paul@example.fr", MEMBER_PASSWORD);
    expect((await server.fetch("/api/auth/me", { cookie })).status).toBe(200);
    const paul = (await members()).find((m) => m.username === "paul@example.fr")!;
    const suspended = await server.fetch(`/api/team/members/${paul.id}`, {
      method: "PATCH",
      cookie: manager,
      json: { status: "suspended" },
    });
    expect(suspended.status).toBe(200);
    expect((await server.fetch("/api/account/security", { cookie })).status).toBe(401);
    const refused = await json(
      await server.fetch("/api/auth/login", {
        method: "POST",
        json: { username: "paul@example.fr", password: MEMBER_PASSWORD },
      }),
    );
    expect(refused.status).toBe(401);
    expect(refused.body.message).toContain("suspendu");
    await server.fetch(`/api/team/members/${paul.id}`, {
      method: "PATCH",
      cookie: manager,
      json: { status: "active" },
    });
    expect(await login(server, "paul@example.fr", MEMBER_PASSWORD)).toBeTruthy();
  });

  it("the last manager can be neither demoted, suspended nor removed; with a second manager he can", async () => {
    const admin = (await members()).find((m) => m.username === "admin")!;
    for (const change of [{ role: "office" }, { status: "suspended" }]) {
      const res = await json(
        await server.fetch(`/api/team/members/${admin.id}`, { method: "PATCH", cookie: manager, json: change }),
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toContain("au moins un gérant");
    }
    const paul = (await members()).find((m) => m.username === "paul@example.fr")!;
    await server.fetch(`/api/team/members/${paul.id}`, { method: "PATCH", cookie: manager, json: { role: "manager" } });
    const paulCookie = await login(server, "paul@example.fr", MEMBER_PASSWORD);
    // Paul, now a manager, can demote the admin; then Paul is the last one and cannot be removed by the admin any more.
    expect(
      (
        await server.fetch(`/api/team/members/${admin.id}`, {
          method: "PATCH",
          cookie: paulCookie,
          json: { role: "office" },
        })
      ).status,
    ).toBe(200);
    expect((await server.fetch("/api/team", { cookie: manager })).status).toBe(403);
    const removal = await server.fetch(`/api/team/members/${admin.id}`, { method: "DELETE", cookie: paulCookie });
    expect(removal.status).toBe(200);
    const last = await server.fetch(`/api/team/members/${paul.id}`, {
      method: "PATCH",
      cookie: paulCookie,
      json: { role: "companion" },
    });
    expect(last.status).toBe(409);
  });

  it("admin:reset rescues a manager: reactivated, temporary password, and manager again when none is left", async () => {
    const services = await server.ready;
    const plan = await planAdminReset(services.db, "paul@example.fr");
    await services.db.update(users).set({ status: "suspended", role: "office" }).where(eq(users.id, plan!.userId));
    const temporary = await applyAdminReset(services.db, createLogger("silent"), plan!, false);
    const [row] = await services.db.select().from(users).where(eq(users.id, plan!.userId));
    expect(row).toMatchObject({ status: "active", role: "manager", mustChangePassword: true });
    const res = await server.fetch("/api/auth/login", {
      method: "POST",
      json: { username: "paul@example.fr", password: temporary },
    });
    expect(res.status).toBe(200);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    const changed = await server.fetch("/api/auth/password", {
      method: "POST",
      cookie,
      json: { currentPassword: temporary, newPassword: STRONG_PASSWORD },
    });
    expect(changed.status).toBe(200);
    manager = (changed.headers.get("set-cookie") ?? "").split(";")[0];
  });

  it("signs lead status changes, notes, replies and revisions with the member's name; the journal names him", async () => {
    const token = await invite("lea@example.fr", "Léa Bureau", "office");
    const accepted = await server.fetch(`/api/invitations/${token}`, {
      method: "POST",
      json: { password: MEMBER_PASSWORD },
    });
    const office = (accepted.headers.get("set-cookie") ?? "").split(";")[0];
    expect((await server.fetch("/api/quotes", { method: "POST", json: validQuote() })).status).toBe(201);
    const list = (await (await server.fetch("/api/leads?kind=quote", { cookie: office })).json()) as {
      items: { id: number }[];
    };
    const id = list.items[0].id;
    await server.fetch(`/api/leads/quote/${id}`, { method: "PATCH", cookie: office, json: { status: "contacte" } });
    await server.fetch(`/api/leads/quote/${id}`, {
      method: "PATCH",
      cookie: office,
      json: { notes: "Rappeler lundi" },
    });
    const detail = (await (await server.fetch(`/api/leads/quote/${id}`, { cookie: office })).json()) as {
      timeline: { type: string; author?: string }[];
    };
    expect(detail.timeline.filter((e) => e.type === "status" || e.type === "note").map((e) => e.author)).toEqual([
      "Léa Bureau",
      "Léa Bureau",
    ]);

    const created = await server.fetch("/api/articles", {
      method: "POST",
      cookie: office,
      json: validBody("articles"),
    });
    const article = (await created.json()) as { id: number };
    const revisions = (await (
      await server.fetch(`/api/articles/${article.id}/revisions`, { cookie: office })
    ).json()) as { authorName: string }[] | { items: { authorName: string }[] };
    const rows = Array.isArray(revisions) ? revisions : revisions.items;
    expect(rows[0].authorName).toBe("Léa Bureau");

    // The journal: the manager sees everyone's events, Léa only her own.
    const journal = async (cookie: string) =>
      (await (await server.fetch("/api/account/journal", { cookie })).json()) as { username: string; type: string }[];
    const all = await journal(manager);
    expect(all.some((e) => e.type === "member_invited")).toBe(true);
    expect(all.some((e) => e.username === "lea@example.fr")).toBe(true);
    const own = await journal(office);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((e) => e.username === "lea@example.fr")).toBe(true);
  });
});
