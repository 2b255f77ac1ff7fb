import { fetchAll, mainPagesImageUrls } from "../tests/support/image-urls.ts";
import { ensureBuild, startServer } from "./lib.ts";

/**
 * `npm run bench:images`: a fresh start (empty data folder), then every image address of
 * /, /services, /realisations, /blog and /a-propos fetched 50 at a time, as soon as /healthz
 * answers — the burst of a crawler after a deploy. Prints the slowest answer and the batch's time.
 * Target: slowest ≤ 1 s (no request ever encodes an image; the queue works in the background).
 * BENCH_ROUNDS=2 repeats the batch (the second round shows the steady state).
 */
await ensureBuild();
const port = Number(process.env.BENCH_PORT ?? 3903);
const started = performance.now();
const app = await startServer(port);
const healthyMs = performance.now() - started;
try {
  const urls = await mainPagesImageUrls(app.url);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  console.log(
    `démarrage à froid → /healthz : ${Math.round(healthyMs)} ms ; ${urls.length} adresses d'images (${new Set(urls).size} distinctes)`,
  );
  for (let round = 1; round <= rounds; round++) {
    const { timings, totalMs } = await fetchAll(app.url, urls, 50);
    const sorted = [...timings].sort((a, b) => b.ms - a.ms);
    const errors = timings.filter((t) => t.status !== 200);
    const median = sorted[Math.floor(sorted.length / 2)]?.ms ?? 0;
    console.log(
      `tour ${round} : la plus lente ${Math.round(sorted[0]?.ms ?? 0)} ms (${sorted[0]?.url}), médiane ${Math.round(median)} ms, lot entier ${Math.round(totalMs)} ms, ${errors.length} erreur(s)${
        errors.length
          ? ` : ${errors
              .slice(0, 3)
              .map((e) => `${e.status} ${e.url}`)
              .join(", ")}`
          : ""
      }`,
    );
  }
} finally {
  await app.stop();
}
