import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT, leadDetail, listLeads, validQuote } from "../fixtures/leads.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

describe(`review requests after 'Chantier terminé' (${testDatabase})`, () => {
  let server: TestServer;
  let cookie: string;
  let id: number;
  beforeAll(async () => {
    server = await startTestServer({ LEADS_RATE_LIMIT: "1000" });
    cookie = await loginAsAdmin(server);
    expect(
      (await server.fetch("/api/quotes", { method: "POST", json: validQuote({ firstName: "Hélène" }) })).status,
    ).toBe(201);
    id = (await listLeads(server, cookie)).items[0].id;
  }, SERVER_HOOK_TIMEOUT);
  afterAll(async () => {
    await server?.stop();
  }, SERVER_HOOK_TIMEOUT);

  const ask = () => server.fetch(`/api/admin/demandes/quote/${id}/demande-avis`, { method: "POST", cookie });
  const setStatus = (status: string) =>
    server.fetch(`/api/leads/quote/${id}`, { method: "PATCH", cookie, json: { status } });

  it("is refused before the work is finished, and without a review link", async () => {
    expect((await setStatus("signe")).status).toBe(200);
    const early = await ask();
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe("La demande d'avis s'envoie quand le chantier est terminé.");
    expect((await setStatus("termine")).status).toBe(200);
    const noLink = await ask();
    expect(noLink.status).toBe(409);
    expect((await noLink.json()).message).toMatch(/lien pour laisser un avis/);
  });

  it("queues one French e-mail with the business's review link, recorded on the lead", async () => {
    const { settings } = await server.fetch("/api/admin/entreprise", { cookie }).then((r) => r.json());
    const reviewUrl = "https://g.page/r/atelier-lartigue/review";
    expect(
      (await server.fetch("/api/admin/entreprise", { method: "PUT", cookie, json: { ...settings, reviewUrl } })).status,
    ).toBe(200);

    expect((await ask()).status).toBe(201);
    const second = await ask();
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe("La demande d'avis a déjà été envoyée à ce client.");

    const { lead, emails } = await leadDetail(server, cookie, "quote", id);
    const reviews = emails.filter((e) => e.kind === "review_request");
    expect(reviews).toHaveLength(1);
    expect(reviews[0].to).toBe(lead.email);
    const { db } = server.services()!;
    const rows = await db.query.emailOutbox.findMany();
    const body = rows.find((r) => r.kind === "review_request")!;
    expect(body.subject).toBe("Votre avis sur votre projet – Atelier Lartigue");
    expect(body.text).toContain("Bonjour Hélène,");
    expect(body.text).toContain(reviewUrl);
  });
});
