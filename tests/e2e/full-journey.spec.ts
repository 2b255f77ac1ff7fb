import { test, type Browser, type Page } from "@playwright/test";
import { mailWhere } from "../fixtures/smtp.ts";
import { completeLegalMentions } from "./support/business";
import { expect, fillQuote, sampleQuote } from "./leads-helpers";
import { MAIL_TO, startMailServer, type MailServer } from "./support/mail-server";

/**
 * The whole path of one job, chained on one site, as the product promises it (from the request to
 * the review): a visitor asks for a quote from his phone and books the technical visit; the office
 * makes the devis of the request and sends it; the client accepts it with the e-mailed code; the
 * chantier opens by itself; the office prepares the PV de réception and the client signs it; the
 * lead is « Chantier terminé », the review request leaves, the client reviews without JavaScript,
 * the office publishes: the verified review is on /avis. Each step uses what the previous one made
 * (no row written by the test), so a broken link of the chain fails here.
 */
const PASSWORD = "Parcours-complet-2026";
const CLIENT = "claire.vidal@example.fr";
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let site: MailServer;
test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "mobile", "one phone journey, own server");
  test.setTimeout(180_000);
  site = await startMailServer("journey", PASSWORD, { MAIL_RETRY_DELAYS: "0.2" });
});
test.afterAll(async () => site?.stop());

/** The 6-digit code of the last e-mail to the client whose subject matches. */
async function codeFor(subject: RegExp): Promise<string> {
  const mail = await mailWhere(site.smtp, (m) => m.envelopeTo.includes(CLIENT) && subject.test(m.subject));
  return / : (\d{6})$/m.exec(mail.text)![1];
}

async function clientPhone(browser: Browser, javaScript = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.base, ...phone, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  await page.route(/\/media\//, (route) => route.abort());
  return page;
}

test("request → visit → devis accepted → chantier → PV signed → review published", async ({ browser }) => {
  // 1. The visitor, on his phone: the quote form, then a slot for the technical visit.
  const visitor = await clientPhone(browser);
  await visitor.goto("/devis", { waitUntil: "domcontentloaded" });
  const form = await fillQuote(visitor, { ...sampleQuote("Claire"), lastName: "Vidal", email: CLIENT });
  await visitor.waitForTimeout(3_200);
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(visitor.getByText("Message envoyé !").first()).toBeVisible();
  await visitor.getByRole("link", { name: "Choisir un créneau pour la visite technique" }).click();
  await visitor.getByRole("radio").first().check();
  await visitor.getByRole("button", { name: "Confirmer la visite" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Visite confirmée" })).toBeVisible();
  await mailWhere(site.smtp, (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Visite prévue"));

  // 2. The office: the business's legal mentions (a devis needs them), then the devis of the request.
  const office = await site.adminContext(browser, true);
  const api = office.request;
  await completeLegalMentions(api);
  const ouvrage = {
    designation: "Caissons de cuisine en chêne massif",
    unit: "ml",
    unitPriceCents: 95_000,
    vatRate: 10,
  };
  expect((await api.post("/api/devis/ouvrages", { data: ouvrage })).status()).toBe(201);
  const page = await office.newPage();
  await page.goto("/admin/demandes");
  await page
    .getByRole("link", { name: /Claire Vidal/ })
    .first()
    .click();
  await expect(page.getByText("Visite prévue").first()).toBeVisible();
  await page.getByRole("button", { name: "Créer un devis" }).click();
  await expect(page).toHaveURL(/\/admin\/devis\/\d+$/);
  const number = (await page.getByRole("heading", { name: /^Devis D-/ }).textContent())!.replace("Devis ", "");
  await page.getByRole("button", { name: "Ajouter une ligne" }).click();
  await page.getByLabel("Désignation 1").fill("chêne");
  // The library's suggestion, chosen from the keyboard (the list is an ARIA listbox).
  await expect(page.getByRole("option", { name: /Caissons de cuisine en chêne massif – 950,00/ })).toBeVisible();
  await page.getByLabel("Désignation 1").press("ArrowDown");
  await page.getByLabel("Désignation 1").press("Enter");
  await expect(page.getByLabel("Désignation 1")).toHaveValue("Caissons de cuisine en chêne massif");
  // « Envoyer au client » opens the e-mail's preview; « Envoyer » sends it.
  await page.getByRole("button", { name: "Envoyer au client" }).click();
  await page
    .getByRole("dialog", { name: "Envoyer le devis au client" })
    .getByRole("button", { name: "Envoyer", exact: true })
    .click();
  // Sending renders and freezes the PDF (embedded fonts): slower than a save on a loaded machine.
  await expect(page.getByTestId("devis-status")).toHaveText("Envoyé", { timeout: 45_000 });
  const devisLink = await page.getByLabel("Lien du client").inputValue();

  // 3. The client accepts on his phone with the e-mailed code.
  const client = await clientPhone(browser);
  await client.goto(devisLink);
  await expect(client.getByRole("heading", { name: `Devis n° ${number}` })).toBeVisible();
  site.smtp.messages.length = 0;
  await client.getByRole("button", { name: "Recevoir mon code par e-mail" }).click();
  await client
    .getByLabel("Code reçu par e-mail")
    .fill(await codeFor(new RegExp(`^Votre code de signature – devis ${number}`)));
  await client.getByLabel("Votre nom complet").fill("Claire Vidal");
  await client.getByLabel(/Bon pour accord/).check();
  // A line at 10 %: the client's reduced-VAT certification is required.
  await client.getByLabel(/Certification TVA à taux réduit/).check();
  await client.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(client.getByText("Votre acceptation est enregistrée")).toBeVisible();

  // The devis screen shows its deposit (« Acompte »), to be asked from there.
  await page.reload();
  await expect(page.getByTestId("devis-status")).toHaveText("Accepté");
  await expect(page.getByRole("region", { name: "Acompte" })).toBeVisible();

  // 4. The chantier opened by itself, with the signed devis as its first document.
  await page.goto("/admin/chantiers");
  await page
    .getByRole("link", { name: /Claire Vidal|Saucats/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/chantiers\/\d+$/);
  await expect(page.getByText("Devis signé").first()).toBeVisible();
  await page.getByRole("button", { name: "Créer un lien", exact: true }).click();
  const chantierLink = await page.getByLabel("Lien du client").inputValue();
  await page.getByRole("button", { name: "Préparer le procès-verbal" }).click();
  await page.getByRole("button", { name: "Signer pour l'entreprise" }).click();
  await expect(page.getByText("À signer par le client sur sa page de suivi")).toBeVisible();

  // 5. The client signs the PV de réception from his chantier page.
  await client.goto(chantierLink);
  await client.getByRole("link", { name: "Signer le procès-verbal de réception" }).click();
  site.smtp.messages.length = 0;
  await client.getByRole("button", { name: "Recevoir mon code par e-mail" }).click();
  await client.getByLabel("Code reçu par e-mail").fill(await codeFor(/^Votre code de signature/));
  await client.getByLabel("Votre nom complet").fill("Claire Vidal");
  await client.getByLabel(/Je prononce la réception des travaux sans réserve/).check();
  await client.getByRole("button", { name: "Signer le procès-verbal" }).click();
  await expect(client.getByText("Merci ! Votre signature est enregistrée.")).toBeVisible();

  // 6. « Chantier terminé »: the review request reaches the client; he reviews without JavaScript.
  const request = await mailWhere(
    site.smtp,
    (m) => m.envelopeTo.includes(CLIENT) && m.subject.startsWith("Votre avis sur"),
    20_000,
  );
  const reviewPath = new URL(/https?:\/\/\S+\/avis\/donner\/[A-Za-z0-9_-]{43}/.exec(request.text)![0]).pathname;
  const reviewer = await clientPhone(browser, false);
  await reviewer.goto(reviewPath);
  await reviewer.getByLabel(/5 sur 5/).check();
  await reviewer
    .getByLabel("Votre avis", { exact: true })
    .fill("Du devis au procès-verbal, tout était clair ; la cuisine est superbe.");
  await reviewer.getByLabel(/J'accepte que mon avis soit publié/).check();
  await reviewer.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(reviewer.getByRole("heading", { name: "Merci pour votre avis" })).toBeVisible();

  // 7. The office publishes it: a verified review on /avis.
  await page.goto("/admin/avis");
  const row = page.locator("[data-review-admin='Claire V.']");
  await row.getByRole("button", { name: "Publier l'avis de Claire V." }).click();
  await expect(row).toContainText("Publié");
  await reviewer.goto("/avis");
  const review = reviewer.locator("[data-review]", { hasText: "tout était clair" });
  await expect(review).toContainText("Avis vérifié — client d'un chantier");
  const lead = (await (await api.get("/api/leads?kind=quote")).json()) as { items: { status: string }[] };
  expect(lead.items[0].status).toBe("termine");
});
