import { expect, test } from "@playwright/test";
import { DEFAULT_PASSWORD, E2E_PASSWORD, expectToast } from "./support/admin";

/**
 * The one test of the login screen itself, through the UI, on the fresh database: validation
 * messages, wrong password, the default-credentials hint, the forced password change, the
 * dashboard, logout. It runs first (setup project): afterwards every test logs in server-side.
 */
test("log in through the UI, replace the default password, log out", async ({ page }) => {
  const anonymous = await page.goto("/admin");
  expect(anonymous?.url()).toMatch(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByText("Identifiants par défaut")).toBeVisible();
  // The card describes the whole back office, not only the site's content.
  await expect(page.getByText(/demandes et devis, agenda des visites, chantiers, avis clients/)).toBeVisible();

  const submit = page.getByRole("button", { name: "Se connecter", exact: true });
  await submit.click();
  await expect(page.getByText("Nom d'utilisateur requis")).toBeVisible();
  await expect(page.getByText("Mot de passe requis")).toBeVisible();

  await page.getByLabel("Nom d'utilisateur").fill("admin");
  await page.getByLabel("Mot de passe").fill("pas-le-bon");
  await submit.click();
  await expectToast(page, "Erreur de connexion", "Identifiants incorrects");

  await page.getByLabel("Mot de passe").fill(DEFAULT_PASSWORD);
  await submit.click();
  await expectToast(page, "Connexion réussie");
  await expect(page).toHaveURL(/\/admin\/mot-de-passe$/);
  await expect(page.getByRole("heading", { name: "Choisissez votre mot de passe" })).toBeVisible();

  // Until the password is replaced, every admin page leads back here.
  await page.goto("/admin/sections");
  await expect(page).toHaveURL(/\/admin\/mot-de-passe$/);

  // The page speaks of the one-time password just used, and does not ask for it again.
  await expect(page.getByText(/connecté avec un mot de passe à usage unique/)).toBeVisible();
  await expect(page.getByText("mot de passe par défaut")).toHaveCount(0);
  await expect(page.getByLabel("Mot de passe actuel", { exact: true })).toHaveCount(0);
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("court");
  await page.getByLabel("Confirmer le nouveau mot de passe").fill("court");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Le mot de passe doit contenir au moins 12 caractères")).toBeVisible();

  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel("Confirmer le nouveau mot de passe").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();

  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The default password no longer works, so its hint is gone.
  await expect(page.getByText("Identifiants par défaut")).toHaveCount(0);
  // Typed before hydration, the values would be reset by React: the button is enabled once hydrated.
  await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeEnabled({ timeout: 15_000 });

  await page.getByLabel("Nom d'utilisateur").fill("admin");
  await page.getByLabel("Mot de passe").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
});
