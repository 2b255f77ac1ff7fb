import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

/** The e2e server starts on a fresh database with the default credentials; admin-login.setup.ts replaces them with these. */
export const ADMIN_USERNAME = "admin";
export const DEFAULT_PASSWORD = "admin123";
export const E2E_PASSWORD = "Etabli-en-chene-massif-2026";

export interface ApiItem {
  id: number;
  title: string;
  slug: string;
  isPublished: boolean;
}

/** A title no other test (nor the other browser project) uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * `adminPage`: a page whose browser context holds an admin session created server-side
 * (POST /api/auth/login through page.request, which shares the context's cookies).
 */
export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, use) => {
    const res = await page.request.post("/api/auth/login", {
      data: { username: ADMIN_USERNAME, password: E2E_PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).mustChangePassword).toBe(false);
    await use(page);
  },
});
export { expect };

/** Reads of the API with the page's session. */
export async function apiList(request: APIRequestContext, type: string): Promise<ApiItem[]> {
  const res = await request.get(`/api/${type}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ApiItem[];
}

/** The visible toast (Radix also mirrors it into a live region for screen readers). */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.locator(".toast-root").filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}
