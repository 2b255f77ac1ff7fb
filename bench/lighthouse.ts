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
  /** What keeps a score under 100, page by page, printed after the table. */
  const findings: string[] = [];
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
      "FCP ms": Math.round(audits["first-contentful-paint"].numericValue ?? 0),
      "LCP ms": Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
      "TBT ms": Math.round(audits["total-blocking-time"].numericValue ?? 0),
      CLS: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    });
    for (const id of ["accessibility", "best-practices", "seo"]) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) findings.push(`  ${pathname} · ${id} · ${audit.id} : ${audit.title}`);
      }
    }
    const lcp = audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    const snippet = lcp?.items?.[0]?.items?.[0]?.node?.snippet;
    if (snippet) findings.push(`  ${pathname} · élément LCP : ${snippet.slice(0, 140)}`);
  }
  console.table(rows);
  if (findings.length) console.log(`\nÀ corriger ou à expliquer :\n${findings.join("\n")}`);
} finally {
  chrome.kill();
  await app.stop();
}
