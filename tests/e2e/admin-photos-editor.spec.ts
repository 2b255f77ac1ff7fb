import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectToast, test, uniqueTitle, type ApiItem } from "./support/admin";

/** A photo of one colour: each upload is a different file (and a different media). */
const photo = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
const file = async (name: string, background: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await photo(background),
});

/** A toast sits over the sticky save button for 5 s (decision 051, part A, moves them): closed first. */
async function closeToasts(page: Page) {
  for (const close of await page.locator(".toast-root").getByRole("button", { name: "Fermer" }).all())
    await close.click().catch(() => {});
}

/** The media ids of the project's photos, in the order the admin shows them. */
const adminOrder = (page: Page) =>
  page
    .getByTestId("project-photo")
    .evaluateAll((items) => items.map((li) => /\/media\/([a-z0-9-]+)\//.exec(li.getAttribute("data-url") ?? "")?.[1]));

/** The media ids of the slides of /realisation/{id}, in order. */
const publicOrder = (page: Page) =>
  page
    .locator("main img")
    .evaluateAll((imgs) =>
      imgs.map((img) => /\/media\/([a-z0-9-]+)\//.exec(img.getAttribute("src") ?? "")?.[1]).filter(Boolean),
    );

test("a project's photos: uploaded, reordered, the main one replaced; the project page and the cards agree", async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const title = uniqueTitle("Dressing sous pente");
  const created = await page.request.post("/api/portfolio", {
    data: {
      title,
      slug: `dressing-photos-${Date.now()}`,
      location: "Saucats",
      category: "agencement",
      description: "Un dressing sous pente en chêne.",
      fullDescription: "Le récit.",
      isPublished: true,
    },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as ApiItem;
  try {
    await page.goto(`/admin/portfolio/${project.id}/edit`);
    const photos = page.getByRole("group", { name: "Photos du projet" });
    // No address box: photos are added as files.
    await expect(photos.getByRole("textbox")).toHaveCount(0);
    await photos
      .getByText("Ajouter des photos")
      .locator("input[type=file]")
      .setInputFiles([
        await file("facade.jpg", "#8a5a2b"),
        await file("interieur.jpg", "#2f3a33"),
        await file("detail.jpg", "#d9c3a5"),
      ]);
    await expect(page.getByTestId("project-photo")).toHaveCount(3, { timeout: 30_000 });
    const uploaded = await adminOrder(page);
    expect(new Set(uploaded).size).toBe(3);

    // The third photo moves before the second, then becomes the main one.
    await photos.getByRole("button", { name: "Déplacer la photo 3 avant" }).click();
    await photos.getByRole("button", { name: "Faire de la photo 2 la photo principale" }).click();
    const ordered = [uploaded[2], uploaded[0], uploaded[1]];
    expect(await adminOrder(page)).toEqual(ordered);
    await expect(page.getByTestId("project-photo").first().getByText("Principale")).toBeVisible();
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Modifications enregistrées");

    const visitor = await page.context().browser()!.newContext();
    const site = await visitor.newPage();
    await site.goto(`/realisation/${project.id}`);
    expect((await publicOrder(site)).slice(0, 3)).toEqual(ordered);

    // Replace the main photo: the project page and the cards show the new one.
    await photos.getByRole("button", { name: "Remplacer la photo principale" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter une image" });
    await dialog.locator("input[type=file]").setInputFiles(await file("nouvelle.jpg", "#6b2f1a"));
    await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const replaced = await adminOrder(page);
    expect(replaced).toHaveLength(3);
    expect(replaced[0]).not.toBe(ordered[0]);
    expect(replaced.slice(1)).toEqual(ordered.slice(1));
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Modifications enregistrées");

    await site.goto(`/realisation/${project.id}`);
    expect((await publicOrder(site))[0]).toBe(replaced[0]);
    await site.goto("/realisations");
    const card = site.locator("article").filter({ has: site.getByRole("link", { name: title }) });
    await expect(card.locator("img")).toHaveAttribute("src", new RegExp(`/media/${replaced[0]}/`));
    await visitor.close();
  } finally {
    await page.request.delete(`/api/portfolio/${project.id}`);
  }
});

test("an article written with the visual editor (bold, list, link, image with alt) reads the same on the site", async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const title = uniqueTitle("Le chêne massif");
  const slug = `chene-visuel-${Date.now()}`;
  const created = await page.request.post("/api/articles", {
    data: { title, slug, excerpt: "Un essai.", content: "", isPublished: true },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()) as ApiItem;
  try {
    await page.goto(`/admin/articles/${article.id}`);
    const editor = page.getByRole("textbox", { name: "Contenu", exact: true });
    await editor.click();
    await page.keyboard.type("Le chêne ");
    await page.getByRole("button", { name: "Gras" }).click();
    await page.keyboard.type("massif");
    await page.getByRole("button", { name: "Gras" }).click();
    await page.keyboard.type(" dure longtemps.");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Liste à puces" }).click();
    await page.keyboard.type("Robuste");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Chaleureux");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Demandez un devis");
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.getByRole("button", { name: "Lien" }).click();
    await page.getByLabel("Adresse du lien").fill("/contact");
    await page.getByRole("button", { name: "Appliquer" }).click();

    // An image: uploaded from the toolbar, its alt text asked before it is inserted.
    await page.getByRole("button", { name: "Image", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter une image" });
    await dialog.getByRole("tab", { name: "Depuis un fichier" }).click();
    await dialog.locator("input[type=file]").setInputFiles(await file("IMG_2041.jpg", "#8a5a2b"));
    await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
    const altDialog = page.getByRole("dialog", { name: "Texte alternatif de l'image" });
    await expect(altDialog).toBeVisible({ timeout: 30_000 });
    const alt = altDialog.getByLabel("Texte alternatif");
    // Never the file name.
    await expect(alt).not.toHaveValue(/IMG_2041/);
    await alt.fill("Plateau en chêne massif huilé");
    await altDialog.getByRole("button", { name: "Insérer l'image" }).click();

    await expect(editor.locator("strong")).toHaveText("massif");
    await expect(editor.locator("ul > li")).toHaveText(["Robuste", "Chaleureux"]);
    await expect(editor.getByRole("link", { name: "devis" })).toHaveAttribute("href", "/contact");
    await expect(editor.getByRole("img", { name: "Plateau en chêne massif huilé" })).toBeVisible();

    await closeToasts(page);
    // Saved: the answer of the article's own address (autosave writes the draft elsewhere).
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/articles/${article.id}` && r.request().method() === "PUT",
      { timeout: 30_000 },
    );
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    expect((await saved).ok()).toBe(true);

    const visitor = await page.context().browser()!.newContext();
    const site = await visitor.newPage();
    await site.goto(`/blog/${slug}`);
    const body = site.locator(".prose-wood");
    await expect(body.locator("strong")).toHaveText("massif");
    await expect(body.locator("ul > li")).toHaveText(["Robuste", "Chaleureux"]);
    await expect(body.getByRole("link", { name: "devis" })).toHaveAttribute("href", "/contact");
    await expect(body.getByRole("img", { name: "Plateau en chêne massif huilé" })).toBeVisible();
    await expect(body.locator("p").first()).toHaveText("Le chêne massif dure longtemps.");
    await visitor.close();
  } finally {
    await page.request.delete(`/api/articles/${article.id}`);
  }
});

test("a team member edited in « Textes du site » shows on the about page", async ({ adminPage: page }) => {
  test.setTimeout(60_000);
  await page.goto("/admin/textes");
  const name = page.getByLabel("Nom (personne 2)");
  const before = await name.inputValue();
  const renamed = uniqueTitle("Mathieu Darrieux-Test");
  await name.fill(renamed);
  await page.getByLabel("Rôle (personne 2)").fill("Chef d'atelier et escaliéteur");
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expectToast(page, "Informations enregistrées");
  try {
    const visitor = await page.context().browser()!.newContext();
    const site = await visitor.newPage();
    await site.goto("/a-propos");
    await expect(site.getByText(renamed)).toBeVisible();
    await expect(site.getByText("Chef d'atelier et escaliéteur")).toBeVisible();
    await visitor.close();
  } finally {
    await closeToasts(page);
    await name.fill(before);
    await page.getByLabel("Rôle (personne 2)").fill("Chef d'atelier");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expectToast(page, "Informations enregistrées");
  }
});
