import { expect, open, test } from "./fixtures.ts";
import { galleryCategories } from "../../domain/schemas/categories.ts";

test.describe("home page", () => {
  test("the hero shows the logo, the tagline and the call to action behind the opening doors", async ({ page }) => {
    await open(page, "/");
    const hero = page.locator("section.hero");
    await expect(hero.getByRole("heading", { level: 1, name: "Atelier Lartigue" })).toBeVisible();
    await expect(hero.getByText("Rendre le haut de gamme accessible à tous")).toBeVisible();
    await expect(hero.getByRole("link", { name: "Découvrir nos réalisations" })).toHaveAttribute("href", "/contact");
    const left = hero.locator(".hero-door-left");
    // docs/product.md §2: the slide lasts 2.5 s and starts 1 s + 0.5 s after the page shows.
    const timing = await left.evaluate((el) => {
      const style = getComputedStyle(el);
      return { delay: style.animationDelay, duration: style.animationDuration, name: style.animationName };
    });
    expect(timing).toEqual({ delay: "1.5s", duration: "2.5s", name: "door-open-left" });
    // Once open, the halves are off to each side and hidden.
    await expect.poll(() => left.evaluate((el) => getComputedStyle(el).visibility), { timeout: 8_000 }).toBe("hidden");
    const shift = await left.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    expect(shift).toBeLessThan(0);
    const right = hero.locator(".hero-door-right");
    expect(await right.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)).toBeGreaterThan(0);
  });

  test("with reduced motion the doors are simply open", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    await expect(page.locator(".hero-door-left")).toBeHidden();
    await expect(page.locator(".hero-door-right")).toBeHidden();
    await expect(page.getByRole("link", { name: "Découvrir nos réalisations" })).toBeVisible();
  });

  test("shows the first 4 services and the first 6 projects with links", async ({ page }) => {
    await open(page, "/");
    const services = page.locator("section", { has: page.getByRole("heading", { name: "Nos services" }) });
    const more = services.getByRole("link", { name: /^En savoir plus/ });
    await expect(more).toHaveCount(4);
    await expect(more.first()).toHaveAttribute("href", "/services/cuisines");
    for (const href of await more.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/services\/[a-z-]+$/);
    }
    const portfolio = page.locator("section", {
      has: page.getByRole("heading", { name: "Nos dernières réalisations" }),
    });
    await expect(portfolio.getByRole("listitem")).toHaveCount(6);
    await expect(portfolio.getByRole("link", { name: "Voir toutes nos réalisations" })).toHaveAttribute(
      "href",
      "/realisations",
    );
    await portfolio.getByRole("link", { name: "Cuisine en chêne massif et quartz" }).click();
    await expect(page).toHaveURL(/\/realisation\/1$/);
  });

  test("the gallery filter shows only the chosen category", async ({ page, isMobile }) => {
    await open(page, "/");
    const filters = page.getByRole("group", { name: "Filtrer les projets par catégorie" });
    const labels = await filters.getByRole("button").allTextContents();
    expect(labels).toEqual(["Tout", ...galleryCategories.map((c) => c.label)]);
    const all = filters.getByRole("button", { name: "Tout" });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    const items = page.getByTestId("gallery-grid").getByRole("listitem");
    await expect(items).toHaveCount(13);

    await filters.getByRole("button", { name: "Dressing" }).click();
    await expect(filters.getByRole("button", { name: "Dressing" })).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await expect(items).toHaveCount(2);
    expect(await items.evaluateAll((li) => li.map((el) => el.getAttribute("data-category")))).toEqual([
      "dressing",
      "dressing",
    ]);

    await filters.getByRole("button", { name: "Escaliers" }).click();
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("Escalier");

    await all.click();
    await expect(items).toHaveCount(13);
    const first = items.first().getByRole("link");
    await expect(first).toHaveAttribute("href", /^\/realisation\/\d+$/);
    const hint = first.getByText("Voir le projet");
    if (!isMobile) {
      await first.hover();
      await expect(hint).toHaveCSS("opacity", "1");
    }
    await first.click();
    await expect(page).toHaveURL(/\/realisation\/\d+$/);
  });

  test("testimonials show the client, the place, the text and an accessible star rating", async ({ page }) => {
    await open(page, "/");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Ils nous ont confié leur projet" }),
    });
    await expect(section.getByRole("listitem")).toHaveCount(3);
    await expect(section.getByRole("img", { name: "5 étoiles sur 5" })).toHaveCount(3);
    await expect(section).toContainText("Sophie et Marc D.");
    await expect(section).toContainText("Léognan");
  });

  test("the article teaser shows 3 published articles picked after hydration", async ({ page }) => {
    await open(page, "/");
    const teasers = page.getByTestId("article-teasers");
    await expect(teasers).toHaveAttribute("data-picked", "random");
    await expect(teasers.getByRole("listitem")).toHaveCount(3);
    for (const href of await teasers.getByRole("link").evaluateAll((a) => a.map((el) => el.getAttribute("href")))) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      expect(href).not.toBe("/blog/panneaux-acoustiques-sejour-ouvert");
    }
    await expect(page.getByRole("link", { name: "Découvrir tous nos articles" })).toHaveAttribute("href", "/blog");
  });

  test("the FAQ opens one answer at a time and can close it", async ({ page }) => {
    await open(page, "/");
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "Questions Fréquentes" }) });
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(8);
    const [first, second] = [questions.nth(0), questions.nth(1)];
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(/2 à 3 semaines pour une cuisine/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(/2 à 3 semaines pour une cuisine/)).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    // Keyboard: Enter opens the focused question.
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByRole("link", { name: "Contactez-nous directement" })).toHaveAttribute("href", "#contact");
  });

  test("the contact section gives the address, phone, e-mail, hours, map and quote form", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("link", { name: "Contactez-nous directement" }).click();
    await expect(page).toHaveURL(/#contact$/);
    const contact = page.locator("#contact");
    await expect(contact).toContainText("Zone Artisanale, 33650 Saucats, Gironde");
    await expect(contact.getByRole("link", { name: "05 56 00 00 00" })).toHaveAttribute("href", "tel:+33556000000");
    await expect(contact.getByRole("link", { name: "contact@atelier-lartigue.fr" })).toHaveAttribute(
      "href",
      "mailto:contact@atelier-lartigue.fr",
    );
    for (const text of ["Lundi – Vendredi", "8h – 18h", "Samedi", "9h – 12h", "Dimanche", "Fermé"]) {
      await expect(contact).toContainText(text);
    }
    await expect(contact.getByRole("heading", { name: "Demande de Devis Gratuit" })).toBeVisible();
  });

  test("the interactive map loads only after the visitor asks for it", async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route("https://www.openstreetmap.org/**", (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>carte</p>" });
    });
    await open(page, "/");
    const contact = page.locator("#contact");
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.locator("iframe")).toHaveCount(0);
    await expect(contact.getByRole("img", { name: /Plan stylisé des environs de Saucats/ })).toBeVisible();
    expect(mapRequests).toEqual([]);
    await contact.getByRole("button", { name: "Afficher la carte interactive" }).click();
    const frame = contact.locator("iframe");
    await expect(frame).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*marker=44\.6547%2C-0\.5973/,
    );
    await expect(frame).toHaveAttribute("title", /Carte interactive/);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });
});
