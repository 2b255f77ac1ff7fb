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

/** Opens a page and waits until React has hydrated it (buttons and client state work). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
  return response;
}

export { expect };
