import AxeBuilder from "@axe-core/playwright";
import { test as plain } from "@playwright/test";
import { notFoundPages, publicPages, visibleText } from "../support/public-pages.ts";
import { expect, open, test } from "./fixtures.ts";
import { layoutShift, trackLayoutShifts } from "./support/layout-shift.ts";

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.describe("accessibility (axe-core)", () => {
  // axe walks every node of the long home page: on a busy two-core machine that takes a while.
  test.describe.configure({ timeout: 90_000 });
  for (const page of [...publicPages, notFoundPages[0]!]) {
    test(`${page.path} has no WCAG violation`, async ({ page: browserPage }) => {
      await open(browserPage, page.path);
      const results = await new AxeBuilder({ page: browserPage }).withTags(axeTags).analyze();
      const summary = results.violations.map((v) => ({
        rule: v.id,
        nodes: v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n")[1] ?? ""}`),
      }));
      expect(summary).toEqual([]);
    });
  }

  test("an opened FAQ and the home page after the doors open have no violation", async ({ page }) => {
    await open(page, "/");
    await expect
      .poll(() => page.locator(".hero-door-left").evaluate((el) => getComputedStyle(el).visibility), { timeout: 8_000 })
      .toBe("hidden");
    await page.getByRole("button", { name: /Quels sont vos délais/ }).click();
    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

// Image bodies are stubbed (fixtures.ts) but every request is still recorded with its address.
test.describe("requests", () => {
  // The addresses a page asks for are its HTML's and its scripts': the same on a phone.
  test.skip(({ isMobile }) => isMobile, "the same requests on a phone");
  for (const page of publicPages) {
    test(`${page.path} requests nothing from another host`, async ({ page: browserPage, baseURL }) => {
      const origin = new URL(baseURL as string).host;
      const foreign: string[] = [];
      browserPage.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol !== "data:" && url.protocol !== "blob:" && url.host !== origin) foreign.push(request.url());
      });
      await browserPage.goto(page.path);
      // Scroll to the bottom so that lazy images load too.
      await browserPage.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await browserPage.waitForLoadState("networkidle");
      expect(foreign).toEqual([]);
    });
  }
});

plain.describe("server HTML", () => {
  plain.skip(({ isMobile }) => isMobile, "the HTML does not depend on the screen");
  for (const page of publicPages) {
    plain(`${page.path} holds its main content without JavaScript`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const text = visibleText(html);
      expect(html).toMatch(/<h1[\s>]/);
      expect(text).toContain(page.h1);
      for (const expected of page.texts) expect(text).toContain(expected);
    });
  }

  plain("every image of the server HTML has an alt text, a width and a height", async ({ request }) => {
    for (const page of publicPages) {
      const html = await (await request.get(page.path)).text();
      for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
        expect(img, `${page.path}: ${img}`).toMatch(/\salt="[^"]*"/);
        expect(img, `${page.path}: ${img}`).toMatch(/\swidth="\d+"/);
        expect(img, `${page.path}: ${img}`).toMatch(/\sheight="\d+"/);
      }
    }
  });
});

plain.describe("layout stability", () => {
  for (const path of ["/", "/realisation/1", "/blog/entretenir-cuisine-bois"]) {
    plain(`${path} does not shift while it loads`, async ({ page }) => {
      // Real images: a cold server renders their variants on first request.
      plain.setTimeout(120_000);
      await page.addInitScript(trackLayoutShifts);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      expect(await layoutShift(page)).toBeLessThan(0.1);
    });
  }
});

test.describe("small screens", () => {
  test.skip(({ isMobile }) => isMobile, "sets its own 360 px viewport");
  for (const page of publicPages) {
    test(`${page.path} fits a 360 px screen without sideways scrolling`, async ({ page: browserPage }) => {
      await browserPage.setViewportSize({ width: 360, height: 740 });
      await open(browserPage, page.path);
      const width = await browserPage.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});
