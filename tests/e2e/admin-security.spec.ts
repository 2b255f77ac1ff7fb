import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expectToast } from "./support/admin";

/**
 * 'Sécurité du compte' (decision 044): passkeys with a virtual authenticator, two-factor codes,
 * sessions ended from another browser, the security journal. Each test has its own account
 * (created by scripts/e2e-server.ts from E2E_EXTRA_ADMINS) so `admin` keeps logging in with its
 * password alone in the other tests. Desktop only: the failed codes count against 127.0.0.1's
 * lock-out, shared with every other admin test.
 */
const PASSWORD = "Copeau-de-frene-2026";

// eslint-disable-next-line no-empty-pattern -- Playwright's idiom for a hook that needs testInfo only
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-admin", "runs once, on the desktop admin project");
});

/** Admin pages mark the document once hydrated. */
async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
}

/** The login page's submit button is enabled once hydrated (values typed before would be lost). */
async function loginReady(page: Page) {
  await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeEnabled({ timeout: 15_000 });
}

async function passwordLogin(page: Page, username: string, base = "") {
  await page.goto(`${base}/admin/login`);
  await loginReady(page);
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await loginReady(page);
}

async function journalHas(page: Page, label: string, extra?: string) {
  let row = page.getByTestId("journal").locator("tr").filter({ hasText: label });
  if (extra) row = row.filter({ hasText: extra });
  await expect(row.first()).toBeVisible();
}

test("passkey: register, log in without a password, remove it", async ({ page }, testInfo) => {
  // An IP address cannot be a WebAuthn relying party: on a loopback SITE_URL the server uses localhost.
  const base = String(testInfo.project.use.baseURL).replace("127.0.0.1", "localhost");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await passwordLogin(page, "securite-cle", base);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Sécurité" }).click();
  await expect(page.getByRole("heading", { name: "Sécurité du compte" })).toBeVisible();
  await expect(page.getByText("Aucune clé d'accès pour l'instant.")).toBeVisible();

  await page.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
  await expect(page.getByText("Nom de la clé requis")).toBeVisible();
  await page.getByLabel("Nom de la clé").fill("Ordinateur de l'atelier");
  await page.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
  await expectToast(page, "Clé d'accès ajoutée");
  const keys = page.getByRole("list", { name: "Clés d'accès enregistrées" });
  await expect(keys.getByText("Ordinateur de l'atelier")).toBeVisible();
  await expect(keys.getByText("Dernière utilisation : jamais")).toBeVisible();
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);

  // Conditional UI: the login page offers the passkey in the username's autofill; the virtual
  // authenticator (automatic presence) picks it at once — logged in without a password.
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expectToast(page, "Connexion réussie");
  await expect(page).toHaveURL(/\/admin$/);

  // Without autofill support, the button does the same.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await logout(page);
  await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
  await expectToast(page, "Connexion réussie");
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`${base}/admin/securite`);
  await expect(keys.getByText("Ordinateur de l'atelier")).toBeVisible();
  await expect(keys.getByText("Dernière utilisation : jamais")).toHaveCount(0);
  await journalHas(page, "Connexion réussie", "clé d'accès");
  await journalHas(page, "Clé d'accès ajoutée", "Ordinateur de l'atelier");

  await page.getByRole("button", { name: "Supprimer la clé Ordinateur de l'atelier" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expectToast(page, "Clé d'accès supprimée");
  await expect(page.getByText("Aucune clé d'accès pour l'instant.")).toBeVisible();
  await journalHas(page, "Clé d'accès supprimée", "Ordinateur de l'atelier");

  // The authenticator still holds the credential, but the site no longer accepts it.
  await logout(page);
  await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
  await expectToast(page, "Erreur de connexion", "Clé d'accès non reconnue.");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("two-factor codes: activation, password + code, recovery code once, wrong and replayed codes refused, throttled", async ({
  page,
}) => {
  await passwordLogin(page, "securite-code");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/securite");
  await hydrated(page);
  await page.getByRole("button", { name: "Activer la double authentification" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  const code = (offsetSteps = 0) => totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });

  await page.getByLabel("Code de vérification").fill(code());
  await page.getByRole("button", { name: "Confirmer l'activation" }).click();
  await expectToast(page, "Double authentification activée");
  const recovery = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  expect(recovery).toHaveLength(10);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger les codes (.txt)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("codes-de-secours-atelier.txt");
  const text = await (await import("node:fs/promises")).readFile((await file.path())!, "utf8");
  for (const c of recovery) expect(text).toContain(c);
  await page.getByRole("button", { name: "J'ai mis mes codes en lieu sûr" }).click();
  await expect(page.getByText("Codes de secours restants : 10.")).toBeVisible();

  // Password, then the code step; a wrong code is refused, the next step's code opens the session.
  await logout(page);
  await page.getByLabel("Nom d'utilisateur").fill("securite-code");
  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  const codeField = page.getByLabel("Code de vérification");
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const wrong = code() === "000000" ? "111111" : "000000";
  await codeField.fill(wrong);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expectToast(page, "Erreur de connexion", "Code de vérification incorrect.");
  const fresh = code(1);
  await codeField.fill(fresh);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The same code again: refused (replay). A recovery code works once.
  await logout(page);
  await passwordLogin(page, "securite-code");
  await codeField.fill(fresh);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expectToast(page, "Erreur de connexion", "Code de vérification incorrect.");
  await codeField.fill(recovery[0]);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto("/admin/securite");
  await expect(page.getByText("Codes de secours restants : 9.")).toBeVisible();
  await journalHas(page, "Double authentification activée");
  await journalHas(page, "Code de vérification refusé");
  await journalHas(page, "Code de secours utilisé");
  await journalHas(page, "Connexion réussie", "mot de passe + code de secours");
  await journalHas(page, "Connexion réussie", "mot de passe + code");

  await logout(page);
  await passwordLogin(page, "securite-code");
  await codeField.fill(recovery[0]);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expectToast(page, "Erreur de connexion", "Code de vérification incorrect.");

  // Repeated wrong codes: the password's lock-out applies.
  for (let i = 0; i < 8; i++) {
    await codeField.fill(String(100000 + i * 7919));
    await page.getByRole("button", { name: "Vérifier" }).click();
    const locked = page.locator(".toast-root").filter({ hasText: "Trop de tentatives" });
    if (
      await locked
        .first()
        .isVisible()
        .catch(() => false)
    )
      break;
    await page.waitForTimeout(150);
  }
  await expectToast(page, "Erreur de connexion", /Trop de tentatives de connexion/);
  await codeField.fill(code(1));
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("sessions: one browser ends the other's session, whose next action lands on the login page", async ({
  page,
  browser,
}, testInfo) => {
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "fr-FR" });
  const otherPage = await other.newPage();
  await passwordLogin(otherPage, "securite-sessions");
  await expect(otherPage).toHaveURL(/\/admin$/);

  await passwordLogin(page, "securite-sessions");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/securite");
  await hydrated(page);
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("cet appareil");
  await expect(rows.first()).toContainText("127.0.0.1");
  await expect(rows.nth(1)).not.toContainText("cet appareil");
  await rows.nth(1).getByRole("button", { name: "Déconnecter" }).click();
  await expectToast(page, "Appareil déconnecté");
  await expect(rows).toHaveCount(1);
  await journalHas(page, "Session fermée à distance");

  await otherPage.getByRole("link", { name: "Articles" }).click();
  await expect(otherPage).toHaveURL(/\/admin\/login/);
  await expect(otherPage.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await other.close();
});
