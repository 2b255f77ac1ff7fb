import { test, type Browser, type Page } from "@playwright/test";
import { mailWhere, type TestSmtpServer } from "../fixtures/smtp.ts";
import { expect } from "./leads-helpers";
import { capture } from "./support/captures.ts";
import { startOwnServer } from "./support/own-server";

/**
 * Client reviews (docs/avis.md), from the lead marked « Chantier terminé » to the review on the
 * site: the e-mail really goes through a test SMTP server, the client answers from a phone with
 * JavaScript off (plain form POST), the admin publishes, replies and refuses. Own server (SMTP).
 */
const PASSWORD = "Avis-de-chantier-2026";
let smtp: TestSmtpServer;
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.describe.configure({ mode: "serial", timeout: 180_000 });
// One journey is enough: it runs in the phone project only.
test.skip(({ isMobile }) => !isMobile, "parcours téléphone");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ MAIL_TO: "atelier@example.fr", LEADS_RATE_LIMIT: "1000" }, PASSWORD);
  smtp = server.smtp;
});
test.afterAll(async () => {
  await server?.stop();
});

async function admin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.base });
  expect(
    (await context.request.post("/api/auth/login", { data: { username: "admin", password: PASSWORD } })).status(),
  ).toBe(200);
  return context.newPage();
}

/** A quote from `email`, marked « Chantier terminé » in the admin: returns the personal link received. */
async function finishedJob(page: Page, firstName: string, lastName: string, email: string): Promise<string> {
  const quote = {
    firstName,
    lastName,
    email,
    phone: "06 12 34 56 78",
    address: "12 chemin des Pins, 33650 Saucats",
    projectType: "cuisine",
    projectDescription: "Cuisine en chêne massif avec îlot central et rangements sur mesure.",
    budget: "10k-20k",
    timeline: "2-3-mois",
    rgpdConsent: true,
  };
  expect((await server.post("/api/quotes", quote)).status).toBe(201);
  const { items } = await (await page.request.get("/api/leads")).json();
  const id = items.find((l: { email: string }) => l.email === email).id;
  await page.goto(`/admin/demandes/quote/${id}`);
  await page
    .getByRole("radiogroup", { name: "Statut de la demande" })
    .getByRole("radio", { name: "Chantier terminé" })
    .click();
  await expect(page.getByText("Statut mis à jour").first()).toBeVisible();
  const mail = await mailWhere(
    smtp,
    (m) => m.envelopeTo.includes(email) && m.subject.startsWith("Votre avis sur"),
    20_000,
  );
  const link = /https?:\/\/\S+\/avis\/donner\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

/** The client's phone, JavaScript off: the form is a plain HTML form. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });
  return context.newPage();
}

test("a finished job's client reviews it from a phone; the admin publishes and replies; it shows with both dates on /avis and home", async ({
  browser,
}) => {
  const adminPage = await admin(browser);
  const path = await finishedJob(adminPage, "Hélène", "Dupuy", "helene.dupuy@example.fr");

  const client = await phone(browser);
  await client.goto(path);
  await expect(client.getByRole("heading", { name: "Votre avis sur votre chantier" })).toBeVisible();
  await expect(client.getByLabel("Nom affiché", { exact: true })).toHaveValue("Hélène D.");
  await expect(client.getByLabel(/^Commune/)).toHaveValue("Saucats");
  await expect(client.getByLabel("Mois du chantier", { exact: true })).toHaveValue(/^20\d\d-\d\d$/);
  // No horizontal scrolling on the phone.
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await client.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(client.getByText("Votre accord est nécessaire pour publier votre avis")).toBeVisible();
  await client.getByLabel(/4 sur 5/).check();
  await client
    .getByLabel("Votre avis", { exact: true })
    .fill("Cuisine superbe, pose propre ; une semaine de retard sur la date prévue.");
  await client.getByLabel("Mois du chantier", { exact: true }).fill("2026-09");
  await client.getByLabel(/J'accepte que mon avis soit publié/).check();
  await client.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(client.getByRole("heading", { name: "Merci pour votre avis" })).toBeVisible();
  // The link served once: 410 with a French page.
  const again = await client.goto(path);
  expect(again?.status()).toBe(410);
  await expect(client.getByRole("heading", { name: "Ce lien a déjà servi" })).toBeVisible();

  await adminPage.goto("/admin/avis");
  const row = adminPage.locator("[data-review-admin='Hélène D.']");
  await expect(row).toContainText("En attente");
  await row.getByRole("button", { name: "Publier l'avis de Hélène D." }).click();
  await expect(row).toContainText("Publié");
  await row.getByLabel(/Réponse publique de l'entreprise/).fill("Merci Hélène ! Le retard venait du plan de travail.");
  await row.getByRole("button", { name: /Enregistrer la réponse/ }).click();
  await expect(row).toContainText(/Réponse du \d+/);

  for (const url of ["/avis", "/"]) {
    await client.goto(url);
    const review = client.locator("[data-review]", { hasText: "une semaine de retard" });
    await expect(review).toContainText("Avis vérifié — client d'un chantier");
    await expect(review.locator('time[datetime="2026-09"]')).toHaveText("septembre 2026");
    await expect(review.locator("time")).toHaveCount(3); // work, publication, reply
    await expect(review).toContainText("Merci Hélène ! Le retard venait du plan de travail.");
    await expect(review.getByRole("link", { name: "Comment nous recueillons les avis" })).toHaveAttribute(
      "href",
      "/avis",
    );
  }
  // The count and the average are the verified reviews'; the company's testimonials stand apart.
  await client.goto("/avis");
  const verified = client.locator("[data-review]").filter({ hasText: "Avis vérifié — client d'un chantier" });
  await expect(client.getByRole("heading", { level: 2, name: "1 avis vérifié" })).toBeVisible();
  await expect(verified).toHaveCount(1);
  await expect(client.locator("[data-average]")).toHaveText(
    /^Note moyenne : 4,0 sur 5, calculée sur les avis vérifiés/,
  );
  const testimonials = client.locator("[data-testimonials]");
  await expect(testimonials.getByRole("heading", { name: "Témoignages recueillis par l'entreprise" })).toBeVisible();
  await expect(testimonials).toContainText("ne comptent pas dans la note moyenne");
  await expect(testimonials.locator("[data-review]").filter({ hasText: "Avis vérifié" })).toHaveCount(0);
  await capture(client, "avis");
});

test("a refused review e-mails its author the reason; an expired link answers 410", async ({ browser }) => {
  const adminPage = await admin(browser);
  const path = await finishedJob(adminPage, "Marc", "Petit", "marc.petit@example.fr");
  const client = await phone(browser);
  await client.goto(path);
  await client.getByLabel(/5 sur 5/).check();
  await client
    .getByLabel("Votre avis", { exact: true })
    .fill("Très bien, appelez mon voisin M. Durand au 06 11 22 33 44 pour voir.");
  await client.getByLabel(/J'accepte que mon avis soit publié/).check();
  await client.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(client.getByRole("heading", { name: "Merci pour votre avis" })).toBeVisible();

  await adminPage.goto("/admin/avis");
  const row = adminPage.locator("[data-review-admin='Marc P.']");
  await row
    .getByLabel("Motif de refus")
    .selectOption({ label: "Données personnelles (adresse, téléphone, nom d'un tiers…)" });
  await row.getByRole("button", { name: "Refuser l'avis de Marc P." }).click();
  await expect(row).toContainText("Refusé");
  const mail = await mailWhere(
    smtp,
    (m) => m.envelopeTo.includes("marc.petit@example.fr") && m.subject.startsWith("Votre avis n'a pas"),
    20_000,
  );
  expect(mail.text).toContain("Données personnelles (adresse, téléphone, nom d'un tiers…)");
  await client.goto("/avis");
  await expect(client.locator("[data-review]", { hasText: "M. Durand" })).toHaveCount(0);

  // 61 days later, an unused link has expired.
  const unused = await finishedJob(adminPage, "Luc", "Roux", "luc.roux@example.fr");
  expect((await adminPage.request.post("/api/test/clock", { data: { advanceMs: 61 * 86_400_000 } })).status()).toBe(
    200,
  );
  const expired = await client.goto(unused);
  expect(expired?.status()).toBe(410);
  await expect(client.getByRole("heading", { name: "Ce lien a expiré" })).toBeVisible();
});
