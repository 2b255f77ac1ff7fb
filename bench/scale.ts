import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { openDatabase } from "../server/infra/db/client.ts";
import { DIX_ANS, growDatabase, SEED, UN_AN, type Volume } from "./scale-data.ts";
import { adminLogin, ensureBuild, root, rssMiB, startServer, type BenchServer } from "./lib.ts";

/**
 * `npm run bench:scale`: one throwaway embedded database measured in three states: the
 * seed, « un an » (a tenth of the ten-year volume, at least a full first page of every list:
 * bench/scale-data.ts) and « dix ans »
 * (2,000 articles, 500 projects, 300 services and 300 pages, 20,000 quote requests with attachment
 * rows and events, 300,000 statistics rows, 3,000 media rows). For every public page type, the
 * sitemap and feed, the admin lists and dashboard calls, the leads CSV and a backup: bytes and
 * server time (page cache bypassed, median of BENCH_RUNS = 5 rounds), peak memory; a restore; the start
 * time. The verdict is dix ans / un an — both states show full pages, so the ratio is growth beyond
 * what is shown: bytes ≤ 1.2, time ≤ 2. Requests whose output is the content itself (sitemap, CSV,
 * backup) are judged on peak memory (≤ 50 MiB over idle). dix ans / seed is printed for information.
 * BENCH_LIGHTHOUSE=1 also runs `bench:lighthouse` on the seed, then on dix ans (BENCH_PAGES,
 * BENCH_PROTOCOLS, BENCH_RUNS…): both scores in the same run, on the same machine load;
 * BENCH_KEEP_DATA=1 keeps the grown site (`BENCH_DATA_DIR=… npm run bench:lighthouse` measures it later).
 */
const runs = Number(process.env.BENCH_RUNS ?? 5);
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
/** Output proportional to the content by nature: judged on peak memory, not on bytes and time. */
const proportional = new Set(["/sitemap.xml", ...streamed]);

interface Figure {
  bytes: number;
  ms: number;
  peakMiB?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** One request: bytes and time, or null for a page this state does not have (the seed's blog has no page 2). */
async function once(app: BenchServer, path: string, cookie: string) {
  const started = performance.now();
  const res = await fetch(app.url + path, {
    headers: { Cookie: cookie, "x-page-cache": "bypass", "accept-encoding": "identity" },
  });
  if (!res.ok) {
    await res.arrayBuffer();
    return null;
  }
  const reader = res.body!.getReader();
  let bytes = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.length;
  return { bytes, ms: performance.now() - started };
}

/**
 * Every request BENCH_RUNS times, round after round (the others' load on the machine comes in bursts:
 * a burst then spoils one round of every request rather than every run of one); the median time,
 * the peak memory over the idle server's while the request was served.
 */
async function measureAll(app: BenchServer, label: string) {
  const cookie = await adminLogin(app.url, password);
  const idle = await rssMiB(app.pid);
  const paths = [...publicPaths, ...adminPaths, ...streamed];
  const times = new Map<string, number[]>(paths.map((p) => [p, []]));
  const figures = new Map<string, Figure>(paths.map((p) => [p, { bytes: NaN, ms: NaN, peakMiB: 0 }]));
  for (let round = 1; round <= runs; round++) {
    process.stderr.write(`bench:scale — ${label}, tour ${round}/${runs}\n`);
    for (const path of paths) {
      const figure = figures.get(path)!;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          figure.peakMiB = Math.max(figure.peakMiB!, (await rssMiB(app.pid)) - idle);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const result = await once(app, path, cookie);
      sampling = false;
      await sampler;
      if (!result) continue;
      figure.bytes = result.bytes;
      times.get(path)!.push(result.ms);
    }
  }
  for (const [path, figure] of figures) figure.ms = median(times.get(path)!);
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
 * run on the seed-only site, then on the grown one, in the same run (/ and /blog
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

/** Starts the site of `dataDir`, measures it, backs it up and restores the backup; its server stopped after. */
async function measureState(label: string) {
  const state = await start(dataDir);
  const figures = await measureAll(state.app, label);
  const restore = await backupAndRestore(state.app);
  await state.app.stop();
  return { figures, restore, startMs: state.startMs };
}

async function grow(from: Volume, to: Volume) {
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  await growDatabase(database.db, from, to).finally(() => database.close());
  process.stderr.write(`bench:scale — contenu ajouté en ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const seed = await measureState("seed");
if (withLighthouse) await runLighthouse("site de départ (contenu initial)");
await grow(SEED, UN_AN);
const unAn = await measureState("un an");
await grow(UN_AN, DIX_ANS);
const dixAns = await measureState("dix ans");
if (withLighthouse) await runLighthouse("dix ans de contenu");
if (process.env.BENCH_KEEP_DATA === "1") {
  process.stdout.write(`Site grandi gardé : BENCH_DATA_DIR=${dataDir} npm run bench:lighthouse\n`);
} else rmSync(dataDir, { recursive: true, force: true });

const kb = (n: number) => (Number.isNaN(n) ? "—" : `${(n / 1024).toFixed(1)} Ko`);
const ms = (n: number) => (Number.isNaN(n) ? "—" : `${n.toFixed(0)} ms`);
const ratio = (a: number, b: number) => (Number.isNaN(a) || Number.isNaN(b) ? "—" : (a / Math.max(1, b)).toFixed(2));
let failures = 0;
const rows = [...seed.figures].map(([path, s]) => {
  const a = unAn.figures.get(path)!;
  const d = dixAns.figures.get(path)!;
  let verdict: string;
  if (proportional.has(path)) {
    const ok = (d.peakMiB ?? 0) <= 50;
    verdict = `${ok ? "✔" : "✘"} proportionnel au contenu, pic +${(d.peakMiB ?? 0).toFixed(0)} Mio`;
    if (!ok) failures++;
  } else {
    const ok = d.bytes / Math.max(1, a.bytes) <= 1.2 && d.ms / Math.max(1, a.ms) <= 2;
    verdict = ok ? "✔" : "✘";
    if (!ok) failures++;
  }
  return [
    path,
    kb(s.bytes),
    kb(a.bytes),
    kb(d.bytes),
    ratio(d.bytes, a.bytes),
    ratio(d.bytes, s.bytes),
    ms(s.ms),
    ms(a.ms),
    ms(d.ms),
    ratio(d.ms, a.ms),
    ratio(d.ms, s.ms),
    verdict,
  ];
});
const header = [
  "requête",
  "octets seed",
  "un an",
  "dix ans",
  "10a/1a",
  "10a/seed",
  "temps seed",
  "un an",
  "dix ans",
  "10a/1a",
  "10a/seed",
  "verdict (10a/1a : octets ≤ 1,2, temps ≤ 2)",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) process.stdout.write(`${row.map((c, i) => c.padEnd(widths[i]!)).join("  ")}\n`);
const restoreLine = (label: string, r: typeof unAn.restore) =>
  `${label} : archive ${kb(r.bytes)}, restauration ${r.ms.toFixed(0)} ms, pic ${r.peakMiB.toFixed(0)} Mio (code ${r.code})\n`;
process.stdout.write(
  `\n${restoreLine("restauration (seed)", seed.restore)}${restoreLine("restauration (un an)", unAn.restore)}${restoreLine("restauration (dix ans)", dixAns.restore)}`,
);
process.stdout.write(
  `\ndémarrage : seed ${seed.startMs.toFixed(0)} ms, un an ${unAn.startMs.toFixed(0)} ms, dix ans ${dixAns.startMs.toFixed(0)} ms\n`,
);
process.stdout.write(`\n${failures === 0 ? "✔ tout tient" : `✘ ${failures} requête(s) hors des bornes`}\n`);
