import type { Page } from "@playwright/test";

/**
 * With CAPTURES=<dir> (docs/captures/issue-43), the screen as a phone shows it (390 px wide) and
 * as a laptop does (1366 px), then back to the phone. Without it, nothing.
 */
export async function capture(page: Page, name: string): Promise<void> {
  const dir = process.env.CAPTURES;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  await page.screenshot({ path: `${dir}/${name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1366.png` });
  await page.setViewportSize(size);
}
