import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startHttpsFront } from "./https-front.ts";
import { chromiumArgs, chromiumPath, ensureBuild, publicPages, startServer } from "./lib.ts";

/**
 * `npm run bench:lighthouse`: Lighthouse with mobile settings (its defaults: Moto G class device,
 * slow 4G throttling) in Debian's Chromium, for every public page, 3 runs per page (BENCH_RUNS),
 * the median of each figure: the four category scores and FCP, LCP, TBT, CLS.
 *
 * Two passes (BENCH_PROTOCOLS=http,https by default):
 * - http: the app itself on the loopback (HTTP/1.1; Chromium asks for gzip only);
 * - https: behind a TLS + HTTP/2 front with a self-signed certificate (bench/https-front.ts), as a
 *   visitor behind the reverse proxy of docs/deployment.md: brotli and one multiplexed connection.
 * Ports: BENCH_PORT (the app, 3902 by default) and BENCH_PORT + 1 (the HTTPS front).
 */
await ensureBuild();
const port = Number(process.env.BENCH_PORT ?? 3902);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const protocols = (process.env.BENCH_PROTOCOLS ?? "http,https").split(",").filter(Boolean);
const app = await startServer(port);
const front = protocols.includes("https") ? await startHttpsFront(port + 1, app.url) : null;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...chromiumArgs],
});
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
try {
  const pages = await publicPages(app.url);
  /** What keeps a score under 100, page by page, printed after the tables. */
  const findings = new Set<string>();
  for (const protocol of protocols) {
    const base = protocol === "https" ? front!.url : app.url;
    const rows: Record<string, string | number>[] = [];
    for (const pathname of pages) {
      // A first visit warms the page cache and the on-demand image variants, as production would be.
      await fetch(app.url + pathname);
      const figures: Record<string, number>[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(base + pathname, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse n'a rien renvoyé pour ${pathname}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        figures.push({
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
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
              findings.add(`  ${protocol} ${pathname} · ${id} · ${audit.id} : ${audit.title}`);
          }
        }
        const lcp = audits["largest-contentful-paint-element"]?.details as
          { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
        const snippet = lcp?.items?.[0]?.items?.[0]?.node?.snippet;
        if (snippet) findings.add(`  ${pathname} · élément LCP : ${snippet.slice(0, 140)}`);
      }
      const row: Record<string, string | number> = { page: pathname };
      for (const key of Object.keys(figures[0])) row[key] = median(figures.map((f) => f[key]));
      row["perf. des essais"] = figures.map((f) => f.performance).join(" / ");
      rows.push(row);
    }
    console.log(
      `\n${protocol === "https" ? "HTTPS + HTTP/2 (brotli)" : "HTTP/1.1 (gzip)"} — médiane de ${runs} essais par page`,
    );
    console.table(rows);
  }
  if (findings.size) console.log(`\nÀ corriger ou à expliquer :\n${[...findings].join("\n")}`);
} finally {
  chrome.kill();
  await front?.stop();
  await app.stop();
}
