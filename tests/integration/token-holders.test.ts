import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { completeBusiness } from "../fixtures/business.ts";
import { clientForm, officeApi, openChantier } from "../fixtures/chantiers.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

/**
 * Whoever holds a client's link cannot flood the business: a day's budget of forms per link
 * (messages, consent, codes), with a French 429 page; reloads are logged as one view an hour.
 */
describe(`client links: budgets and views (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(() => ({ SMTP_URL: smtp.url, MAIL_TO: "atelier@example.fr" }), SERVER_HOOK_TIMEOUT);
  let cookie = "";
  const api = officeApi(server, () => cookie);
  const form = clientForm(server);
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    await completeBusiness(server, cookie);
  }, SERVER_HOOK_TIMEOUT);

  /** A chantier's client page: its path. */
  async function chantierLink(email: string) {
    const { chantierId } = await openChantier(server, api, {
      firstName: "Inès",
      lastName: "Garnier",
      email,
      phone: "06 11 22 33 44",
      address: "3 allée des Chênes, 33650 Saucats",
      projectDescription: "Dressing sur mesure",
    });
    const link = await api(`/api/chantiers/${chantierId}/access`, { method: "POST", json: {} });
    expect(link.status).toBe(201);
    return { chantierId, path: new URL(String(link.body.url)).pathname };
  }

  it("20 messages a day through one link, then a French 429 page; the business got 20, not more", async () => {
    const { chantierId, path } = await chantierLink("ines.garnier@example.fr");
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) statuses.push((await form(`${path}/messages`, { body: `Question n° ${i}` })).status);
    expect(statuses.slice(0, 20).every((s) => s === 303)).toBe(true);
    const refused = await form(`${path}/messages`, { body: "Encore une" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(await refused.text()).toContain("envois depuis ce lien aujourd");
    const { body } = await api(`/api/chantiers/${chantierId}`);
    expect((body.messages as unknown[]).length).toBe(20);
  });

  it("reloading the client's page logs one view an hour, not one per reload", async () => {
    const { chantierId, path } = await chantierLink("paul.vue@example.fr");
    for (let i = 0; i < 5; i++) expect((await server.fetch(path)).status).toBe(200);
    expect((await api(`/api/chantiers/${chantierId}`)).body.access).toMatchObject({ views: 1 });
    // An hour later, a new reading.
    const services = await server.ready;
    await services.db.execute(sql`update chantier_views set viewed_at = viewed_at - interval '61 minutes'`);
    await server.fetch(path);
    expect((await api(`/api/chantiers/${chantierId}`)).body.access).toMatchObject({ views: 2 });
  });

  it("a devis opened ten times in a row is « consulté » once in the timeline", async () => {
    const created = await api("/api/devis", {
      method: "POST",
      json: {
        client: { name: "Louise Martin", email: "louise@example.fr", address: "1 rue du Port, 33650 Saucats" },
        lines: [{ designation: "Escalier en chêne", quantity: 1, unit: "u", unitPriceCents: 480_000, vatRate: 20 }],
      },
    });
    const sent = await api(`/api/devis/${String(created.body.id)}/envoyer`, { method: "POST" });
    expect(sent.status).toBe(200);
    const path = new URL(String(sent.body.publicUrl)).pathname;
    for (let i = 0; i < 10; i++) expect((await server.fetch(path)).status).toBe(200);
    const { body } = await api(`/api/devis/${String(created.body.id)}`);
    expect(body.views).toBe(1);
  });
});
