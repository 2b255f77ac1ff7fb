import { expect, expectToast, test, uniqueTitle } from "./support/admin";

/**
 * The artisan's main task: write an article in the simple editor, publish it, see it on the blog,
 * take it back offline from the dashboard, delete it.
 */
test("create, publish, unpublish from the dashboard and delete an article", async ({ adminPage: page }) => {
  // A whole journey through several screens and the public site.
  test.setTimeout(90_000);
  const title = uniqueTitle("Le chêne des Landes");
  await page.goto("/admin/articles/new");
  await expect(page.getByRole("heading", { name: "Nouvel article" })).toBeVisible();
  await page.getByRole("button", { name: "Passer l'assistant et créer manuellement" }).click();

  // 'Sync auto': the title follows the content's first heading, the slug follows the title.
  // The visual editor's « Markdown » view: the text as it is stored (decision 051).
  await page.getByRole("group", { name: "Mode de saisie" }).getByRole("button", { name: "Markdown" }).click();
  const content = page.getByLabel("Contenu (Markdown)");
  await expect(content).toHaveAttribute("rows", "15");
  await content.fill(
    `# ${title}\n\nLe **chêne** est une essence noble, solide et durable.\n\n## Pourquoi le choisir\n\n- Robuste\n- Chaleureux`,
  );
  await expect(page.getByLabel("Titre", { exact: true })).toHaveValue(title);
  const slug = await page.getByLabel("Slug (URL)").inputValue();
  expect(slug).toMatch(/^le-chene-des-landes-[a-z0-9]+$/);
  await page.getByLabel("Résumé").fill("Une essence noble pour vos meubles.");

  // Live preview, rendered and sanitized by the server.
  await page.getByRole("button", { name: "Rendu du site" }).click();
  await expect(page.getByLabel("Rendu du contenu").getByRole("heading", { name: "Pourquoi le choisir" })).toBeVisible();

  // Publication switch, then save.
  await expect(page.getByText("Brouillon privé")).toBeVisible();
  await page.getByRole("switch").click();
  await expect(page.getByText("Article publié")).toBeVisible();
  await expect(page.getByText("Visible sur le site")).toBeVisible();
  await page.getByLabel("Titre SEO").fill("Le chêne en menuiserie");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Article enregistré", title);
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit$/);
  await expect(page.getByRole("heading", { name: "Modifier l'article" })).toBeVisible();
  const id = Number(/articles\/(\d+)/.exec(page.url())?.[1]);

  // On the public blog.
  const anonymous = await page.context().browser()!.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto("/blog");
  await expect(visitor.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Unpublish from the dashboard.
  await page.goto("/admin");
  const card = page.getByRole("region", { name: "Articles" });
  await card.getByRole("button", { name: `Dépublier « ${title} »` }).click();
  // A live page is not taken offline at once: « Garder en ligne » changes nothing.
  const confirm = page.getByRole("alertdialog", { name: "Retirer du site ?" });
  await expect(confirm).toContainText(`L'article « ${title} » ne sera plus visible`);
  await confirm.getByRole("button", { name: "Garder en ligne" }).click();
  expect((await (await page.request.get(`/api/articles/${id}`)).json()).isPublished).toBe(true);
  await card.getByRole("button", { name: `Dépublier « ${title} »` }).click();
  await confirm.getByRole("button", { name: "Dépublier" }).click();
  await expectToast(page, "Contenu dépublié", title);
  await expect(card.getByRole("list", { name: /Brouillons/ }).getByText(title)).toBeVisible();

  const gone = await visitor.goto(`/blog/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByText("Article non trouvé")).toBeVisible();
  await anonymous.close();

  // Delete, after confirmation.
  await card.getByRole("button", { name: `Supprimer « ${title} »` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(title);
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expectToast(page, "Contenu supprimé", title);
  await expect(card.getByText(title)).toHaveCount(0);
  expect((await page.request.get(`/api/articles/${id}`)).status()).toBe(404);
});

test("leaving the editor with unsaved changes asks for confirmation", async ({ adminPage: page }) => {
  await page.goto("/admin/article/new");
  await page.getByRole("button", { name: "Passer l'assistant et créer manuellement" }).click();
  await page.getByLabel("Titre", { exact: true }).fill(uniqueTitle("Brouillon non enregistré"));
  await page.getByRole("link", { name: "Annuler" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Quitter sans enregistrer ?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Rester sur la page" }).click();
  await expect(page).toHaveURL(/\/admin\/article\/new$/);
  await page.getByRole("link", { name: "Annuler" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Quitter sans enregistrer" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("the editor refuses an article without title or slug, with the spec's messages", async ({ adminPage: page }) => {
  await page.goto("/admin/editor/article?category=services");
  await page.getByRole("button", { name: "Passer l'assistant et créer manuellement" }).click();
  await expect(page.getByRole("button", { name: "Aperçu" })).toBeDisabled();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le titre est requis").first()).toBeVisible();
  await expect(page.getByText("Le slug est requis").first()).toBeVisible();
  await expectToast(page, "Erreur de sauvegarde", /Impossible de sauvegarder les modifications/);
  await expect(page.locator('input[type="hidden"][name="category"]')).toHaveValue("services");
});
