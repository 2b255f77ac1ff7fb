import autocannon from "autocannon";
import { count } from "drizzle-orm";
import { openDatabase } from "../server/infra/db/client.ts";
import { leads } from "../server/modules/leads/schema.ts";
import { ensureBuild, loadRequests, publicPages, rssMiB, startServer, treePssMiB } from "./lib.ts";

/**
 * `npm run bench:load`: 60 s (BENCH_DURATION) at high concurrency mixing public pages, blog
 * articles and quote submissions. Checks zero errors and that every acknowledged lead is stored,
 * and reports resident memory before and after (after a warm-up).
 */
const duration = Number(process.env.BENCH_DURATION ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);

await ensureBuild();
// The per-address lead limit would (rightly) refuse a flood from one address: raise it for the benchmark.
const app = await startServer(Number(process.env.BENCH_PORT ?? 3903), { LEADS_RATE_LIMIT: "100000" });
let ok: boolean;
try {
  const pages = await publicPages(app.url);
  for (const p of pages) await fetch(app.url + p);
  const warm = await autocannon({
    url: app.url,
    connections: 16,
    duration: 5,
    requests: pages.map((path) => ({ method: "GET", path })),
  });
  const before = await rssMiB(app.pid);
  const pssBefore = await treePssMiB(app.pid);

  let leadOk = 0;
  const requests = loadRequests(app.url, pages, (status) => {
    if (status === 200 || status === 201) leadOk++;
  });
  // Two halves: memory after the first one shows the warm-up, after the second any growth.
  const first = await autocannon({ url: app.url, connections, duration: duration / 2, requests });
  const middle = await rssMiB(app.pid);
  const second = await autocannon({ url: app.url, connections, duration: duration / 2, requests });
  const after = await rssMiB(app.pid);
  const pssAfter = await treePssMiB(app.pid);
  const result = {
    errors: first.errors + second.errors,
    non2xx: first.non2xx + second.non2xx,
    timeouts: first.timeouts + second.timeouts,
    requests: {
      total: first.requests.total + second.requests.total,
      average: (first.requests.average + second.requests.average) / 2,
    },
    latency: {
      p50: Math.max(first.latency.p50, second.latency.p50),
      p99: Math.max(first.latency.p99, second.latency.p99),
    },
  };
  await app.child.kill("SIGTERM");
  await new Promise((r) => app.child.once("exit", r));

  const database = await openDatabase({ dataDir: app.dataDir });
  const [{ stored }] = await database.db.select({ stored: count() }).from(leads);
  await database.close();

  const errors = result.errors + result.non2xx + result.timeouts;
  // A submission still in flight when the clock stops may be stored without its answer being
  // counted: at most one per connection and per half. None may be missing.
  ok = errors === 0 && stored >= leadOk && stored - leadOk <= 2 * connections;
  console.table([
    {
      "durée s": duration,
      connexions: connections,
      requêtes: result.requests.total,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      erreurs: errors,
      "demandes acquittées": leadOk,
      "demandes en base": stored,
      "RSS avant Mo": before,
      "RSS mi-course Mo": middle,
      "RSS après Mo": after,
      "PSS Node+PostgreSQL avant Mo": pssBefore.total,
      "PSS Node+PostgreSQL après Mo": pssAfter.total,
      "préchauffe req/s": Math.round(warm.requests.average),
    },
  ]);
} finally {
  await app.stop();
}
if (!ok) {
  console.error("Échec : des erreurs ou des demandes manquantes.");
  process.exit(1);
}
