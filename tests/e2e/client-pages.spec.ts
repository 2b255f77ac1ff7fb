import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { mailWhere } from "../fixtures/smtp.ts";
import { completeLegalMentions } from "./support/business";
import { ownAdminContext, startOwnServer, type OwnServer } from "./support/own-server.ts";

/**
 * The client's pages (his devis, his chantier, its PV) in the site's look, at 390 and 1366 px: the
 * site's logo, its heading typeface (the h1's computed font equals the public site's), a favicon, no
 * sideways scroll; after « Recevoir mon code par e-mail » the code field is in view and focused;
 * without JavaScript the code is asked and the devis accepted, the PV signed. Own server (test
 * SMTP). Screenshots in docs/captures/client-pages/.
 */
const CLIENT = "claire.martin@example.fr";
const PASSWORD = "Pages-client-2026";
const CAPTURES = "docs/captures/client-pages";
const widths = [390, 1366] as const;
const parisDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });

let server: OwnServer;
test.describe.configure({ mode: "serial", timeout: 300_000 });
test.skip(({ isMobile }) => isMobile, "both widths in one run, own server");

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({ MAIL_TO: "atelier@example.fr", MAIL_RETRY_DELAYS: "0.2" }, PASSWORD);
});
test.afterAll(async () => server?.stop());

async function clientPage(browser: Browser, width: number, javaScriptEnabled = true): Promise<Page> {
  const phone = width < 800;
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    javaScriptEnabled,
  });
  return context.newPage();
}

const h1Font = (page: Page) =>
  page
    .locator("h1")
    .first()
    .evaluate((h) => getComputedStyle(h).fontFamily);

/** The site's logo, the site's heading font, a favicon that answers, nothing wider than the screen. */
async function expectBranded(page: Page, siteFont: string) {
  await expect(page.getByRole("link", { name: /accueil du site/ }).locator("svg, img")).toBeVisible();
  expect(await h1Font(page)).toBe(siteFont);
  const icon = await page.locator('link[rel="icon"]').getAttribute("href");
  expect((await page.request.get(icon!)).status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const fit = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
  expect(fit.scroll).toBeLessThanOrEqual(fit.inner);
}

/** Asks the code; the page comes back on the code field, focused and in view. Returns the e-mailed code. */
async function askCode(page: Page, subject: RegExp): Promise<string> {
  server.smtp.messages.length = 0;
  await page.getByRole("button", { name: "Recevoir mon code par e-mail" }).click();
  await expect(page.getByText("Un code à 6 chiffres vient de vous être envoyé")).toBeVisible();
  expect(new URL(page.url()).hash).toBe("#code");
  const field = page.getByLabel("Code reçu par e-mail");
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  const mail = await mailWhere(server.smtp, (m) => m.envelopeTo.includes(CLIENT) && subject.test(m.subject));
  return / : (\d{6})$/m.exec(mail.text)![1];
}

async function sentDevis(api: APIRequestContext) {
  const lines = [
    { designation: "Bibliothèque en chêne massif", quantity: 3.2, unit: "ml", unitPriceCents: 95_000, vatRate: 10 },
    { designation: "Pose et finitions", quantity: 1, unit: "forfait", unitPriceCents: 120_000, vatRate: 20 },
  ];
  const client = { name: "Claire Martin", email: CLIENT, address: "8 allée des Chênes, 33650 Saucats" };
  const created = await api.post("/api/devis", { data: { client, lines, title: "Bibliothèque du salon" } });
  expect(created.status()).toBe(201);
  const { id, number } = (await created.json()) as { id: number; number: string };
  const sent = await api.post(`/api/devis/${id}/envoyer`);
  expect(sent.status()).toBe(200);
  return { id, number, link: new URL(((await sent.json()) as { publicUrl: string }).publicUrl).pathname };
}

test("the devis, the chantier and the PV pages wear the site's look at 390 and 1366 px, with and without JavaScript", async ({
  browser,
}) => {
  const office = await ownAdminContext(browser, server.base, PASSWORD, false);
  const api = office.request;
  await completeLegalMentions(api);

  // The public site's heading typeface, as a visitor's browser computes it.
  const site = await clientPage(browser, 1366);
  await site.goto("/contact");
  const siteFont = await h1Font(site);
  expect(siteFont).toContain("Fraunces");

  // The devis page, at both widths (a devis each: a second code waits 30 s): branded, then the code
  // request lands on the focused field.
  for (const width of widths) {
    const devis = await sentDevis(api);
    const page = await clientPage(browser, width);
    const res = await page.goto(devis.link);
    expect(res?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: `Devis n° ${devis.number}` })).toBeVisible();
    await expectBranded(page, siteFont);
    await page.screenshot({ path: `${CAPTURES}/devis-${width}.png` });
    await askCode(page, new RegExp(`^Votre code de signature – devis ${devis.number}$`));
    await page.screenshot({ path: `${CAPTURES}/devis-code-${width}.png` });
    await page.context().close();
  }

  // Without JavaScript: the code is asked, the devis accepted.
  const devis = await sentDevis(api);
  const plain = await clientPage(browser, 390, false);
  await plain.goto(devis.link);
  const code = await askCode(plain, new RegExp(`devis ${devis.number}$`));
  await plain.getByLabel("Code reçu par e-mail").fill(code);
  await plain.getByLabel("Votre nom complet").fill("Claire Martin");
  await plain.getByLabel(/Bon pour accord/).check();
  await plain.getByLabel(/Certification TVA à taux réduit/).check();
  await plain.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(plain.getByText("Votre acceptation est enregistrée")).toBeVisible();
  await expect(plain.getByText(/Devis accepté le .* par Claire Martin/)).toBeVisible();
  await expectBranded(plain, siteFont);
  await plain.screenshot({ path: `${CAPTURES}/devis-accepte-sans-js-390.png`, fullPage: true });
  expect(((await (await api.get(`/api/devis/${devis.id}`)).json()) as { status: string }).status).toBe("accepte");

  // The chantier opened by the acceptance: its page, then the PV the office prepared.
  const chantiers = (await (await api.get("/api/chantiers")).json()) as { items: { id: number; devisId: number }[] };
  const chantierId = chantiers.items.find((c) => c.devisId === devis.id)?.id ?? chantiers.items[0].id;
  const access = await api.post(`/api/chantiers/${chantierId}/access`, { data: {} });
  expect(access.status()).toBe(201);
  const link = new URL(((await access.json()) as { url: string }).url).pathname;
  expect((await api.put(`/api/chantiers/${chantierId}/reception`, { data: { reservations: [] } })).status()).toBe(200);
  expect(
    (await api.put(`/api/chantiers/${chantierId}/steps/pose`, { data: { doneOn: parisDay(0) } })).status(),
  ).toBeLessThan(300);
  // The company signs first; then the client can.
  expect((await api.post(`/api/chantiers/${chantierId}/reception/signer-entreprise`)).status()).toBe(200);

  let pvCode = "";
  for (const width of widths) {
    const page = await clientPage(browser, width);
    const res = await page.goto(link);
    expect(res?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { name: "Les étapes" })).toBeVisible();
    await expectBranded(page, siteFont);
    await page.screenshot({ path: `${CAPTURES}/chantier-${width}.png` });
    await page.getByRole("link", { name: "Signer le procès-verbal de réception" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Procès-verbal de réception" })).toBeVisible();
    await expectBranded(page, siteFont);
    await page.screenshot({ path: `${CAPTURES}/pv-${width}.png` });
    if (width === 1366) {
      pvCode = await askCode(page, /^Votre code de signature/);
      await page.screenshot({ path: `${CAPTURES}/pv-code-${width}.png` });
    }
    await page.context().close();
  }

  // The PV without JavaScript on a phone, with that code (a second one waits 30 s): the page
  // where the code request lands, then the signature and the warranties.
  const pv = await clientPage(browser, 390, false);
  await pv.goto(`${link}/reception?m=code#code`);
  await expect(pv.getByLabel("Code reçu par e-mail")).toBeFocused();
  await expect(pv.getByLabel("Code reçu par e-mail")).toBeInViewport();
  await pv.screenshot({ path: `${CAPTURES}/pv-code-390.png` });
  await pv.getByLabel("Code reçu par e-mail").fill(pvCode);
  await pv.getByLabel("Votre nom complet").fill("Claire Martin");
  await pv.getByLabel(/Je prononce la réception des travaux sans réserve/).check();
  await pv.getByRole("button", { name: "Signer le procès-verbal" }).click();
  await expect(pv.getByText("Merci ! Votre signature est enregistrée.")).toBeVisible();
  await expect(pv.getByText(/Garantie décennale \(10 ans, art\. 1792-4-1\) : jusqu'au/)).toBeVisible();
  await expectBranded(pv, siteFont);
  await pv.screenshot({ path: `${CAPTURES}/pv-signe-sans-js-390.png`, fullPage: true });

  // An unknown link: the French 404 in the same look.
  const lost = await clientPage(browser, 390);
  const unknown = await lost.goto(`/mon-chantier/${"A".repeat(32)}`);
  expect(unknown?.status()).toBe(404);
  await expect(lost.getByText("Ce lien de suivi de chantier est inconnu")).toBeVisible();
  await expectBranded(lost, siteFont);
  await lost.screenshot({ path: `${CAPTURES}/lien-inconnu-390.png` });
});
