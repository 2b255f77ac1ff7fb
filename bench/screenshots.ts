import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath, ensureBuild, startServer } from "./lib.ts";

/**
 * `node bench/screenshots.ts <folder>`: full-page screenshots of the main public pages at 1366 px
 * and 390 px (animations finished, lazy images loaded), to compare the looks before and after a change.
 */
const out = path.resolve(process.argv[2] ?? "screenshots");
mkdirSync(out, { recursive: true });
await ensureBuild();
const app = await startServer(Number(process.env.BENCH_PORT ?? 3901) + 2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const width of [1366, 390]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 500 ? 900 : 844 },
      reducedMotion: "reduce",
    });
    for (const pathname of (process.env.SHOT_PAGES ?? "/,/services,/realisations,/blog,/contact").split(",")) {
      const page = await context.newPage();
      await page.goto(app.url + pathname, { waitUntil: "networkidle" });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      // The random pick of the home page's articles differs at each visit: shown as rendered by the server.
      const name = `${pathname === "/" ? "home" : pathname.slice(1).replaceAll("/", "-")}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true, animations: "disabled" });
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
