import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/admin";

/**
 * The devis editor the artisan works in every day: at 1366 px a real table whose
 * designation is wide enough to read, on a phone one card per line with visible labels; a line
 * typed is saved without a click (or leaving asks first); axe finds nothing in the editor.
 * Screenshots in docs/captures/issue-39/ with CAPTURES=1. The designation wraps and grows (a textarea, never
 * cut), and its library suggestions are still chosen from the keyboard.
 */
const longDesignation =
  "Fourniture et pose d'une bibliothèque sur mesure en chêne massif huilé, 3 modules avec portes coulissantes";
const description =
  "Chêne massif, finition huile dure incolore\nHauteur 2,40 m × largeur 3,20 m\nQuatre étagères réglables par travée";

/** Nothing of the field's text is hidden: no overflow across or down. */
const showsWhole = (field: HTMLTextAreaElement) =>
  field.scrollWidth <= field.clientWidth && field.scrollHeight <= field.clientHeight + 1;

async function newDevis(page: Page) {
  const created = await page.request.post("/api/devis", {
    data: {
      client: { name: "Jeanne Dubreuil", email: "jeanne@example.fr", address: "12 rue des Pins, 33650 Saucats" },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/admin/devis/${id}`);
  await expect(page.getByTestId("autosave-status")).toHaveText("Tout est enregistré");
  return id;
}

async function menuLink(page: Page, name: string, phone: boolean) {
  if (!phone) return page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name, exact: true });
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  return page.getByRole("dialog", { name: "Menu de l'administration" }).getByRole("link", { name, exact: true });
}

test("a readable table at 1366 px, cards with labels at 390 px; a typed line is kept; axe finds nothing", async ({
  adminPage: page,
}, info) => {
  test.setTimeout(90_000);
  const phone = info.project.name.startsWith("mobile");
  if (!phone) await page.setViewportSize({ width: 1366, height: 900 });
  const id = await newDevis(page);

  await page.getByRole("button", { name: "Ajouter un titre de section" }).click();
  await page.getByLabel("Titre de section 1", { exact: true }).fill("Séjour");
  await page.getByRole("button", { name: "Ajouter une ligne" }).click();
  const designation = page.getByLabel("Désignation 2", { exact: true });
  await designation.fill(longDesignation);
  await page.getByLabel("Description de la ligne 2").fill(description);
  await page.getByLabel("Quantité 2", { exact: true }).fill("2");
  await page.getByLabel("Prix unitaire HT (€) 2", { exact: true }).fill("450");
  await expect(page.getByTestId("devis-subtotal")).toContainText("900,00 €");

  // Readable: the designation is wide and wraps, whole; the three lines of the description show whole.
  // Enter adds no line break to a designation (one logical line).
  await designation.press("End");
  await designation.press("Enter");
  await expect(designation).toHaveValue(longDesignation);
  expect(await designation.evaluate(showsWhole)).toBe(true);
  const box = (await designation.boundingBox())!;
  expect(box.height).toBeGreaterThan(40); // two lines or more: it wrapped
  if (!phone) expect(box.width).toBeGreaterThanOrEqual(300);
  else {
    expect(box.width).toBeGreaterThanOrEqual(250);
    for (const label of ["Désignation", "Description", "Quantité", "Unité", "Prix unitaire HT (€)", "TVA"])
      await expect(page.locator("label", { hasText: label }).first()).toBeVisible();
    // The delete action is a small button, not a full-width bar.
    const remove = (await page.getByRole("button", { name: "Supprimer la ligne 2" }).boundingBox())!;
    expect(remove.width).toBeLessThan(60);
  }
  const fits = await page
    .getByLabel("Description de la ligne 2")
    .evaluate((t: HTMLTextAreaElement) => t.scrollHeight <= t.clientHeight + 2);
  expect(fits).toBe(true);
  await expect(designation).toHaveValue(longDesignation);

  // Keyboard reorder: the line moves above the title, then back.
  await page.getByRole("button", { name: "Déplacer la ligne 2" }).press("ArrowUp");
  await expect(page.getByLabel("Désignation 1", { exact: true })).toHaveValue(longDesignation);
  await page.getByRole("button", { name: "Déplacer la ligne 1" }).press("ArrowDown");
  await expect(page.getByLabel("Désignation 2", { exact: true })).toHaveValue(longDesignation);

  // With CAPTURES=1, the lines' table only, at CSS pixels: a small PNG that shows what the test
  // measured (a plain run leaves docs/ untouched).
  if (process.env.CAPTURES)
    await page
      .getByTestId("devis-lines")
      .screenshot({ path: `docs/captures/issue-39/editeur-${phone ? "390" : "1366"}.png`, scale: "css" });
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // Another line typed, then at once a menu link: either the question, or the line is saved.
  await page.getByRole("button", { name: "Ajouter une ligne" }).click();
  await page.getByLabel("Désignation 3", { exact: true }).fill("Pose et réglages");
  await (await menuLink(page, "Devis", phone)).click();
  const ask = page.getByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
  const list = page.getByRole("heading", { name: "Devis", exact: true });
  await expect(ask.or(list)).toBeVisible();
  if (await ask.isVisible()) {
    await ask.getByRole("button", { name: "Rester sur la page" }).click();
    await expect(page.getByTestId("autosave-status")).toHaveText("Tout est enregistré");
  }
  await page.goto(`/admin/devis/${id}`);
  await expect(page.getByLabel("Désignation 3", { exact: true })).toHaveValue("Pose et réglages");
  await expect(page.getByLabel("Description de la ligne 2")).toHaveValue(description);
});

test("a library suggestion chosen from the keyboard in the wrapping designation; valid ARIA", async ({
  adminPage: page,
}, info) => {
  const phone = info.project.name.startsWith("mobile");
  if (!phone) await page.setViewportSize({ width: 1366, height: 900 });
  const name = `Habillage d'escalier en frêne ${Date.now().toString(36)}`;
  const ouvrage = { designation: name, unit: "u", unitPriceCents: 95_000, vatRate: 10 };
  expect((await page.request.post("/api/devis/ouvrages", { data: ouvrage })).status()).toBe(201);
  await newDevis(page);
  await page.getByRole("button", { name: "Ajouter une ligne" }).click();
  const designation = page.getByLabel("Désignation 1", { exact: true });
  await designation.fill("Habillage d'escalier en frêne");
  const suggestion = page.getByRole("option", { name: new RegExp(`^${name} – 950,00`) });
  await expect(suggestion).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /de la bibliothèque proposés?\./ })).toBeAttached();
  // Down to the item (others from the library may come first), then Enter takes it.
  for (let i = 0; i < 6 && (await suggestion.getAttribute("aria-selected")) !== "true"; i++)
    await designation.press("ArrowDown");
  await expect(suggestion).toHaveAttribute("aria-selected", "true");
  await expect(designation).toHaveAttribute("aria-activedescendant", (await suggestion.getAttribute("id"))!);
  // The open list with its active option: the designation's ARIA is valid (a textbox with a list).
  const aria = await new AxeBuilder({ page })
    .include("[data-testid=devis-lines]")
    .withRules([
      "aria-allowed-attr",
      "aria-allowed-role",
      "aria-prohibited-attr",
      "aria-required-attr",
      "aria-required-children",
      "aria-required-parent",
      "aria-valid-attr-value",
      "label",
    ])
    .analyze();
  expect(aria.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await designation.press("Enter");
  await expect(designation).toHaveValue(name);
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(page.getByLabel("TVA 1", { exact: true })).toHaveValue("10");
  // Escape closes the list; the text typed stays.
  await designation.fill("Habillage d'escalier");
  await expect(page.getByRole("listbox")).toBeVisible();
  await designation.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(designation).toHaveValue("Habillage d'escalier");
});

test("the library: an item edited in place, with its own VAT rate", async ({ adminPage: page }) => {
  const name = `Porte de placard ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/devis/ouvrages", {
    data: { designation: name, unit: "u", unitPriceCents: 18_000, vatRate: 20 },
  });
  expect(created.status()).toBe(201);
  await page.goto("/admin/devis/ouvrages");
  await page.getByRole("button", { name: `Modifier « ${name} »` }).click();
  await page.getByLabel(`Prix HT (€) de « ${name} »`).fill("195");
  await page.getByLabel(`TVA de « ${name} »`).selectOption("10");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText(`${name} · 195,00 € HT / u · TVA 10 %`)).toBeVisible();
});
