import { statSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { chromiumArgs, chromiumPath, ensureBuild, publicPages, startServer } from "./lib.ts";

/**
 * `npm run bench:weight`: per public page, the compressed bytes (what travels on the wire) of
 * JavaScript, CSS, fonts, images and the document loaded on a first visit in Chromium, at a
 * phone's width, scrolled to the bottom so lazy images and the public pages' islands count too. Chromium asks for brotli over
 * HTTPS only: on this plain-HTTP loopback the files travel gzipped, so the JavaScript is also
 * given as its brotli size (what a visitor of the HTTPS site downloads).
 *
 * Then the admin: per admin page opened directly, logged in (the login page anonymous),
 * the JavaScript Chromium downloads (encoded bytes of the bodies, gzip here; files), with its goal
 * and ✔/✘, and whether the
 * login loads any of the visual editor's, the charts' or the map's code.
 * BENCH_WEIGHT=admin (or public) measures only that part; BENCH_WEIGHT_FILES=1 lists each admin
 * page's files.
 */
/** The admin's goals in KB of JavaScript (encoded, as downloaded). */
const adminGoals = { login: 100, page: 150, editor: 220 };

/** What the login must not load: code of the visual editor (tiptap), the charts, the map. */
const heavyMarkers = { "éditeur visuel": "ProseMirror", graphiques: "data-chart", carte: "openstreetmap" };

await ensureBuild();
const app = await startServer(Number(process.env.BENCH_PORT ?? 3901));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const only = process.env.BENCH_WEIGHT;
try {
  if (only !== "admin") await publicWeight();
  if (only !== "public") await adminWeight(browser, app.url);
} finally {
  await browser.close();
  await app.stop();
}

async function publicWeight() {
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
}

async function adminWeight(browser: Browser, url: string) {
  const password = "Banc-d-essai-menuiserie-2026";
  const session = await browser.newContext({ baseURL: url, extraHTTPHeaders: { origin: url } });
  const login = await session.request.post("/api/auth/login", { data: { username: "admin", password } });
  if (!login.ok()) throw new Error(`connexion refusée : ${login.status()} ${await login.text()}`);
  const cookies = await session.cookies();
  const articles = (await (await session.request.get("/api/articles")).json()) as { id: number }[];
  // A devis to open: the first one, else one made for the measure.
  const devis = ((await (await session.request.get("/api/devis")).json()) as { items: { id: number }[] }).items;
  const devisId =
    devis[0]?.id ??
    (
      (await (
        await session.request.post("/api/devis", {
          data: {
            client: {
              name: "Jeanne Dubreuil",
              email: "jeanne@example.com",
              address: "12 chemin des Pins, 33650 Saucats",
            },
            lines: [
              { designation: "Dressing sur mesure", quantity: 2.4, unit: "ml", unitPriceCents: 78_000, vatRate: 10 },
            ],
          },
        })
      ).json()) as { id: number }
    ).id;
  await session.close();

  const pages: { path: string; goal: number; anonymous?: boolean }[] = [
    { path: "/admin/login", goal: adminGoals.login, anonymous: true },
    { path: "/admin", goal: adminGoals.page },
    { path: "/admin/articles", goal: adminGoals.page },
    { path: "/admin/demandes", goal: adminGoals.page },
    { path: "/admin/devis", goal: adminGoals.page },
    { path: `/admin/devis/${devisId}`, goal: adminGoals.page },
    { path: "/admin/chantiers", goal: adminGoals.page },
    { path: "/admin/sections", goal: adminGoals.page },
    { path: "/admin/statistiques", goal: adminGoals.page },
    ...(articles[0] ? [{ path: `/admin/articles/${articles[0].id}/edit`, goal: adminGoals.editor }] : []),
  ];
  const rows: Record<string, string | number>[] = [];
  let loginHeavy: string[] = [];
  for (const { path: pathname, goal, anonymous } of pages) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (!anonymous) await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    /** Per script request, the bytes received with its headers: only the body counts. */
    const scripts = new Map<string, number>();
    const urls = new Map<string, string>();
    let bytes = 0;
    let brotli = 0;
    let files = 0;
    const sizes: [string, number][] = [];
    cdp.on("Network.responseReceived", (e) => {
      if (e.type !== "Script") return;
      scripts.set(e.requestId, e.response.encodedDataLength);
      urls.set(e.requestId, new URL(e.response.url).pathname);
      const asset = /^\/assets\/([^/?]+\.js)$/.exec(new URL(e.response.url).pathname)?.[1];
      try {
        if (asset) brotli += statSync(path.join("build", "client", "assets", `${asset}.br`)).size;
      } catch {
        /* not precompressed */
      }
    });
    const bodies: Promise<string>[] = [];
    cdp.on("Network.loadingFinished", (e) => {
      const headers = scripts.get(e.requestId);
      if (headers === undefined) return;
      bytes += e.encodedDataLength - headers;
      sizes.push([urls.get(e.requestId) ?? "", e.encodedDataLength - headers]);
      files++;
      if (anonymous)
        bodies.push(
          cdp
            .send("Network.getResponseBody", { requestId: e.requestId })
            .then((r) => (r.base64Encoded ? Buffer.from(r.body, "base64").toString() : r.body))
            .catch(() => ""),
        );
    });
    const response = await page.goto(url + pathname, { waitUntil: "networkidle" });
    // Components imported once the page has hydrated (lazy routes, the visual editor) count too.
    await page.waitForTimeout(500);
    await page.waitForLoadState("networkidle");
    const landed = new URL(page.url()).pathname;
    if (!response?.ok() || landed !== pathname) throw new Error(`${pathname} → ${response?.status()} ${landed}`);
    if (anonymous) {
      const code = (await Promise.all(bodies)).join("\n");
      loginHeavy = Object.entries(heavyMarkers).flatMap(([what, marker]) => (code.includes(marker) ? [what] : []));
    }
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
    if (process.env.BENCH_WEIGHT_FILES)
      console.log(
        `${pathname}\n${sizes
          .sort((a, b) => b[1] - a[1])
          .map(([file, size]) => `  ${String(kb(size)).padStart(6)} ${file}`)
          .join("\n")}`,
      );
    rows.push({
      page: pathname,
      "JS ko": kb(bytes),
      fichiers: files,
      "JS brotli ko": kb(brotli),
      objectif: `≤ ${goal} ko`,
      "": kb(bytes) <= goal ? "✔" : "✘",
    });
    await context.close();
  }
  console.table(rows);
  console.log(
    `connexion sans code de l'éditeur, des graphiques ni de la carte : ${loginHeavy.length ? `✘ (${loginHeavy.join(", ")})` : "✔"}`,
  );
}
