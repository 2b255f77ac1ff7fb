import { test as base, expect, type Page } from "@playwright/test";

/** A 1×1 transparent PNG: behaviour tests do not wait for the server to render image variants. */
const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await page.route("**/media/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: pixel }));
    await use(page);
  },
});

/**
 * Opens a page and waits until its JavaScript has run (buttons and client state work). Public pages
 * hydrate their islands as they come near the viewport (docs/decisions/047-public-islands.md): the
 * page is scrolled through each island, as a visitor would, then back to the top, and every island
 * is waited for.
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
  const islands = page.locator('[data-island]:not([data-island="toaster"])');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    await islands.nth(i).locator(":scope > *").first().scrollIntoViewIfNeeded();
    await expect(islands.nth(i)).toHaveAttribute("data-island-ready", "true", { timeout: 15_000 });
  }
  if (count) await page.evaluate(() => window.scrollTo(0, 0));
  return response;
}

export { expect };
