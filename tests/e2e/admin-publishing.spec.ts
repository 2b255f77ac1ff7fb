import { expect, expectToast, test, uniqueTitle, type ApiItem } from "./support/admin";
import { slugOf, createArticle, anonymousText, status, contentArea, preferMarkdown } from "./support/publishing";

/**
 * Decision 042: drafts of published items and autosave, revisions and restore, scheduled
 * publishing, shared draft previews — as the artisan uses them in the editors.
 */

test.beforeEach(async ({ adminPage }) => {
  await preferMarkdown(adminPage);
});

test("editing a published article three times: public page changes only when published; history and restore", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle("Historique du noyer");
  const article = await createArticle(page.request, title, "Texte d'origine publié.", true);
  const publicText = () => anonymousText(browser, baseURL!, `/blog/${article.slug}`);

  await page.goto(`/admin/articles/${article.id}/edit`);
  await expect(contentArea(page)).toHaveValue("Texte d'origine publié.");

  // Edits 1 and 2: autosaved as the draft, the public page keeps the published text.
  for (const text of ["Première retouche du texte.", "Deuxième retouche du texte."]) {
    await contentArea(page).fill(text);
    await expect(status(page)).toHaveText("Modifications non enregistrées");
    await expect(status(page)).toHaveText(/^Enregistré à \d{2}:\d{2}$/, { timeout: 10_000 });
    const html = await publicText();
    expect(html).toContain("Texte d'origine publié.");
    expect(html).not.toContain(text);
  }

  // A reload continues from the draft, not from the public text.
  await page.reload();
  await expect(contentArea(page)).toHaveValue("Deuxième retouche du texte.");

  // Edit 3, then 'Enregistrer' with the switch on: now public.
  await contentArea(page).fill("Troisième retouche, publiée.");
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expectToast(page, "Article enregistré", title);
  await expect.poll(publicText).toContain("Troisième retouche, publiée.");

  // 'Historique': the creation, the autosave checkpoint, the publication.
  await page.getByRole("button", { name: "Voir l'historique" }).click();
  const versions = page.getByRole("list", { name: "Versions" }).getByRole("listitem");
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText("Publication");
  await expect(versions.nth(1)).toContainText("Enregistrement automatique");
  await expect(versions.nth(2)).toContainText("Publication");
  await expect(versions.nth(2)).toContainText("Version 1");
  await expect(versions.nth(0)).toContainText(/\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
  await expect(versions.nth(0)).toContainText("admin");

  // Compare the first with the current text, restore it (once the toast, which covers the list's end, is
  // closed: a pointer resting over the notifications pauses their 5 s, as Radix does).
  for (const close of await page.locator(".toast-root").getByRole("button", { name: "Fermer" }).all())
    await close.click().catch(() => undefined);
  await expect(page.locator(".toast-root")).toHaveCount(0, { timeout: 10_000 });
  await versions.nth(2).getByRole("button").click();
  const comparison = page.getByRole("region", { name: "Comparaison avec la version actuelle" });
  await expect(comparison).toContainText("Champs modifiés : Contenu");
  await expect(comparison.locator("del")).toContainText("Texte d'origine publié.");
  await expect(comparison.locator("ins")).toContainText("Troisième retouche, publiée.");
  await page.getByRole("button", { name: "Restaurer cette version" }).click();
  await expectToast(page, "Version restaurée", "Version 1");
  await expect(contentArea(page)).toHaveValue("Texte d'origine publié.");
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText("Restauration");
  // Restored as the draft: the public page still shows the published text until it is published again.
  expect(await publicText()).toContain("Troisième retouche, publiée.");
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expectToast(page, "Article enregistré", title);
  await expect.poll(publicText).toContain("Texte d'origine publié.");
  await page.request.delete(`/api/articles/${article.id}`);
});

test("an article scheduled two minutes ahead goes public on /blog, the sitemap and the RSS by itself", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle("Article programmé");
  const article = await createArticle(page.request, title, "Un article qui sortira plus tard.", false);

  // The server's clock (moved by earlier runs of this test on the same server) decides.
  const serverNow = new Date(((await (await page.request.get("/api/test/clock")).json()) as { now: string }).now);
  const at = new Date(Math.ceil((Math.max(serverNow.getTime(), Date.now()) + 2 * 60_000) / 60_000) * 60_000);
  const parisLocal = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(at)
    .replace(" ", "T");

  await page.goto(`/admin/articles/${article.id}/edit`);
  await expect(contentArea(page)).toHaveValue("Un article qui sortira plus tard.");
  await page.getByLabel("Publier le (heure de Paris)").fill(parisLocal);
  await page.getByRole("button", { name: "Programmer", exact: true }).click();
  await expectToast(page, "Publication programmée");
  await expect(page.getByTestId("scheduled-at")).toContainText(
    new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(at),
  );
  await expect(page.getByText("Programmé", { exact: true }).first()).toBeVisible();

  // Dashboard: listed as scheduled.
  await page.goto("/admin");
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Programmé");

  const visible = async () => [
    (await anonymousText(browser, baseURL!, "/blog")).includes(title),
    (await anonymousText(browser, baseURL!, "/sitemap.xml")).includes(`/blog/${article.slug}`),
    (await anonymousText(browser, baseURL!, "/blog/rss.xml")).includes(`/blog/${article.slug}`),
  ];
  expect(await visible()).toEqual([false, false, false]);

  // Two minutes later (test clock), the scheduler's own timer publishes it: nobody touches the admin.
  const res = await page.request.post("/api/test/clock", {
    data: { advanceMs: at.getTime() - serverNow.getTime() + 5_000 },
  });
  expect(res.ok()).toBeTruthy();
  await expect.poll(visible, { timeout: 20_000 }).toEqual([true, true, true]);
  await page.request.delete(`/api/articles/${article.id}`);
});

test("a shared preview link shows the unpublished project to an anonymous browser until revoked", async ({
  adminPage: page,
  browser,
}) => {
  const title = uniqueTitle("Bibliothèque en chêne");
  const res = await page.request.post("/api/portfolio", {
    data: {
      title,
      slug: slugOf(title),
      location: "Saucats",
      fullDescription: "Projet pas encore publié.",
      isPublished: false,
    },
  });
  expect(res.status()).toBe(201);
  const project = (await res.json()) as ApiItem;

  await page.goto(`/admin/portfolio/${project.id}/edit`);
  // 'Aperçu' shows the draft with the public layout.
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Aperçu", exact: true }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`/apercu/portfolio/${project.id}$`));
  await expect(popup.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(popup.getByText("Aperçu du brouillon")).toBeVisible();
  await popup.close();

  await page.getByRole("button", { name: "Partager l'aperçu" }).click();
  const link = await page.getByLabel("Lien d'aperçu à envoyer").inputValue();
  expect(link).toMatch(/\/apercu\/portfolio\/\d+\?jeton=[A-Za-z0-9_-]{43}$/);

  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  const answer = await visitor.goto(link);
  expect(answer?.headers()["cache-control"]).toBe("no-store");
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0);
  // The public address still does not exist.
  expect((await visitor.goto(`/realisation/${project.id}`))?.status()).toBe(404);

  await page.getByRole("button", { name: /^Retirer le lien valable jusqu'au/ }).click();
  await expectToast(page, "Lien d'aperçu retiré");
  const revoked = await visitor.goto(link);
  expect(revoked?.status()).toBe(410);
  await expect(visitor.getByRole("heading", { name: "Ce lien d'aperçu n'est plus valide" })).toBeVisible();
  await anonymous.close();
  await page.request.delete(`/api/portfolio/${project.id}`);
});

test("autosave survives a network cut, offers the kept text on the next visit, and never publishes", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const title = uniqueTitle("Coupure réseau");
  const article = await createArticle(page.request, title, "Texte publié avant la coupure.", true);
  page.on("dialog", (dialog) => void dialog.accept());

  await page.goto(`/admin/articles/${article.id}/edit`);
  await expect(contentArea(page)).toHaveValue("Texte publié avant la coupure.");
  await page.route("**/api/articles/*/draft", (route) => route.abort("internetdisconnected"));
  await contentArea(page).fill("Texte tapé pendant la coupure.");
  await expect(page.getByRole("alert").filter({ hasText: "Connexion impossible" })).toBeVisible({ timeout: 10_000 });
  await expect(status(page)).toHaveText("Modifications non enregistrées");

  // Next visit (still offline): the browser kept the text and offers it back.
  await page.reload();
  await expect(page.getByText("Des modifications non enregistrées ont été retrouvées")).toBeVisible();
  await page.getByRole("button", { name: "Restaurer le texte" }).click();
  await expect(contentArea(page)).toHaveValue("Texte tapé pendant la coupure.");

  // Back online: the draft is saved — and still not public.
  await page.unroute("**/api/articles/*/draft");
  await expect(status(page)).toHaveText(/^Enregistré à \d{2}:\d{2}$/, { timeout: 15_000 });
  const html = await anonymousText(browser, baseURL!, `/blog/${article.slug}`);
  expect(html).toContain("Texte publié avant la coupure.");
  expect(html).not.toContain("Texte tapé pendant la coupure.");
  await page.reload();
  await expect(contentArea(page)).toHaveValue("Texte tapé pendant la coupure.");
  await expect(page.getByText("Des modifications non enregistrées ont été retrouvées")).toHaveCount(0);
  await page.request.delete(`/api/articles/${article.id}`);
});

test("autosave waits for typing to stop: no request while typing, one after", async ({ adminPage: page }) => {
  test.setTimeout(60_000);
  const title = uniqueTitle("Cadence");
  const article = await createArticle(page.request, title, "Début.", false);
  const drafts: number[] = [];
  page.on("request", (req) => {
    if (req.method() === "PUT" && /\/api\/articles\/\d+\/draft$/.test(req.url())) drafts.push(Date.now());
  });
  await page.goto(`/admin/articles/${article.id}/edit`);
  await expect(contentArea(page)).toHaveValue("Début.");
  await contentArea(page).focus();
  await page.keyboard.press("End");
  const started = Date.now();
  // About 8 s of continuous typing (~12 characters per second).
  await contentArea(page).pressSequentially(" Le noyer se patine avec les années, sans jamais perdre sa chaleur.", {
    delay: 80,
  });
  const typingMs = Date.now() - started;
  const duringTyping = drafts.length;
  await expect(status(page)).toHaveText(/^Enregistré à \d{2}:\d{2}$/, { timeout: 10_000 });
  await page.waitForTimeout(4_000);
  console.info(
    `[mesure] autosave : ${duringTyping} requête(s) pendant ${Math.round(typingMs / 1000)} s de frappe, ${drafts.length} au total`,
  );
  expect(duringTyping).toBe(0);
  expect(drafts).toHaveLength(1);
  await page.request.delete(`/api/articles/${article.id}`);
});

test("two tabs on the same article: the second save is refused in French, nothing is overwritten", async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  const title = uniqueTitle("Deux onglets");
  const article = await createArticle(page.request, title, "Texte commun.", false);
  const second = await page.context().newPage();
  await page.goto(`/admin/articles/${article.id}/edit`);
  await second.goto(`/admin/articles/${article.id}/edit`);
  await expect(contentArea(page)).toHaveValue("Texte commun.");
  await expect(contentArea(second)).toHaveValue("Texte commun.");

  await contentArea(page).fill("Texte du premier onglet.");
  await expect(status(page)).toHaveText(/^Enregistré à/, { timeout: 10_000 });
  await contentArea(second).fill("Texte du second onglet.");
  await expect(second.getByRole("alert").filter({ hasText: "Ce contenu a été modifié ailleurs…" })).toBeVisible({
    timeout: 10_000,
  });
  await second.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expectToast(second, "Erreur de sauvegarde", "Ce contenu a été modifié ailleurs…");

  const stored = (await (await page.request.get(`/api/articles/${article.id}`)).json()) as {
    draft: { content: string };
  };
  expect(stored.draft.content).toBe("Texte du premier onglet.");
  await second.close();
  await page.request.delete(`/api/articles/${article.id}`);
});

test("'Sauvegarder le contenu' on a published article saves the draft, not the public page", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const title = uniqueTitle("Contenu du frêne");
  const article = await createArticle(page.request, title, "Texte public du frêne.", true);
  const publicText = () => anonymousText(browser, baseURL!, `/blog/${article.slug}`);

  await page.goto(`/admin/articles/${article.id}/edit`);
  await expect(contentArea(page)).toHaveValue("Texte public du frêne.");
  await contentArea(page).fill("Retouche gardée en brouillon.");
  await page.getByRole("button", { name: "Sauvegarder le contenu" }).click();
  await expectToast(page, "Brouillon enregistré", "La page publique changera quand vous cliquerez sur Enregistrer.");
  const html = await publicText();
  expect(html).toContain("Texte public du frêne.");
  expect(html).not.toContain("Retouche gardée en brouillon.");

  // The draft is what the editor shows on the next visit.
  await page.reload();
  await expect(contentArea(page)).toHaveValue("Retouche gardée en brouillon.");
});
