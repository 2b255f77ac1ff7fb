import { expect, test } from "@playwright/test";

test("the home page shows the navigation, the footer and the quote button", async ({ page, isMobile }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Atelier Lartigue/);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Administration" })).toHaveAttribute("href", "/admin/login");
  await expect(footer).toContainText("© 2023");
  if (isMobile) {
    await expect(page.getByRole("link", { name: "Devis gratuit" }).last()).toBeVisible();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: "Services" })).toBeVisible();
    await drawer.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  } else {
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    for (const label of ["Accueil", "Services", "Réalisations", "Blog", "À propos", "Contact"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Devis gratuit" })).toHaveAttribute("href", "/contact");
    // The current page is marked for every reader, not only by its colour.
    await expect(nav.getByRole("link", { name: "Accueil", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Services", exact: true })).not.toHaveAttribute("aria-current");
  }
});

test("the top bar becomes more opaque past 50 px of scroll", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute("data-scrolled", "true");
});

test("an unknown address shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/nimporte-quoi");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
