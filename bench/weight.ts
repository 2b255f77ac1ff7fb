import { statSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath, ensureBuild, publicPages, startServer } from "./lib.ts";

/**
 * `npm run bench:weight`: per public page, the compressed bytes (what travels on the wire) of
 * JavaScript, CSS, fonts, images and the document loaded on a first visit in Chromium, at a
 * phone's width, scrolled to the bottom so lazy images and the public pages' islands count too. Chromium asks for brotli over
 * HTTPS only: on this plain-HTTP loopback the files travel gzipped, so the JavaScript is also
 * given as its brotli size (what a visitor of the HTTPS site downloads).
 */
await ensureBuild();
const app = await startServer(Number(process.env.BENCH_PORT ?? 3901));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const pages = await publicPages(app.url);
  const kinds = ["document", "script", "stylesheet", "font", "image", "other"] as const;
  const rows: Record<string, string | number>[] = [];
  for (const pathname of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const types = new Map<string, string>();
    const bytes: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
    const hosts = new Set<string>();
    /** Scripts as they would travel over HTTPS, where browsers ask for brotli: the .br files of the build. */
    let scriptBrotli = 0;
    cdp.on("Network.responseReceived", (e) => {
      types.set(e.requestId, e.type.toLowerCase());
      hosts.add(new URL(e.response.url).host);
      const asset = /^\/assets\/([^/?]+\.js)$/.exec(new URL(e.response.url).pathname)?.[1];
      if (e.type === "Script" && asset) {
        try {
          scriptBrotli += statSync(path.join("build", "client", "assets", `${asset}.br`)).size;
        } catch {
          /* not precompressed */
        }
      }
    });
    cdp.on("Network.loadingFinished", (e) => {
      const type = types.get(e.requestId) ?? "other";
      const kind = (kinds as readonly string[]).includes(type) ? type : "other";
      bytes[kind] += e.encodedDataLength;
    });
    await page.goto(app.url + pathname, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        // Instant: the site scrolls smoothly (CSS), and each step would cut the previous one short.
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((r) => setTimeout(r, 60));
      }
    });
    // The islands near the bottom start their imports as they come into view (decision 047).
    await page.waitForTimeout(500);
    await page.waitForLoadState("networkidle");
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
    rows.push({
      page: pathname,
      "HTML ko": kb(bytes.document),
      "JS ko": kb(bytes.script),
      "JS brotli ko": kb(scriptBrotli),
      "CSS ko": kb(bytes.stylesheet),
      "polices ko": kb(bytes.font),
      "images ko": kb(bytes.image),
      "total ko": kb(Object.values(bytes).reduce((a, b) => a + b, 0)),
      hôtes: [...hosts].join(" "),
    });
    await context.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  await app.stop();
}
