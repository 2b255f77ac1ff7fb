import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT, leadDetail, listLeads, validContact, validQuote, waitUntil } from "../fixtures/leads.ts";
import { freePort, smtpUrl, startSmtpServer, type TestSmtpServer } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const MAIL_TO = "atelier@example.fr";
const fastRetries = { MAIL_RETRY_DELAYS: "0.2,0.4", LEADS_RATE_LIMIT: "1000", MAIL_TO };

describe(`lead e-mails over a real SMTP server (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({ ...fastRetries, SMTP_URL: smtp.url, SITE_URL: "https://www.atelier-lartigue.fr" }),
    SERVER_HOOK_TIMEOUT,
  );
  let cookie: string;
  beforeAll(async () => {
    // A first login sends no « new device » notice (its first device): only the lead e-mails below arrive.
    cookie = await loginAsAdmin(server);
  }, SERVER_HOOK_TIMEOUT);

  it("delivers a quote's notification to MAIL_TO (reply-to the visitor, every field) and a confirmation to the visitor", async () => {
    const res = await server.fetch("/api/quotes", {
      method: "POST",
      json: validQuote({
        projectDescription: "Cuisine <script>alert('x')</script> & îlot \"central\" en chêne.\nDeuxième ligne.",
      }),
    });
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toEqual({
      ok: true,
      message: "Message envoyé !",
      // The request's number, shown on the confirmation panel: the one of the e-mail below.
      number: expect.any(Number),
      visitUrl: expect.stringMatching(/^https:\/\/www\.atelier-lartigue\.fr\/rendez-vous\/[\w-]{32}$/),
    });

    const messages = await smtp.waitForMessages(2);
    const notification = messages.find(
      (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Nouvelle demande de devis"),
    )!;
    const confirmation = messages.find((m) => m.envelopeTo.includes("jeanne.dubreuil@example.fr"))!;
    expect(notification.headers["reply-to"]).toContain("jeanne.dubreuil@example.fr");
    expect(notification.subject).toBe("Nouvelle demande de devis : Cuisine – Jeanne Dubreuil");
    for (const line of [
      "Prénom : Jeanne",
      "Nom : Dubreuil",
      "Email : jeanne.dubreuil@example.fr",
      "Téléphone : 06 12 34 56 78",
      "Adresse du projet : 12 chemin des Pins, 33650 Saucats",
      "Type de projet : Cuisine",
      "Budget approximatif : 10 000 € – 20 000 €",
      "Délai souhaité : Dans 2 à 3 mois",
      "Dimensions : 4,20 m × 3,10 m",
      "Visite technique souhaitée : Oui",
      "Inscription à la newsletter : Non",
      "Consentement RGPD : Oui",
      "Cuisine <script>alert('x')</script> & îlot \"central\" en chêne.\nDeuxième ligne.",
      "https://www.atelier-lartigue.fr/admin/demandes/quote/",
    ]) {
      expect(notification.text).toContain(line);
    }
    // HTML in a field is text: escaped in the HTML part, never markup.
    expect(notification.html).toContain(
      "Cuisine &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; îlot &quot;central&quot;",
    );
    expect(notification.html).not.toContain("<script>");
    expect(notification.text).toContain(`(n° ${answer.number})`);

    expect(confirmation.subject).toBe("Votre demande de devis a bien été reçue – Atelier Lartigue");
    expect(confirmation.headers["reply-to"]).toContain(MAIL_TO);
    expect(confirmation.text).toMatch(/^Bonjour,$/m);
    expect(confirmation.text).not.toContain("Jeanne");
    expect(confirmation.text).toContain("nous vous recontacterons dans les plus brefs délais");
    expect(confirmation.text).toContain("Type de projet : Cuisine");
    // The free text is not echoed to an address nobody verified.
    expect(confirmation.text).not.toContain("script");

    const { items } = await listLeads(server, cookie, "?kind=quote");
    const { emails } = await leadDetail(server, cookie, "quote", items[0].id);
    await waitUntil(
      async () => (await leadDetail(server, cookie, "quote", items[0].id)).emails.every((e) => e.status === "sent"),
      5000,
      "sent status",
    );
    expect(emails.map((e) => e.kind).sort()).toEqual(["confirmation", "notification"]);
  });

  it("delivers a contact message's notification and confirmation", async () => {
    const res = await server.fetch("/api/contact", { method: "POST", json: validContact() });
    expect(res.status).toBe(201);
    const messages = await smtp.waitForMessages(2);
    const notification = messages.find(
      (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Nouveau message"),
    )!;
    expect(notification.subject).toBe("Nouveau message de contact (Escalier) – Paul Martin");
    expect(notification.headers["reply-to"]).toContain("paul.martin@example.fr");
    for (const line of [
      "Prénom : Paul",
      "Nom : Martin",
      "Email : paul.martin@example.fr",
      "Téléphone : 05 56 11 22 33",
      "Projet : Escalier",
      "Bonjour, je voudrais un escalier quart tournant en hêtre.",
    ]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = messages.find((m) => m.envelopeTo.includes("paul.martin@example.fr"))!;
    expect(confirmation.subject).toBe("Votre message a bien été reçu – Atelier Lartigue");
    expect(confirmation.text).toMatch(/^Bonjour,$/m);
    expect(confirmation.text).not.toContain("Paul");
  });

  it("retries a refused e-mail with growing delays until the SMTP server accepts it", async () => {
    smtp.failNext(3);
    const res = await server.fetch("/api/contact", { method: "POST", json: validContact({ prenom: "Retente" }) });
    expect(res.status).toBe(201);
    await smtp.waitForMessages(2);
    const { items } = await listLeads(server, cookie, "?kind=contact");
    const lead = items.find((i) => i.name.startsWith("Retente"))!;
    const emails = await waitUntil(async () => {
      const d = await leadDetail(server, cookie, "contact", lead.id);
      return d.emails.every((e) => e.status === "sent") && d.emails;
    });
    // Three refusals spread over the two e-mails: at least one needed more than one attempt.
    expect(emails.reduce((n, e) => n + e.attempts, 0)).toBe(5);
  });
});

describe(`lead e-mails when the SMTP server is down (${testDatabase})`, () => {
  let port: number;
  let smtp: TestSmtpServer | null = null;
  beforeAll(async () => {
    port = await freePort();
  }, SERVER_HOOK_TIMEOUT);
  afterAll(async () => {
    await smtp?.close();
  }, SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({
      MAIL_TO,
      LEADS_RATE_LIMIT: "1000",
      MAIL_RETRY_DELAYS: "0.3,4",
      MAIL_MAX_ATTEMPTS: "3",
      SMTP_URL: smtpUrl(port),
    }),
    SERVER_HOOK_TIMEOUT,
  );

  it("retries while the port is closed, delivers once it opens, marks failed after the last attempt and resends on demand", async () => {
    const cookie = await loginAsAdmin(server);
    const emailsOf = async (kind: string, id: number) => (await leadDetail(server, cookie, kind, id)).emails;

    expect((await server.fetch("/api/quotes", { method: "POST", json: validQuote() })).status).toBe(201);
    const quoteId = (await listLeads(server, cookie)).items[0].id;
    // Connection refused: the e-mails stay pending with the error, and are tried again.
    const retrying = await waitUntil(async () => {
      const emails = await emailsOf("quote", quoteId);
      return emails.every((e) => e.status === "pending" && e.attempts === 2) && emails;
    });
    expect(retrying.every((e) => /ECONNREFUSED|connect/i.test(e.lastError))).toBe(true);
    // After the last attempt: failed for good, still visible.
    const failed = await waitUntil(async () => {
      const emails = await emailsOf("quote", quoteId);
      return emails.every((e) => e.status === "failed") && emails;
    });
    expect(failed.every((e) => e.attempts === 3)).toBe(true);

    // A second lead while the server is still down, then the server comes back before its last attempt.
    expect((await server.fetch("/api/contact", { method: "POST", json: validContact() })).status).toBe(201);
    const contactId = (await listLeads(server, cookie, "?kind=contact")).items[0].id;
    await waitUntil(async () =>
      (await emailsOf("contact", contactId)).every((e) => e.status === "pending" && e.attempts === 2),
    );
    smtp = await startSmtpServer(port);
    await smtp.waitForMessages(2);
    await waitUntil(async () => (await emailsOf("contact", contactId)).every((e) => e.status === "sent"));
    expect(smtp.messages.every((m) => !m.subject.includes("devis"))).toBe(true);

    // The failed ones go out when the admin asks.
    for (const e of failed) {
      const resend = await server.fetch(`/api/leads/emails/${e.id}/resend`, { method: "POST", cookie });
      expect(await resend.json()).toEqual({ ok: true, status: "pending" });
    }
    await smtp.waitForMessages(4);
    await waitUntil(async () => (await emailsOf("quote", quoteId)).every((e) => e.status === "sent"));
  }, 60_000);
});
