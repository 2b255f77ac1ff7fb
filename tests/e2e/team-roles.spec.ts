import { expect, test } from "@playwright/test";
import { mailWhere } from "../fixtures/smtp.ts";
import { expectToast } from "./support/admin";
import { startOwnServer, type OwnServer } from "./support/own-server";

/**
 * The team (decision 054): the manager invites a compagnon by e-mail, the compagnon sets his password
 * on his phone and sees only « Mes chantiers »; the server refuses him the leads (API and page);
 * suspended, his open session is refused at once. Its own server, wired to a test SMTP server
 * (the suite's shared servers have no SMTP on purpose). Runs once, in the mobile project.
 */
const MANAGER_PASSWORD = "Gerant-de-l-atelier-2026";
const COMPANION_PASSWORD = "Scie-a-onglet-du-chantier-2026";

let own: OwnServer | undefined;
let base = "";

test.describe.configure({ mode: "serial", timeout: 180_000 });

// eslint-disable-next-line no-empty-pattern -- Playwright's idiom for a hook that needs testInfo only
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "runs once: the manager on a desktop, the compagnon on a phone");
});

// eslint-disable-next-line no-empty-pattern -- as above
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "mobile") return;
  test.setTimeout(180_000);
  own = await startOwnServer({ MAIL_TO: "atelier@example.fr", E2E_EXTRA_ADMINS: `gerant:${MANAGER_PASSWORD}` });
  base = own.base;
});

test.afterAll(async () => {
  await own?.stop();
});

test("the manager invites a compagnon, who sees only « Mes chantiers » on his phone; suspended, his session ends", async ({
  browser,
}) => {
  // The manager, on a desktop.
  const office = await browser.newContext({ baseURL: base });
  const login = await office.request.post("/api/auth/login", {
    data: { username: "gerant", password: MANAGER_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const manager = await office.newPage();
  await manager.goto("/admin/equipe");
  await expect(manager.getByRole("heading", { name: "Équipe", level: 1 })).toBeVisible();
  await expect(manager.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
  await manager.getByLabel("Nom", { exact: true }).fill("Paul Lacoste");
  await manager.getByLabel("Adresse e-mail").fill("paul@example.fr");
  await manager.getByLabel("Rôle", { exact: true }).selectOption({ label: "Compagnon" });
  await manager.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expectToast(manager, "Invitation envoyée à paul@example.fr");

  // The e-mail really leaves through SMTP, with the link.
  const mail = await mailWhere(own!.smtp, (m) => m.envelopeTo.includes("paul@example.fr"));
  const link = /http:\/\/\S+\/admin\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // The compagnon, on his phone.
  const phone = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const paul = await phone.newPage();
  await paul.goto(link!);
  await expect(paul.getByRole("heading", { name: "Rejoindre l'équipe" })).toBeVisible();
  await expect(paul.getByText("Compagnon", { exact: true })).toBeVisible();
  await expect(paul.getByRole("button", { name: "Créer mon accès" })).toBeEnabled({ timeout: 15_000 });
  await paul.getByLabel("Mot de passe", { exact: true }).fill("trop-court");
  await paul.getByLabel("Confirmer le mot de passe").fill("trop-court");
  await paul.getByRole("button", { name: "Créer mon accès" }).click();
  await expect(paul.getByText("au moins 12 caractères")).toBeVisible();
  await paul.getByLabel("Mot de passe", { exact: true }).fill(COMPANION_PASSWORD);
  await paul.getByLabel("Confirmer le mot de passe").fill(COMPANION_PASSWORD);
  await paul.getByRole("button", { name: "Créer mon accès" }).click();
  await expect(paul.getByRole("heading", { name: "Bienvenue, Paul Lacoste" })).toBeVisible();
  await paul.getByRole("link", { name: "Continuer" }).click();

  // His home: « Mes chantiers », and nothing else in the menu.
  await expect(paul).toHaveURL(/\/admin\/mes-chantiers$/);
  await expect(paul.getByRole("heading", { name: "Mes chantiers", level: 1 })).toBeVisible();
  await expect(paul.getByText("Aucun chantier ne vous est encore attribué.")).toBeVisible();
  // On a phone the sections are in the « Menu » drawer.
  await paul.getByRole("button", { name: "Menu" }).click();
  const drawer = paul.getByRole("dialog", { name: "Menu de l'administration" });
  await expect(drawer.getByRole("navigation", { name: "Administration" }).getByRole("link")).toHaveText([
    "Mes chantiers",
  ]);
  await drawer.getByRole("button", { name: "Fermer le menu" }).click();
  await expect(drawer).toBeHidden();

  // The server refuses the rest, whatever the menu shows.
  const leads = await paul.request.get("/api/leads");
  expect(leads.status()).toBe(403);
  expect(((await leads.json()) as { message: string }).message).toContain("Accès réservé");
  const page = await paul.goto("/admin/demandes");
  expect(page?.status()).toBe(403);
  await expect(paul.getByRole("heading", { name: "Accès réservé" })).toBeVisible();
  await expect(paul.getByText("Votre rôle (Compagnon) ne permet pas d'ouvrir cette page.")).toBeVisible();
  await paul.getByRole("link", { name: "Retour à mon espace" }).click();
  await expect(paul).toHaveURL(/\/admin\/mes-chantiers$/);

  // The manager suspends him: his open session is refused on the next request.
  await manager.reload();
  const row = manager.getByTestId("member-row").filter({ hasText: "Paul Lacoste" });
  await row.getByRole("button", { name: "Suspendre" }).click();
  await expectToast(manager, "Paul Lacoste est suspendu");
  await expect(row.getByText("suspendu", { exact: true })).toBeVisible();
  expect((await paul.request.get("/api/auth/me")).status()).toBe(401);
  await paul.reload();
  await expect(paul).toHaveURL(/\/admin\/login/);

  await phone.close();
  await office.close();
});
