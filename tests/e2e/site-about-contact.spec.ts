import { expect, open, test } from "./fixtures.ts";

test("the about page tells the history, the team and the commitments", async ({ page }) => {
  await open(page, "/a-propos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des menuisiers à Saucats depuis 2008");
  // The years since the founding (business settings: 2008), not a number written in the code.
  const history = page.getByRole("region", { name: `${new Date().getFullYear() - 2008} ans de projets en Gironde` });
  const steps = history.getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("2008");
  await expect(steps.nth(0)).toContainText("Création de l'atelier");
  await expect(steps.nth(1)).toContainText("2015");
  await expect(steps.nth(1)).toContainText("cuisines et l'aménagement intérieur");
  await expect(steps.nth(2)).toContainText("2023");
  await expect(steps.nth(2)).toContainText("15 ans et plus de 500 projets");

  const team = page.getByRole("region", { name: "5 artisans, un seul interlocuteur" });
  await expect(team.getByRole("heading", { level: 3 })).toHaveCount(5);
  await expect(team.getByRole("img", { name: /Les cinq artisans/ })).toBeVisible();
  for (const text of ["Entreprise certifiée RGE", "Garantie décennale", "Entreprise locale"]) {
    await expect(page.getByRole("heading", { level: 3, name: text })).toBeVisible();
  }
  await expect(page.getByText(/assurance décennale/)).toBeVisible();
  await expect(page.locator(`img[alt^="L'atelier de Saucats"]`)).toHaveAttribute("fetchpriority", "high");
});

test("the contact page gives the form, the details, the map and its 4-question FAQ", async ({ page }) => {
  await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ status: 200, body: "carte" }));
  await open(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parlons de votre projet");
  const details = page.getByRole("complementary", { name: "Nos coordonnées" });
  await expect(details.getByRole("link", { name: "05 56 00 00 00" })).toHaveAttribute("href", "tel:+33556000000");
  await expect(details.getByRole("link", { name: "contact@atelier-lartigue.fr" })).toBeVisible();
  await expect(details).toContainText("Zone Artisanale, 33650 Saucats, Gironde");
  for (const text of ["Lundi – Vendredi", "8h – 18h", "Samedi", "9h – 12h", "Dimanche", "Fermé"])
    await expect(details).toContainText(text);

  await expect(details.locator("iframe")).toHaveCount(0);
  await details.getByRole("button", { name: "Afficher la carte interactive" }).click();
  await expect(details.locator("iframe")).toHaveAttribute("src", /openstreetmap\.org\/export\/embed\.html/);

  const faq = page.getByRole("region", { name: "Questions fréquentes" });
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(4);
  await expect(questions.nth(0)).toContainText("délai");
  await expect(questions.nth(1)).toContainText("cuisine pendant les travaux");
  await expect(questions.nth(2)).toContainText("résidences secondaires");
  await expect(questions.nth(3)).toContainText("garanties");
  await questions.nth(0).click();
  await questions.nth(3).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(/assurance décennale/)).toBeVisible();
});

test("published pages live at /{slug} and the footer's legal notice points there", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" }).click();
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mentions légales");
  await expect(page).toHaveTitle(/Mentions légales/);
});

test("the menu drawer works with the keyboard on a phone", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the drawer replaces the top links on small screens");
  await open(page, "/");
  const trigger = page.getByRole("button", { name: "Ouvrir le menu" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(trigger).toBeFocused();
});
