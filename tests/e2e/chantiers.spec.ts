import { expect, test, type Browser } from "@playwright/test";
import { phonePhoto } from "../fixtures/photos.ts";
import { validQuote } from "../fixtures/quote-sample.ts";
import { expectToast } from "./support/admin";
import { startOwnServer, type OwnServer } from "./support/own-server";

/**
 * Chantiers: the office opens the chantier of a lead « Signé » and assigns a compagnon;
 * the compagnon takes two photos on his phone from « Mes chantiers »; the office marks one
 * « visible par le client » and creates the client's link; the client's page (no JavaScript)
 * shows that one photo only. Its own server (accounts with roles); runs once, in the mobile project.
 */
const PASSWORD = "Rabot-de-l-atelier-2026";
let own: OwnServer | undefined;

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(({ isMobile }) => !isMobile, "runs once, with a phone");

// eslint-disable-next-line no-empty-pattern -- Playwright's idiom for a hook that needs testInfo only
test.beforeAll(async ({}, { project }) => {
  if (project.name === "mobile")
    own = await startOwnServer({
      MAIL_TO: "atelier@example.fr",
      E2E_EXTRA_ADMINS: `gerant:${PASSWORD},paul:${PASSWORD}:companion`,
    });
});

test.afterAll(async () => {
  await own?.stop();
});

async function loggedIn(browser: Browser, username: string, phone: boolean) {
  const context = await browser.newContext({
    baseURL: own!.base,
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const login = await context.request.post("/api/auth/login", { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return context;
}

test("office opens and assigns, the compagnon photographs, the client sees only the photo marked visible", async ({
  browser,
}) => {
  expect((await own!.post("/api/quotes", validQuote({ address: "12 rue des Pins, 33650 Saucats" }))).status).toBe(201);
  const office = await loggedIn(browser, "gerant", false);
  expect((await office.request.patch("/api/leads/quote/1", { data: { status: "signe" } })).status()).toBe(200);
  const manager = await office.newPage();
  await manager.goto("/admin/demandes/quote/1");
  await expect(manager.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
  await manager.getByRole("button", { name: "Ouvrir le chantier" }).click();
  await expect(manager).toHaveURL(/\/admin\/chantiers\/\d+$/);
  await expect(manager.getByText("33650 Saucats").first()).toBeVisible();
  await manager.getByLabel("Membre à attribuer").selectOption({ label: "paul" });
  await manager.getByRole("button", { name: "Attribuer" }).click();
  await expectToast(manager, "Membre attribué");

  // The compagnon, on his phone.
  const field = await (await loggedIn(browser, "paul", true)).newPage();
  await field.goto("/admin/mes-chantiers");
  await field.getByRole("link", { name: /Saucats/ }).click();
  await expect(field.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
  const camera = field.getByLabel("Prendre une photo");
  await expect(camera).toHaveAttribute("capture", "environment");
  for (const [i, name] of ["avant.jpg", "pendant.jpg"].entries()) {
    await camera.setInputFiles({ name, mimeType: "image/jpeg", buffer: await phonePhoto({ width: 800, height: 600 }) });
    await expect(field.locator("[data-photo-id]")).toHaveCount(i + 1, { timeout: 20_000 });
  }

  // The office marks one photo visible and creates the client's link.
  await manager.reload();
  await expect(manager.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
  await manager.getByLabel("Visible par le client").first().check();
  await expect(manager.getByLabel("Visible par le client").first()).toBeChecked();
  await manager.getByRole("button", { name: "Créer un lien", exact: true }).click();
  const url = await manager.getByLabel("Lien du client").inputValue();
  expect(url).toMatch(/\/mon-chantier\/[A-Za-z0-9_-]{32}$/);

  const client = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await client.newPage();
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Les étapes" })).toBeVisible();
  await expect(page.locator(".photos img")).toHaveCount(1);
  await expect(page.getByText("12 rue des Pins")).toHaveCount(0);
});
