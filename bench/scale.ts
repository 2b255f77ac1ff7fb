import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { openDatabase } from "../server/infra/db/client.ts";
import { growDatabase } from "./scale-data.ts";
import { adminLogin, ensureBuild, root, rssMiB, startServer, type BenchServer } from "./lib.ts";

/**
 * `npm run bench:scale` (issue 33): the same site seed-only, then grown as after ten busy years
 * (2,000 articles, 500 projects, 300 services and 300 pages, 20,000 quote requests with attachment
 * rows and events, 300,000 statistics rows, 3,000 media rows), on one throwaway embedded database.
 * For every public page type, the sitemap and feed, the admin lists and dashboard calls, the leads
 * CSV and a backup: bytes and server time (page cache bypassed, median of BENCH_RUNS = 3), peak
 * memory of the exports; a restore; the start time. Prints a table with the grown/seed ratios.
 * BENCH_LIGHTHOUSE=1 also runs `bench:lighthouse` on the seed-only site, then on the grown one
 * (BENCH_PAGES, BENCH_PROTOCOLS, BENCH_RUNS…): both scores in the same run, on the same machine load;
 * BENCH_KEEP_DATA=1 keeps it (`BENCH_DATA_DIR=… npm run bench:lighthouse` measures it later).
 */
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3950);
const password = "Banc-d-essai-menuiserie-2026";

const publicPaths = [
  "/",
  "/blog",
  "/blog/page/2",
  "/blog/categorie/services",
  "/blog/entretenir-cuisine-bois",
  "/realisations",
  "/realisations/page/2",
  "/realisations/categorie/cuisine",
  "/realisation/1",
  "/api/portfolio?galerie=cuisine&pageSize=6",
  "/services",
  "/services/cuisines",
  "/contact",
  "/sitemap.xml",
  "/blog/rss.xml",
];
const adminPaths = [
  "/api/articles",
  "/api/media",
  "/api/media?q=chene",
  "/api/articles?tab=services&q=atelier",
  "/api/services",
  "/api/portfolio",
  "/api/pages",
  "/api/articles/overview",
  "/api/portfolio/overview",
  "/api/articles/published",
  "/api/leads",
  "/api/admin/statistiques?jours=365",
];
const streamed = ["/api/leads/export.csv", "/api/admin/backup"];

interface Figure {
  bytes: number;
  ms: number;
  peakMiB?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(app: BenchServer, path: string, cookie: string, idleMiB: number): Promise<Figure> {
  const times: number[] = [];
  let bytes = 0;
  let peak = idleMiB;
  for (let i = 0; i < runs; i++) {
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssMiB(app.pid));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    const res = await fetch(app.url + path, {
      headers: { Cookie: cookie, "x-page-cache": "bypass", "accept-encoding": "identity" },
    });
    if (!res.ok) {
      // A page the seed-only site does not have (its blog fits on one page): no figure.
      await res.arrayBuffer();
      sampling = false;
      await sampler;
      return { bytes: NaN, ms: NaN };
    }
    const reader = res.body!.getReader();
    bytes = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.length;
    times.push(performance.now() - started);
    sampling = false;
    await sampler;
  }
  return { bytes, ms: median(times), peakMiB: peak - idleMiB };
}

async function measureAll(app: BenchServer) {
  const cookie = await adminLogin(app.url, password);
  const idle = await rssMiB(app.pid);
  const figures = new Map<string, Figure>();
  for (const path of [...publicPaths, ...adminPaths, ...streamed])
    figures.set(path, await measure(app, path, cookie, idle));
  return figures;
}

async function start(dataDir: string) {
  const started = performance.now();
  const app = await startServer(port, { ADMIN_PASSWORD: password, DATABASE_URL: "", DATA_DIR: dataDir });
  return { app, startMs: performance.now() - started };
}

/** A backup downloaded, then restored by `npm run restore` into an empty DATA_DIR: size, time, peak memory. */
async function backupAndRestore(app: BenchServer) {
  const cookie = await adminLogin(app.url, password);
  const work = mkdtempSync(path.join(tmpdir(), "atelier-restore-"));
  const archive = path.join(work, "sauvegarde.tar.gz");
  const res = await fetch(`${app.url}/api/admin/backup`, { headers: { Cookie: cookie } });
  await pipeline(Readable.fromWeb(res.body as never), createWriteStream(archive));
  const started = performance.now();
  const child = spawn(process.execPath, [path.join("scripts", "restore.ts"), archive], {
    cwd: root,
    env: { ...process.env, DATA_DIR: path.join(work, "data"), DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let peak = 0;
  const sampler = setInterval(() => {
    void rssMiB(child.pid!).then(
      (mib) => (peak = Math.max(peak, mib)),
      () => {},
    );
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearInterval(sampler);
  const figures = { bytes: statSync(archive).size, ms: performance.now() - started, peakMiB: peak, code };
  rmSync(work, { recursive: true, force: true });
  return figures;
}

/**
 * Lighthouse mobile (`bench:lighthouse`) on the site of `dataDir`, its server stopped meanwhile:
 * run on the seed-only site, then on the grown one, in the same run (issue 33: / and /blog
 * stay ≥ 98 with ten years of content, the grown site scoring as the young one).
 */
async function runLighthouse(label: string) {
  process.stdout.write(`\n=== Lighthouse mobile, ${label} ===\n`);
  const lighthouse = spawn(process.execPath, [path.join("bench", "lighthouse.ts")], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_DATA_DIR: dataDir,
      BENCH_PAGES: process.env.BENCH_PAGES ?? "/,/blog,/blog/page/2,/realisations",
    },
    stdio: "inherit",
  });
  await new Promise((resolve) => lighthouse.once("exit", resolve));
}
const withLighthouse = process.env.BENCH_LIGHTHOUSE === "1";

await ensureBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-scale-"));
const seed = await start(dataDir);
const seedFigures = await measureAll(seed.app);
const seedRestore = await backupAndRestore(seed.app);
if (withLighthouse) {
  await seed.app.stop();
  await runLighthouse("site de départ (contenu initial)");
}
const running = withLighthouse ? null : seed.app;
const database = await openDatabase({ dataDir, attachToRunning: running !== null });
await growDatabase(database.db)
  .finally(() => database.close())
  .catch(async (err) => {
    await running?.stop();
    throw err;
  });
await running?.stop();
const grown = await start(dataDir);
const grownFigures = await measureAll(grown.app);
const grownRestore = await backupAndRestore(grown.app);
await grown.app.stop();
if (withLighthouse) await runLighthouse("site grandi (10 ans de contenu)");
if (process.env.BENCH_KEEP_DATA === "1") {
  process.stdout.write(`Site grandi gardé : BENCH_DATA_DIR=${dataDir} npm run bench:lighthouse\n`);
} else rmSync(dataDir, { recursive: true, force: true });

const kb = (n: number) => (Number.isNaN(n) ? "—" : `${(n / 1024).toFixed(1)} Ko`);
const rows = [...seedFigures].map(([path, s]) => {
  const g = grownFigures.get(path)!;
  return [
    path,
    kb(s.bytes),
    kb(g.bytes),
    (g.bytes / Math.max(1, s.bytes)).toFixed(2),
    `${s.ms.toFixed(0)} ms`,
    `${g.ms.toFixed(0)} ms`,
    (g.ms / Math.max(1, s.ms)).toFixed(2),
    streamed.includes(path) ? `+${g.peakMiB?.toFixed(0)} Mio` : "",
  ];
});
const header = [
  "requête",
  "octets seed",
  "octets grandi",
  "ratio",
  "temps seed",
  "temps grandi",
  "ratio",
  "pic mémoire",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) process.stdout.write(`${row.map((c, i) => c.padEnd(widths[i]!)).join("  ")}\n`);
const restoreLine = (label: string, r: typeof seedRestore) =>
  `${label} : archive ${kb(r.bytes)}, restauration ${r.ms.toFixed(0)} ms, pic ${r.peakMiB.toFixed(0)} Mio (code ${r.code})\n`;
process.stdout.write(
  `\n${restoreLine("restauration (initial)", seedRestore)}${restoreLine("restauration (grandi)", grownRestore)}`,
);
process.stdout.write(`\ndémarrage : seed ${seed.startMs.toFixed(0)} ms, grandi ${grown.startMs.toFixed(0)} ms\n`);
