import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath, ensureBuild, publicPages, startServer } from "./lib.ts";

/**
 * `npm run bench:lighthouse`: Lighthouse with mobile settings (its defaults: Moto G class device,
 * slow 4G throttling) in Debian's Chromium, for every public page: the four category scores and
 * LCP, TBT, CLS.
 */
await ensureBuild();
const app = await startServer(Number(process.env.BENCH_PORT ?? 3902));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
try {
  const rows: Record<string, string | number>[] = [];
  for (const pathname of await publicPages(app.url)) {
    // A first visit warms the page cache and the on-demand image variants, as production would be.
    await fetch(app.url + pathname);
    const result = await lighthouse(app.url + pathname, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse n'a rien renvoyé pour ${pathname}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: pathname,
      performance: score("performance"),
      accessibilité: score("accessibility"),
      "bonnes pratiques": score("best-practices"),
      SEO: score("seo"),
      "LCP ms": Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
      "TBT ms": Math.round(audits["total-blocking-time"].numericValue ?? 0),
      CLS: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    });
  }
  console.table(rows);
} finally {
  chrome.kill();
  await app.stop();
}
