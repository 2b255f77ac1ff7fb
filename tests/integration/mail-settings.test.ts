import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appMeta } from "#server/infra/db/infra-tables.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT, validQuote, waitUntil } from "../fixtures/leads.ts";
import { mailWhere, saveMailSettings } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const PASSWORD = "Mot-de-passe-SMTP-tres-secret";

interface Email {
  id: number;
  kind: string;
  status: string;
}

describe(`« Messagerie »: e-mail configured from the admin (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  // No SMTP_URL: e-mail starts unconfigured, as on the quick start.
  const server = suiteServer({ LEADS_RATE_LIMIT: "1000" }, SERVER_HOOK_TIMEOUT);
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
  }, SERVER_HOOK_TIMEOUT);

  const detail = async (id: number) =>
    (await (await server.fetch(`/api/leads/quote/${id}`, { cookie })).json()) as {
      lead: { status: string };
      emails: Email[];
    };

  it("keeps a reply unsent (lead not moved to « Contacté ») until the SMTP server is entered; then the test e-mail and the same reply leave", async () => {
    expect((await server.fetch("/api/admin/messagerie")).status).toBe(401);
    let view = await (await server.fetch("/api/admin/messagerie", { cookie })).json();
    expect(view).toMatchObject({ source: "none", configured: false, settings: null });
    // The test e-mail is refused in French while nothing is configured.
    let res = await server.fetch("/api/admin/messagerie/test", {
      cookie,
      method: "POST",
      json: { to: "a@example.fr" },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toContain("La messagerie n'est pas configurée");

    expect((await server.fetch("/api/quotes", { method: "POST", json: validQuote({ firstName: "Zoé" }) })).status).toBe(
      201,
    );
    const list = (await (await server.fetch("/api/leads?kind=quote", { cookie })).json()) as {
      items: { id: number }[];
    };
    const id = list.items[0].id;
    res = await server.fetch(`/api/leads/quote/${id}/reply`, {
      cookie,
      method: "POST",
      json: { subject: "Votre cuisine", body: "Bonjour Zoé, je passe jeudi." },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ emailStatus: "not_configured", status: "nouveau" });
    let lead = await detail(id);
    expect(lead.lead.status).toBe("nouveau");
    const reply = lead.emails.find((e) => e.kind === "reply")!;
    expect(reply.status).toBe("not_configured");

    // Invalid settings are refused field by field, in French.
    res = await server.fetch("/api/admin/messagerie", { cookie, method: "PUT", json: { host: "", port: 0 } });
    expect(res.status).toBe(400);
    const refused = await res.json();
    expect(refused.errors.host).toContain("Indiquez l'adresse du serveur");
    expect(refused.errors.port).toContain("entre 1 et 65535");

    res = await saveMailSettings(server, cookie, smtp, PASSWORD);
    expect(res.status).toBe(200);
    view = await res.json();
    expect(view).toMatchObject({ source: "admin", configured: true });
    // The password is never sent back, and the database holds it sealed by the key of DATA_DIR.
    expect(JSON.stringify(view)).not.toContain(PASSWORD);
    const services = await server.ready;
    const [row] = await services.db.select().from(appMeta).where(eq(appMeta.key, "mail"));
    expect(row.value).not.toContain(PASSWORD);
    expect(row.value).toMatch(/"passwordSealed":"v1:/);
    const key = path.join(server.dataDir, "secrets", "mail.key");
    expect((await stat(key)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(key, "utf8"), "base64")).toHaveLength(32);

    res = await server.fetch("/api/admin/messagerie/test", { cookie, method: "POST", json: { to: "zoe@example.fr" } });
    expect(res.status).toBe(200);
    const test = await mailWhere(smtp, (m) => m.envelopeTo.includes("zoe@example.fr"));
    // Elision before the business name (« de l'Atelier Lartigue »).
    expect(test.subject).toBe("E-mail de test de l'Atelier Lartigue");
    expect(test.text).toContain("le site de l'Atelier Lartigue peut envoyer");
    expect(test.headers.from).toContain("atelier@example.fr");

    // The same reply, sent again from the request, now leaves.
    res = await server.fetch(`/api/leads/emails/${reply.id}/resend`, { cookie, method: "POST" });
    expect((await res.json()).status).toBe("pending");
    const sent = await mailWhere(smtp, (m) => m.subject === "Votre cuisine");
    expect(sent.text).toContain("je passe jeudi");
    lead = await waitUntil(async () => {
      const l = await detail(id);
      return l.emails.find((e) => e.id === reply.id)?.status === "sent" && l;
    });
    expect(lead.emails.find((e) => e.id === reply.id)?.status).toBe("sent");

    // An empty password keeps the stored one; a wrong port says so in French.
    res = await server.fetch("/api/admin/messagerie", {
      cookie,
      method: "PUT",
      json: { host: "127.0.0.1", port: 1, security: "none", user: "", password: "" },
    });
    expect(res.status).toBe(200);
    res = await server.fetch("/api/admin/messagerie/test", { cookie, method: "POST", json: { to: "zoe@example.fr" } });
    expect(res.status).toBe(502);
    // Refused, unknown or silent: one answer, which tells nothing of the port (no prober).
    expect((await res.json()).message).toBe(
      "Le serveur d'envoi est injoignable : vérifiez l'adresse, le port et la sécurité.",
    );
  }, 60_000);

  it("the stored password goes only to the server it was typed for, never in clear to a distant one; tests are throttled", async () => {
    const put = (json: Record<string, unknown>) =>
      server.fetch("/api/admin/messagerie", {
        cookie,
        method: "PUT",
        json: { port: 587, security: "starttls", ...json },
      });
    const stored = async () =>
      (
        (await (await server.fetch("/api/admin/messagerie", { cookie })).json()) as {
          settings: { hasPassword: boolean };
        }
      ).settings.hasPassword;
    expect((await put({ host: "smtp.atelier.fr", user: "atelier", password: PASSWORD })).status).toBe(200);
    expect(await stored()).toBe(true);
    // The same server, no password typed: kept.
    expect((await put({ host: "SMTP.atelier.fr", user: "atelier", password: "" })).status).toBe(200);
    expect(await stored()).toBe(true);
    // Another host (or port, account, security): forgotten, never replayed to whoever answers there.
    expect((await put({ host: "smtp.ailleurs.fr", user: "atelier", password: "" })).status).toBe(200);
    expect(await stored()).toBe(false);
    // A password without encryption: only to a local server.
    const clear = await put({ host: "smtp.ailleurs.fr", port: 25, security: "none", user: "atelier", password: "x" });
    expect(clear.status).toBe(400);
    const refused = (await clear.json()) as { errors: { security: string } };
    expect(refused.errors.security).toContain("le mot de passe circulerait en clair");
    expect((await put({ host: "127.0.0.1", port: 1, security: "none", user: "atelier", password: "x" })).status).toBe(
      200,
    );
    // Five tests in ten minutes (the first case sent some), then a French 429.
    const test = () =>
      server.fetch("/api/admin/messagerie/test", { cookie, method: "POST", json: { to: "a@example.fr" } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await test()).status);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused, statuses.join()).toBeGreaterThan(0);
    expect(
      statuses.slice(firstRefused).every((s) => s === 429),
      statuses.join(),
    ).toBe(true);
    expect(((await (await test()).json()) as { message: string }).message).toMatch(
      /^Trop d'e-mails de test à la suite/,
    );
  }, 60_000);
});
