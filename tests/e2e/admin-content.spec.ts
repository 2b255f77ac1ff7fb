import type { Page } from "@playwright/test";
import { expect, expectToast, test, uniqueTitle, type ApiItem } from "./support/admin";

/** The generic editor's Publish: published now, back to the section list. */
async function publish(page: Page, type: "services" | "portfolio", title: string) {
  await page.getByRole("button", { name: "Publier" }).click();
  await expectToast(page, "Contenu publié", title);
  await expect(page).toHaveURL(new RegExp(`/admin/sections\\?section=${type}$`));
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Publié", { exact: true })).toBeVisible();
}

async function findByTitle(page: Page, type: string, title: string): Promise<ApiItem> {
  const items = (await (await page.request.get(`/api/${type}`)).json()) as ApiItem[];
  const item = items.find((i) => i.title === title);
  expect(item, `${type} « ${title} »`).toBeDefined();
  return item as ApiItem;
}

test("create and publish a service in the generic editor; it shows on /services", async ({ adminPage: page }) => {
  // A whole journey through several screens and the public site.
  test.setTimeout(90_000);
  const title = uniqueTitle("Verrières d'atelier");
  await page.goto("/admin/services/new");
  await page.getByRole("button", { name: "Passer l'assistant et créer manuellement" }).click();
  await page.getByLabel("Titre", { exact: true }).fill(title);
  // New items get the slug of their title with a 6-digit time suffix.
  await expect(page.getByLabel("Slug (URL)")).toHaveValue(/^verrieres-d-atelier-[a-z0-9]+-\d{6}$/);
  await page.getByLabel("Description courte").fill("Des verrières en chêne et acier, sur mesure.");
  await page.getByRole("group", { name: "Mode de saisie" }).getByRole("button", { name: "Markdown" }).click();
  await page
    .getByLabel("Description complète (Markdown)")
    .fill("## Nos verrières\n\nLumière et séparation des espaces.");
  await page.getByLabel("Icône").fill("PanelsTopLeft");
  await page.getByRole("button", { name: "Ajouter une prestation" }).click();
  await page.getByLabel("Ce que nous proposons 1").fill("Prise de cotes sur place");
  await page.getByRole("button", { name: "Ajouter une question" }).click();
  await page.getByLabel("Question 1", { exact: true }).fill("Quel délai ?");
  await page.getByLabel("Réponse 1").fill("Quatre semaines environ.");
  await publish(page, "services", title);

  const service = await findByTitle(page, "services", title);
  const anonymous = await page.context().browser()!.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto("/services");
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor.goto(`/services/${service.slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await anonymous.close();
  await page.request.delete(`/api/services/${service.id}`);
});

test("create and publish a portfolio project in the generic editor; it shows on /realisations", async ({
  adminPage: page,
}, info) => {
  // A whole journey through several screens and the public site.
  test.setTimeout(90_000);
  const phone = info.project.name.startsWith("mobile");
  if (!phone) await page.setViewportSize({ width: 1366, height: 900 });
  const title = uniqueTitle("Bibliothèque sous escalier");
  await page.goto("/admin/portfolio/new");
  await page.getByRole("button", { name: "Passer l'assistant et créer manuellement" }).click();
  await page.getByLabel("Titre", { exact: true }).fill(title);
  await page.getByLabel("Lieu").fill("Léognan (33)");
  const category = page.getByLabel("Catégorie");
  await expect(category.locator("optgroup")).toHaveCount(2);
  await category.selectOption("agencement");
  await page.getByLabel("Description", { exact: true }).fill("Une bibliothèque intégrée sous un escalier en chêne.");
  await page.getByLabel("Description complète").fill("Le récit complet du projet.");
  await page.getByLabel("Surface").fill("6 m²");
  await page.getByLabel("Durée").fill("2 semaines");
  await page.getByLabel("Matériau").fill("Chêne massif");
  await page.getByLabel("Budget").fill("4 000 - 6 000 €");

  // Save keeps the draft state; the item gets its own address.
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expectToast(page, "Modifications enregistrées", title);
  await expect(page).toHaveURL(/\/admin\/editor\/portfolio\/\d+$/);
  const badge = page.getByText("Brouillon", { exact: true }).first();
  await expect(badge).toBeVisible();

  // The header keeps « Brouillon » apart from « Modifications non enregistrées » (the draft refused here).
  await page.route("**/api/portfolio/*/draft", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("Lieu").fill("Léognan (Gironde)");
  const status = page.getByTestId("autosave-status");
  await expect(status).toHaveText("Modifications non enregistrées");
  await page
    .getByRole("heading", { level: 1, name: title })
    .locator("xpath=ancestor::div[contains(@class, 'sticky')]")
    .screenshot({ path: `docs/captures/issue-43/editeur-projet-${phone ? "390" : "1366"}-apres.png`, scale: "css" });
  const [a, b] = [(await badge.boundingBox())!, (await status.boundingBox())!];
  const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `« Brouillon » ${JSON.stringify(a)}, statut ${JSON.stringify(b)}`).toBe(true);
  await page.unroute("**/api/portfolio/*/draft");
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expectToast(page, "Modifications enregistrées", title);
  await publish(page, "portfolio", title);

  const project = await findByTitle(page, "portfolio", title);
  const anonymous = await page.context().browser()!.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto("/realisations");
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor.goto(`/realisation/${project.id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await anonymous.close();
  await page.request.delete(`/api/portfolio/${project.id}`);
});

test("the generic editor cannot preview what was never saved", async ({ adminPage: page }) => {
  await page.goto("/admin/editor/pages/new");
  await page.getByRole("button", { name: "Aperçu" }).click();
  await expectToast(page, "Impossible de prévisualiser", "Veuillez d'abord sauvegarder le contenu");
});

test("sections: counts, drill-in list, preview of published items, delete with confirmation", async ({
  adminPage: page,
}) => {
  const res = await page.request.post("/api/pages", {
    data: {
      title: uniqueTitle("Page à supprimer"),
      slug: `page-e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      isPublished: true,
    },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()) as ApiItem;

  await page.goto("/admin/sections");
  await expect(page.getByRole("heading", { name: "Vue d'ensemble" })).toBeVisible();
  // A click while React hydrates the page can be lost (CI, loaded machine): click once it is hydrated.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("listitem").filter({ hasText: "Pages" }).getByRole("link", { name: "Gérer" }).click();
  await expect(page).toHaveURL(/section=pages/);
  const row = page.getByRole("listitem").filter({ hasText: created.title });
  await expect(row.getByRole("link", { name: `Aperçu de « ${created.title} »` })).toHaveAttribute(
    "href",
    `/${created.slug}`,
  );
  await expect(row.getByRole("link", { name: `Modifier « ${created.title} »` })).toHaveAttribute(
    "href",
    `/admin/editor/pages/${created.id}`,
  );
  await row.getByRole("button", { name: `Supprimer « ${created.title} »` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expectToast(page, "Contenu supprimé", created.title);
  await expect(page.getByText(created.title)).toHaveCount(0);
});
