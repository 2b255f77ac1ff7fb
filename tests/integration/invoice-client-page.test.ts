import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "#domain/business.ts";
import { emailOutbox } from "#server/modules/mail/schema.ts";
import { invoices } from "#server/modules/invoices/schema.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { completeBusiness } from "../fixtures/business.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const CLIENT = "odile.reglage@example.fr";

/**
 * A free invoice's client (no devis, so no chantier page) gets a page of his own from the invoice
 * e-mail (docs/factures.md): what is left to pay, how, the PDF; private, never cached nor indexed;
 * the link kept sealed, never in clear in the database or the outbox.
 */
describe(`a free invoice's client page /ma-facture (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(() => ({ SMTP_URL: smtp.url, MAIL_RETRY_DELAYS: "0.2" }), SERVER_HOOK_TIMEOUT);
  let cookie = "";
  let id = 0;
  let page = "";

  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    await completeBusiness(server, cookie);
    const client = { name: "Odile Réglage", email: CLIENT, address: "2 rue des Forges, 33650 Saucats" };
    const line = { designation: "Réglage de porte", quantity: 1, unit: "forfait", unitPriceCents: 12_000, vatRate: 20 };
    const draft = await server.fetch("/api/factures", { method: "POST", cookie, json: { client, lines: [line] } });
    id = ((await draft.json()) as { id: number }).id;
    expect((await server.fetch(`/api/factures/${id}/emettre`, { method: "POST", cookie })).status).toBe(200);
    expect((await server.fetch(`/api/factures/${id}/envoyer`, { method: "POST", cookie })).status).toBe(200);
    const mail = await mailWhere(smtp, (m) => m.envelopeTo.includes(CLIENT));
    page = /https?:\/\/[^\s]+(\/ma-facture\/[A-Za-z0-9_-]{32})/.exec(mail.text)?.[1] ?? "";
    expect(page, mail.text).not.toBe("");
    expect(mail.text).toContain("Voir ma facture en ligne");
  }, SERVER_HOOK_TIMEOUT);

  it("shows what is left to pay, the IBAN and the reference, and its PDF; private and never indexed", async () => {
    const res = await server.fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/Facture n° F-\d{4}-\d{4}/);
    expect(html).toContain("Reste à régler : 144,00");
    expect(html).toContain("FR76 3000 6000 0112 3456 7890 189");
    expect(html).toMatch(/RF\d{2} F\d{3} \d{4}/);
    expect(html).not.toContain('<script type="module"');
    const pdf = await server.fetch(`${page}/facture.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
  });

  it("says « Payée » once paid; an unknown link is a French 404; the token is kept only hashed and sealed", async () => {
    const paid = await server.fetch(`/api/factures/${id}/paiements`, {
      method: "POST",
      cookie,
      json: { amountCents: 14_400, date: parisDate(new Date()), method: "cheque" },
    });
    expect(paid.status).toBe(201);
    expect(await (await server.fetch(page)).text()).toContain("Payée — merci !");
    const unknown = await server.fetch("/ma-facture/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Cette facture est introuvable");
    expect((await server.fetch("/ma-facture/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/facture.pdf")).status).toBe(404);
    const token = page.split("/").pop()!;
    const { db } = await server.ready;
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    expect(JSON.stringify(row)).not.toContain(token);
    const outbox = await db.select().from(emailOutbox);
    expect(JSON.stringify(outbox)).not.toContain(token);
  });
});
