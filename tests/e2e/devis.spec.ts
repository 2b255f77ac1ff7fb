import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { freePort, mailWhere, startSmtpServer, type TestSmtpServer } from "../fixtures/smtp.ts";
import { waitForHealth } from "./support/attachments";
import { completeLegalMentions } from "./support/business";
import { capture } from "./support/captures.ts";
import { validQuote } from "../fixtures/quote-sample.ts";

/**
 * From a quote request to the signed devis, on a phone: the admin builds the devis (a line from the
 * library, AI lines confirmed) and sends it; the client opens the link, gets the code from the
 * test SMTP server and accepts; then the same acceptance without JavaScript. Own server (fresh
 * database) wired to a test SMTP server: the suite's shared servers have no SMTP.
 */
const MAIL_TO = "atelier@example.fr";
const CLIENT = "jeanne.dubreuil@example.fr";
const PASSWORD = "Devis-signe-en-ligne-2026";
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A quote request as the site's form sends it (JSON): the shared fixture, with this client's e-mail. */
const quote = validQuote({ email: CLIENT });

let smtp: TestSmtpServer;
let child: ChildProcess;
let base = "";
let dataDir = "";

test.describe.configure({ mode: "serial", timeout: 180_000 });

async function admin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, ...phone });
  const login = await context.request.post("/api/auth/login", { data: { username: "admin", password: PASSWORD } });
  expect(login.status()).toBe(200);
  return context.newPage();
}

test.beforeAll(async ({ browserName: _browser }, info) => {
  test.skip(info.project.name !== "mobile", "one phone journey is enough");
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-devis-"));
  const env = { E2E_PORT: String(port), DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_TO, ADMIN_PASSWORD: PASSWORD };
  child = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    env: { ...process.env, ...env, LEADS_RATE_LIMIT: "1000", LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: "ignore",
  });
  await waitForHealth(base, 150_000);
});

test.afterAll(async () => {
  child?.kill("SIGTERM");
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Asks the code on the client's page and reads it from the test SMTP server. */
async function receiveCode(page: Page, number: string): Promise<string> {
  smtp.messages.length = 0;
  await page.getByRole("button", { name: "Recevoir mon code par e-mail" }).click();
  await expect(page.getByText("Un code à 6 chiffres vient de vous être envoyé")).toBeVisible();
  const mail = await mailWhere(
    smtp,
    (m) => m.envelopeTo.includes(CLIENT) && m.subject === `Votre code de signature – devis ${number}`,
  );
  return / : (\d{6})$/m.exec(mail.text)![1];
}

async function acceptOnPhone(page: Page, number: string) {
  const code = await receiveCode(page, number);
  await page.getByLabel("Code reçu par e-mail").fill(code);
  await page.getByLabel("Votre nom complet").fill("Jeanne Dubreuil");
  await page.getByLabel(/Bon pour accord/).check();
  // Lines at 10 %: the client's own reduced-VAT certification.
  await page.getByLabel(/Certification TVA à taux réduit/).check();
  await page.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(page.getByText("Votre acceptation est enregistrée")).toBeVisible();
  const href = await page.getByRole("link", { name: "Télécharger le devis signé (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(new URL(href!, page.url()).toString());
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await pdf.body()).length).toBeGreaterThan(3000);
}

test("a quote request becomes a devis, sent, opened on a phone and accepted with the e-mailed code", async ({
  browser,
}) => {
  const page = await admin(browser);
  await completeLegalMentions(page.request);
  const ouvrage = { designation: "Plan de travail chêne massif", unit: "ml", unitPriceCents: 32_000, vatRate: 10 };
  expect((await page.request.post("/api/devis/ouvrages", { data: ouvrage })).status()).toBe(201);
  expect((await page.request.post("/api/quotes", { data: quote })).status()).toBe(201);
  const leads = (await (await page.request.get("/api/leads?kind=quote")).json()) as { items: { id: number }[] };
  const leadId = leads.items[0].id;

  await page.goto(`/admin/demandes/quote/${leadId}`);
  await page.getByRole("button", { name: "Créer un devis" }).click();
  await expect(page).toHaveURL(/\/admin\/devis\/\d+$/);
  await expect(page.getByRole("heading", { name: /^Devis D-\d{4}-\d{4}$/ })).toBeVisible();
  const number = (await page.getByRole("heading", { name: /^Devis D-/ }).textContent())!.replace("Devis ", "");
  // The request is beside the devis.
  await expect(page.getByRole("region", { name: "La demande du client" })).toContainText("Cuisine en chêne massif");

  // A line from the library, proposed while typing.
  await page.getByRole("button", { name: "Ajouter une ligne" }).click();
  await page.getByLabel("Désignation 1").fill("chêne");
  // The library's suggestions: chosen with the keyboard.
  const suggestion = page.getByRole("option", { name: /Plan de travail chêne massif – 320,00/ });
  await expect(suggestion).toBeVisible();
  await page.getByLabel("Désignation 1").press("ArrowDown");
  await expect(suggestion).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Désignation 1").press("Enter");
  await expect(page.getByLabel("Désignation 1")).toHaveValue("Plan de travail chêne massif");

  // AI lines: « à vérifier » until confirmed; sending is refused before.
  await page.getByRole("button", { name: "Proposer des lignes" }).click();
  await expect(page.getByText("À vérifier (proposée par l'IA)").first()).toBeVisible();
  await expect(page.getByTestId("devis-checklist")).toContainText("« à vérifier »");
  // « Envoyer au client » opens the e-mail's preview; it cannot leave while lines are « à vérifier ».
  await page.getByRole("button", { name: "Envoyer au client" }).click();
  let preview = page.getByRole("dialog", { name: "Envoyer le devis au client" });
  await expect(preview).toContainText("« à vérifier »");
  await expect(preview.getByRole("button", { name: "Envoyer", exact: true })).toBeDisabled();
  await preview.getByRole("button", { name: "Annuler" }).click();
  const confirm = page.getByRole("button", { name: /^Confirmer la ligne/ });
  // From the keyboard (a pointer click on the last one stalls Playwright on this phone profile).
  while ((await confirm.count()) > 0) await confirm.first().press("Enter");
  await page.getByRole("button", { name: "Envoyer au client" }).click();
  preview = page.getByRole("dialog", { name: "Envoyer le devis au client" });
  await expect(preview.getByTestId("send-to")).toHaveText(CLIENT);
  const message = preview.getByLabel("Message");
  await expect(message).toHaveValue(/Voici votre devis/);
  await message.fill("Bonjour Madame Dubreuil,\n\nComme convenu lors de la visite, voici le devis de la cuisine.");
  await preview.getByRole("button", { name: "Envoyer", exact: true }).click();
  // Sending renders and freezes the PDF (embedded fonts): slower than a save on a loaded machine.
  await expect(page.getByTestId("devis-status")).toHaveText("Envoyé", { timeout: 45_000 });
  const link = await page.getByLabel("Lien du client").inputValue();
  expect(link).toMatch(/\/mon-devis\/[A-Za-z0-9_-]{32}$/);
  const sentMail = await mailWhere(smtp, (m) => m.envelopeTo.includes(CLIENT) && m.text.includes(link));
  expect(sentMail.text).toContain("Comme convenu lors de la visite, voici le devis de la cuisine.");

  // The client, on a phone, with JavaScript.
  const clientContext = await browser.newContext(phone);
  const client = await clientContext.newPage();
  const response = await client.goto(link);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(client.getByRole("heading", { name: `Devis n° ${number}` })).toBeVisible();
  await expect(client.getByText("Plan de travail chêne massif").first()).toBeVisible();
  smtp.messages.length = 0;
  await acceptOnPhone(client, number);
  await mailWhere(
    smtp,
    (m) => m.envelopeTo.includes(MAIL_TO) && m.subject === `Devis ${number} accepté par Jeanne Dubreuil`,
  );

  // The request is « Signé », the devis shows its evidence.
  const lead = (await (await page.request.get(`/api/leads/quote/${leadId}`)).json()) as { lead: { status: string } };
  expect(lead.lead.status).toBe("signe");
  await page.reload();
  await expect(page.getByTestId("devis-status")).toHaveText("Accepté");
  await expect(page.getByTestId("devis-evidence")).toContainText("Jeanne Dubreuil");
  await clientContext.close();
});

test("the same acceptance without JavaScript", async ({ browser }) => {
  const page = await admin(browser);
  const created = await page.request.post("/api/devis", {
    data: {
      client: { name: "Jeanne Dubreuil", email: CLIENT, address: "12 chemin des Pins, 33650 Saucats" },
      lines: [{ designation: "Dressing sur mesure", quantity: 2.4, unit: "ml", unitPriceCents: 78_000, vatRate: 10 }],
    },
  });
  const { id, number } = (await created.json()) as { id: number; number: string };
  const sent = await page.request.post(`/api/devis/${id}/envoyer`);
  const { publicUrl } = (await sent.json()) as { publicUrl: string };

  const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const client = await context.newPage();
  await client.goto(publicUrl);
  await expect(client.getByRole("heading", { name: `Devis n° ${number}` })).toBeVisible();
  await acceptOnPhone(client, number);
  const after = (await (await page.request.get(`/api/devis/${id}`)).json()) as { status: string };
  expect(after.status).toBe("accepte");
  await context.close();
});

test("ten wrong codes lock the devis; the office sees it on its phone and reopens it", async ({ browser }) => {
  const page = await admin(browser);
  await completeLegalMentions(page.request);
  const created = await page.request.post("/api/devis", {
    data: {
      client: { name: "Jeanne Dubreuil", email: CLIENT, address: "12 chemin des Pins, 33650 Saucats" },
      lines: [{ designation: "Bibliothèque sur mesure", quantity: 1, unit: "u", unitPriceCents: 240_000, vatRate: 20 }],
    },
  });
  const { id, number } = (await created.json()) as { id: number; number: string };
  const { publicUrl } = (await (await page.request.post(`/api/devis/${id}/envoyer`)).json()) as { publicUrl: string };
  const client = await (await browser.newContext(phone)).newPage();
  await client.goto(publicUrl);
  const code = await receiveCode(client, number);
  const wrong = code === "000000" ? "111111" : "000000";
  const tryWrong = async () => {
    await client.getByLabel("Code reçu par e-mail").fill(wrong);
    await client.getByLabel("Votre nom complet").fill("Jeanne Dubreuil");
    await client.getByLabel(/Bon pour accord/).check();
    await client.getByRole("button", { name: "Accepter le devis" }).click();
  };
  for (let i = 0; i < 5; i++) await tryWrong();
  await expect(client.getByText(/Code bloqué après 5 essais/).first()).toBeVisible();
  // A second code 30 s later (the test clock), then five more wrong codes: the devis locks.
  expect((await page.request.post("/api/test/clock", { data: { advanceMs: 31_000 } })).status()).toBe(200);
  await receiveCode(client, number);
  for (let i = 0; i < 5; i++) await tryWrong();
  await expect(client.getByText(/la signature en ligne de ce document est bloquée/).first()).toBeVisible();

  await page.goto(`/admin/devis/${id}`);
  const notice = page.getByTestId("signature-locked");
  await expect(notice).toContainText("Signature en ligne bloquée");
  await notice.scrollIntoViewIfNeeded();
  await capture(page, "devis-signature-bloquee");
  await notice.getByRole("button", { name: "Rouvrir la signature en ligne" }).click();
  await expect(page.getByTestId("devis-message")).toHaveText(
    "Signature en ligne rouverte : le client en est averti par e-mail.",
  );
  await expect(notice).toHaveCount(0);
  await mailWhere(smtp, (m) => m.envelopeTo.includes(CLIENT) && /rouverte/i.test(m.subject));
});
