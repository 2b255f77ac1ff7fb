import { expect, open, test } from "./fixtures.ts";

const slugs = [
  "cuisines",
  "cave-a-vin",
  "amenagements-interieurs",
  "amenagements-exterieurs",
  "salle-de-bain",
  "escaliers",
  "acoustique",
];

test("the services page lists every service with its image, icon, text and link", async ({ page }) => {
  await open(page, "/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Des ouvrages sur mesure, de la conception à la pose",
  );
  const list = page.getByRole("region", { name: "Liste des services" });
  const cards = list.getByRole("article");
  await expect(cards).toHaveCount(7);
  const hrefs = await list
    .getByRole("link", { name: /^En savoir plus/ })
    .evaluateAll((a) => a.map((el) => el.getAttribute("href")));
  expect(hrefs).toEqual(slugs.map((s) => `/services/${s}`));
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 2 })).not.toBeEmpty();
    await expect(card.locator("img")).toHaveAttribute("width", "1200");
    await expect(card.locator("svg.lucide").first()).toBeAttached();
  }
  await list.getByRole("link", { name: /^En savoir plus : Escaliers/ }).click();
  await expect(page).toHaveURL(/\/services\/escaliers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escaliers");
});

test("a service page shows its banner, description, offer, FAQ and quote call to action", async ({ page }) => {
  await open(page, "/services/cuisines");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cuisines sur mesure");
  await expect(page.getByText("Des cuisines dessinées pour votre pièce")).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour aux services" })).toHaveAttribute("href", "/services");
  await expect(page.getByRole("heading", { level: 2, name: "Une conception pensée pour l'usage" })).toBeVisible();
  const offer = page.getByRole("region", { name: "Ce que nous proposons" });
  await expect(offer.getByRole("listitem")).toHaveCount(7);
  await expect(page.getByRole("link", { name: /Demander un devis gratuit/ }).first()).toHaveAttribute(
    "href",
    "/contact",
  );

  const faq = page.getByRole("region", { name: "Questions fréquentes" });
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(4);
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(/Le bois massif est chaleureux/)).toBeVisible();
  await questions.nth(2).click();
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(/Le bois massif est chaleureux/)).toBeHidden();
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "false");

  await page.getByRole("link", { name: "Retour aux services" }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test("an unknown service answers 404 with 'Service non trouvé' and a way back", async ({ page }) => {
  const response = await open(page, "/services/inconnu");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service non trouvé");
  await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
  await page.getByRole("link", { name: "Retour aux services" }).click();
  await expect(page).toHaveURL(/\/services$/);
});
