import type { Browser, Page } from "@playwright/test";
import { expect, expectToast, test, uniqueTitle } from "./support/admin";

/**
 * 'Entreprise' settings, testimonials and FAQ: they are global to the site, so these journeys run
 * one after the other and in one browser project only (the mobile project would change the same
 * settings at the same time).
 */
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "global settings: checked once, on desktop");

/** An anonymous visitor's page (no admin cookie), closed by the caller. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

const isoDay = (offsetDays: number, base = new Date()) => {
  const d = new Date(base);
  d.setDate(d.getDate() + offsetDays);
  return d.toLocaleDateString("en-CA", { timeZone: "Europe/Paris" });
};

async function save(page: Page) {
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expectToast(page, "Informations enregistrées");
}

test("a new phone number and an exceptional closure show in the footer, /contact, the home contact section and the JSON-LD", async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(90_000);
  const year = new Date().getFullYear() + 1;
  await page.goto("/admin/entreprise");
  await page.getByLabel("Téléphone", { exact: true }).fill("05 57 12 34 56");
  // One closure still to come, one that ended yesterday.
  await page.getByRole("button", { name: "Ajouter une fermeture" }).click();
  await page.getByRole("button", { name: "Ajouter une fermeture" }).click();
  await page.getByLabel("Du", { exact: true }).nth(0).fill(`${year}-08-04`);
  await page.getByLabel("Au (inclus)").nth(0).fill(`${year}-08-22`);
  await page.getByLabel("Du", { exact: true }).nth(1).fill(isoDay(-10));
  await page.getByLabel("Au (inclus)").nth(1).fill(isoDay(-1));
  await page.getByLabel("Motif").nth(1).fill("Inventaire terminé");
  await save(page);

  const { page: v, close } = await visitor(browser);
  try {
    await v.goto("/");
    const footer = v.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "05 57 12 34 56" })).toHaveAttribute("href", "tel:+33557123456");
    await expect(footer).toContainText("Fermeture exceptionnelle du 4 au 22 août");
    const homeContact = v.locator("section#contact");
    await expect(homeContact.getByRole("link", { name: "05 57 12 34 56" })).toBeVisible();
    await expect(homeContact).toContainText("Fermeture exceptionnelle du 4 au 22 août");
    // The closure that ended yesterday is gone everywhere.
    await expect(v.getByText("Inventaire terminé")).toHaveCount(0);

    const jsonLd = await v.locator('script[type="application/ld+json"]').allTextContents();
    const business = jsonLd.map((t) => JSON.parse(t)).find((b) => b["@type"] === "HomeAndConstructionBusiness");
    expect(business.telephone).toBe("+33557123456");
    expect(business.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({
        validFrom: `${year}-08-04`,
        validThrough: `${year}-08-22`,
        opens: "00:00",
        closes: "00:00",
      }),
    ]);
    expect(business.openingHoursSpecification).toHaveLength(2);
    expect(business.areaServed.map((p: { name: string }) => p.name)).toContain("Saucats");

    await v.goto("/contact");
    const details = v.getByRole("complementary", { name: "Nos coordonnées" });
    await expect(details.getByRole("link", { name: "05 57 12 34 56" })).toHaveAttribute("href", "tel:+33557123456");
    await expect(details).toContainText("Fermeture exceptionnelle du 4 au 22 août");
    await expect(v.getByText("Inventaire terminé")).toHaveCount(0);
  } finally {
    await close();
  }

  // Back to the workshop's number, without the closures.
  await page.reload();
  await page.getByLabel("Téléphone", { exact: true }).fill("05 56 00 00 00");
  await page.getByRole("button", { name: "Retirer" }).first().click();
  await page.getByRole("button", { name: "Retirer" }).first().click();
  await save(page);
});

test("refuses an invalid SIRET and phone with French messages", async ({ adminPage: page }) => {
  await page.goto("/admin/entreprise");
  await page.getByLabel("SIRET").fill("12345678901234");
  await page.getByLabel("Téléphone", { exact: true }).fill("12");
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  // Each message is shown under its field and announced with it.
  await expect(page.getByLabel("SIRET")).toHaveAccessibleDescription(/SIRET invalide : 14 chiffres/);
  await expect(page.getByLabel("Téléphone", { exact: true })).toHaveAccessibleDescription(
    "Numéro de téléphone invalide",
  );
  await expectToast(page, "Informations non enregistrées");
});

test("the dashboard lists the missing médiateur; once filled, 'Mentions légales' shows it and the checklist no longer does", async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(60_000);
  // A retry of this serial group finds the médiateur its first attempt saved: start from none.
  await page.goto("/admin/entreprise");
  if (await page.getByLabel("Nom du médiateur").inputValue()) {
    await page.getByLabel("Nom du médiateur").fill("");
    await page.getByLabel("Site web du médiateur").fill("");
    await save(page);
  }
  await page.goto("/admin");
  const checklist = page.getByRole("region", { name: "À compléter pour un site conforme" });
  await expect(checklist.getByRole("link", { name: "Médiateur de la consommation" })).toBeVisible();
  await checklist.getByRole("link", { name: "Médiateur de la consommation" }).click();
  await expect(page).toHaveURL(/\/admin\/entreprise#mediator\.name$/);
  await page.getByLabel("Nom du médiateur").fill("CM2C – Centre de la médiation de la consommation");
  await page.getByLabel("Site web du médiateur").fill("https://www.cm2c.net");
  await save(page);

  const { page: v, close } = await visitor(browser);
  try {
    await v.goto("/mentions-legales");
    const block = v.getByRole("region", { name: "Médiation de la consommation" });
    await expect(block).toContainText("CM2C – Centre de la médiation de la consommation");
    await expect(block.getByRole("link", { name: "https://www.cm2c.net" })).toHaveAttribute(
      "href",
      "https://www.cm2c.net",
    );
  } finally {
    await close();
  }

  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "À compléter pour un site conforme" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Médiateur de la consommation" })).toHaveCount(0);
});

test("add and unpublish a testimonial, add, reorder and unpublish an FAQ item: the home page follows", async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = uniqueTitle("Claire et Paul");
  const question = `${uniqueTitle("Posez-vous aussi des parquets")} ?`;

  await page.goto("/admin/temoignages");
  await page.getByRole("button", { name: "Nouveau témoignage" }).click();
  await page.getByLabel("Nom du client").fill(name);
  await page.getByLabel("Commune").fill("Cestas");
  await page
    .getByLabel("Témoignage", { exact: true })
    .fill("Un escalier superbe, posé en deux jours. Merci à toute l'équipe !");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Élément ajouté");

  await page.goto("/admin/faq");
  await page.getByRole("button", { name: "Nouvelle question (Accueil)" }).click();
  await page.getByLabel("Question", { exact: true }).fill(question);
  await page.getByLabel("Réponse").fill("Oui, en chêne massif ou contrecollé, fournis et posés.");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Élément ajouté");

  const { page: v, close } = await visitor(browser);
  const testimonialNames = () =>
    v.locator("section[aria-labelledby='testimonials-title'] figcaption span.font-semibold").allTextContents();
  // French typography puts a narrow no-break space before '?'.
  const faqQuestions = async () =>
    (await v.getByRole("region", { name: "Questions Fréquentes" }).getByRole("button").allTextContents()).map((q) =>
      q.replace(/[\u00a0\u202f]/g, " ").trim(),
    );
  try {
    // Added: the newest testimonial comes first (reviews are shown newest first), the question last.
    await v.goto("/");
    expect((await testimonialNames()).at(0)).toBe(name);
    expect((await faqQuestions()).at(-1)).toBe(question);
    // Typed in by the admin: never presented as a verified review.
    const card = v.locator("[data-review]", { hasText: name });
    await expect(card).toContainText("Témoignage recueilli par l'entreprise");
    await expect(card).not.toContainText("vérifié");

    // The FAQ moved up one place (reviews have no manual order).
    await page.goto("/admin/faq");
    await page.getByRole("button", { name: `Monter « ${question} »` }).click();
    await expectToast(page, "Ordre enregistré");
    await v.reload();
    expect((await faqQuestions()).at(-2)).toBe(question);

    // Unpublished: gone from the home page.
    await page.getByRole("button", { name: `Dépublier « ${question} »` }).click();
    await expectToast(page, "Élément dépublié");
    await page.goto("/admin/temoignages");
    await page.getByRole("button", { name: `Dépublier « ${name} »` }).click();
    await expectToast(page, "Élément dépublié");
    await v.reload();
    expect(await testimonialNames()).not.toContain(name);
    expect(await faqQuestions()).not.toContain(question);
  } finally {
    await close();
  }

  // Deleted after confirmation.
  await page.getByRole("button", { name: `Supprimer « ${name} »` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expectToast(page, "Élément supprimé");
  await expect(page.getByText(name)).toHaveCount(0);
  await page.goto("/admin/faq");
  await page.getByRole("button", { name: `Supprimer « ${question} »` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expectToast(page, "Élément supprimé");
});

test("statistics: a visitor's page view shows in the admin's chart and tables, a robot's does not", async ({
  adminPage: page,
}) => {
  const browserUa =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  // Headless Chromium announces itself as a robot: these requests stand for a visitor and a crawler.
  await page.request.get("/realisations", { headers: { "User-Agent": browserUa, Referer: "https://www.qwant.com/" } });
  // The crawler asks for a page no other admin journey opens (they share this server and its counts).
  await page.request.get("/a-propos", {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" },
  });
  await page.goto("/admin/statistiques");
  await expect(page.getByRole("heading", { level: 1, name: "Statistiques" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Pages vues par jour/ })).toBeVisible();
  const pages = page.getByRole("table", { name: "Pages les plus vues" });
  await expect(pages.getByRole("row", { name: /\/realisations/ })).toBeVisible();
  await expect(pages.getByRole("row", { name: /\/a-propos/ })).toHaveCount(0);
  await expect(
    page.getByRole("table", { name: "Sites d'origine" }).getByRole("row", { name: /qwant\.com/ }),
  ).toBeVisible();
});
