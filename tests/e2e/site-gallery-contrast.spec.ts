import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * Decision 051: the labels laid over the photos stay readable whatever the photo, light or dark. Here
 * the seeded photos are really loaded (no stub), and axe must be able to measure every label's
 * contrast (nothing left « to review » because of the image behind) and find none too low.
 */
test.describe.configure({ timeout: 120_000 });

async function loadImages(page: Page, selector: string) {
  const images = page.locator(`${selector} img`);
  const count = await images.count();
  for (let i = 0; i < count; i++) await images.nth(i).scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.evaluateAll((list) => list.every((img) => (img as HTMLImageElement).naturalWidth > 1)), {
      timeout: 60_000,
    })
    .toBe(true);
  return count;
}

async function contrast(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withRules(["color-contrast"]).analyze();
  return {
    violations: results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" "))),
    toReview: results.incomplete.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message}`)),
    measured: results.passes.flatMap((v) => v.nodes).length,
  };
}

test("the home gallery's labels are readable on the seeded photos (axe colour contrast)", async ({ page }) => {
  await page.goto("/");
  const photos = await loadImages(page, '[data-testid="gallery-grid"]');
  expect(photos).toBe(13);
  const report = await contrast(page, '[data-testid="gallery-grid"]');
  expect(report.violations).toEqual([]);
  expect(report.toReview).toEqual([]);
  // Each card's category and title measured.
  expect(report.measured).toBeGreaterThanOrEqual(photos * 2);
});

test("the /realisations cards are readable with their photos (axe colour contrast)", async ({ page }) => {
  await page.goto("/realisations");
  const photos = await loadImages(page, "main article");
  expect(photos).toBeGreaterThan(10);
  const report = await contrast(page, "main article");
  expect(report.violations).toEqual([]);
  expect(report.toReview).toEqual([]);
  expect(report.measured).toBeGreaterThanOrEqual(photos * 2);
});
