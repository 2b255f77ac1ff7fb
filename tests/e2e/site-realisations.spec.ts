import { expect, open, test } from "./fixtures.ts";

test("the portfolio page lists every project with a link to its page", async ({ page }) => {
  await open(page, "/realisations");
  const list = page.getByRole("region", { name: "Liste des réalisations" });
  await expect(list.getByRole("article")).toHaveCount(13);
  await expect(list.getByRole("heading", { level: 2, name: "Cave à vin en chêne pour un amateur" })).toBeVisible();
  const hrefs = await list
    .getByRole("article")
    .getByRole("link")
    .evaluateAll((a) => a.map((el) => el.getAttribute("href")));
  expect(hrefs).toHaveLength(13);
  for (const href of hrefs) expect(href).toMatch(/^\/realisation\/\d+$/);
  await list.getByRole("link", { name: "Dressing sous combles" }).click();
  await expect(page).toHaveURL(/\/realisation\/3$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dressing sous combles");
});

test("a project page shows its facts, specifications, testimonial and similar projects", async ({ page }) => {
  await open(page, "/realisation/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cuisine en chêne massif et quartz");
  await expect(page.getByText("Léognan").first()).toBeVisible();
  await expect(page.getByText("Une cuisine ouverte avec îlot central")).toBeVisible();
  for (const [term, value] of [
    ["Surface", "18 m²"],
    ["Durée", "3 semaines"],
    ["Matériau", "Chêne massif PEFC et plan en quartz"],
    ["Budget", "18 000 - 24 000 €"],
  ]) {
    await expect(page.getByRole("term").filter({ hasText: term })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: value })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Caractéristiques" }).getByRole("listitem")).toHaveCount(5);
  const review = page.getByRole("region", { name: "L'avis du client" });
  await expect(review.getByRole("img", { name: "5 étoiles sur 5" })).toBeVisible();
  await expect(review).toContainText("Claire et Thomas B.");
  await expect(page.getByRole("heading", { level: 2, name: "Le projet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Un projet similaire ? Demandez un devis" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("link", { name: "Voir toutes nos réalisations" })).toHaveAttribute(
    "href",
    "/realisations",
  );

  const similar = page.getByRole("region", { name: "Projets similaires" });
  const cards = similar.getByRole("article");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  for (const card of await cards.all()) await expect(card).toContainText("Cuisine");
  await similar.getByRole("link", { name: "Cuisine en frêne et façades laquées" }).click();
  await expect(page).toHaveURL(/\/realisation\/2$/);
  // A project without a gallery shows its single image, without controls.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cuisine en frêne et façades laquées");
  await expect(page.getByRole("button", { name: "Image suivante" })).toHaveCount(0);
  await expect(page.getByTestId("gallery-counter")).toHaveCount(0);
});

test("the project gallery moves with buttons, thumbnails and arrow keys", async ({ page }) => {
  await open(page, "/realisation/1");
  const counter = page.getByTestId("gallery-counter");
  await expect(counter).toHaveText("1 / 3");
  await page.getByRole("button", { name: "Image suivante" }).click();
  await expect(counter).toHaveText("2 / 3");
  await page.getByRole("button", { name: "Image précédente" }).click();
  await expect(counter).toHaveText("1 / 3");
  await page.getByRole("button", { name: "Image précédente" }).click();
  await expect(counter).toHaveText("3 / 3");
  await expect(page.getByRole("img", { name: /^Cuisine en chêne massif et quartz.*, vue 3 sur 3$/ })).toBeVisible();

  await page.getByRole("button", { name: "Afficher l'image 2" }).click();
  await expect(counter).toHaveText("2 / 3");
  await expect(page.getByRole("button", { name: "Afficher l'image 2" })).toHaveAttribute("aria-current", "true");

  const viewer = page.getByRole("group", { name: /Image affichée/ });
  await viewer.focus();
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("3 / 3");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("1 / 3");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText("3 / 3");
});

test("the project gallery follows a swipe", async ({ page, isMobile }) => {
  test.skip(!isMobile, "touch swipe is a phone gesture");
  await open(page, "/realisation/1");
  const counter = page.getByTestId("gallery-counter");
  const viewer = page.getByRole("group", { name: /Image affichée/ });
  const swipe = (from: number, to: number) =>
    viewer.evaluate(
      (el, [a, b]) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 200 });
        el.dispatchEvent(
          new TouchEvent("touchstart", { bubbles: true, touches: [touch(a)], changedTouches: [touch(a)] }),
        );
        el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(b)] }));
      },
      [from, to],
    );
  await swipe(300, 100);
  await expect(counter).toHaveText("2 / 3");
  await swipe(100, 320);
  await expect(counter).toHaveText("1 / 3");
  await swipe(200, 180); // too short: no change
  await expect(counter).toHaveText("1 / 3");
});

for (const path of ["/realisation/999999", "/realisation/abc"]) {
  test(`${path} answers 404 with 'Réalisation non trouvée'`, async ({ page }) => {
    const response = await open(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Réalisation non trouvée");
    await expect(page.getByRole("link", { name: "Retour aux réalisations" })).toHaveAttribute("href", "/realisations");
  });
}
