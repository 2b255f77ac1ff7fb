import type { Page } from "@playwright/test";
import { adminNav } from "#app/features/admin/shell/nav.ts";
import { expect, test } from "./support/admin";

/**
 * The back office's frame: every section of the ONE navigation config is reachable by a
 * click from the menu (sidebar on a desktop, drawer on a phone), highlighted once open, and no admin
 * screen scrolls sideways, at 360/390 px and at 1366/1920 px.
 */
const widths = { desktop: [1366, 1920], mobile: [360, 390] };
/** Screens that are not in the menu (opened from a list, the account links): they must not scroll sideways either. */
const otherScreens = [
  "/admin/securite",
  "/admin/mot-de-passe",
  "/admin/articles/new",
  "/admin/services/new",
  "/admin/editor/pages",
];

async function noSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: scrollWidth ${scrollWidth} > ${innerWidth}`).toBeLessThanOrEqual(innerWidth);
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test("every admin section is one click away from the menu, highlighted once open, and no admin screen scrolls sideways", async ({
  adminPage: page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  for (const width of isMobile ? widths.mobile : widths.desktop) {
    await page.setViewportSize({ width, height: isMobile ? 800 : 900 });
    await page.goto("/admin");
    await hydrated(page);
    for (const item of adminNav) {
      let menu = page.getByRole("navigation", { name: "Administration" });
      if (isMobile) {
        // On a phone the sections are in a drawer opened by « Menu ».
        await expect(menu).toBeHidden();
        await page.getByRole("button", { name: "Menu", exact: true }).click();
        menu = page.getByRole("dialog", { name: "Menu de l'administration" }).getByRole("navigation");
      }
      const link = menu.getByRole("link", { name: item.label, exact: true });
      // The drawer scrolls on a small phone: the last sections are a swipe away.
      if (isMobile) await link.scrollIntoViewIfNeeded();
      await expect(link, `${item.label} at ${width} px`).toBeInViewport();
      await link.click();
      await expect(page, `${item.label} at ${width} px`).toHaveURL(new RegExp(`${item.href}$`));
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      if (isMobile) await expect(page.getByRole("dialog")).toBeHidden();
      // The current section is marked, for the eye and for screen readers.
      const current = page.locator('aside nav[aria-label="Administration"] a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute("href", item.href);
      await noSidewaysScroll(page, `${item.href} at ${width} px`);
    }
    for (const path of otherScreens) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("main")).toBeVisible();
      await noSidewaysScroll(page, `${path} at ${width} px`);
    }
  }
  // An editor highlights its section: a new service belongs to « Contenus ».
  await page.goto("/admin/services/new");
  await expect(page.locator('aside nav[aria-label="Administration"] a[aria-current="page"]')).toHaveAttribute(
    "href",
    "/admin/sections",
  );
});
