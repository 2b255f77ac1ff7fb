/**
 * `npm run bench:leads`: 200 concurrent quote requests against the production server in a child
 * process (fresh temporary DATA_DIR, or DATABASE_URL if set), then checks that all 200 are stored.
 * Options: BENCH_LEADS (number of requests, default 200), BENCH_CONNECTIONS (default = requests).
 */
import autocannon from "autocannon";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminCookie, exportedRows, spawnServer } from "../tests/fixtures/child-server.ts";
import { validQuote } from "../tests/fixtures/leads.ts";

const total = Number(process.env.BENCH_LEADS ?? 200);
const connections = Number(process.env.BENCH_CONNECTIONS ?? total);
const password = "Banc-d-essai-copeaux-2026";
const root = path.resolve(import.meta.dirname, "..");

if (!existsSync(path.join(root, "build", "server", "index.js"))) {
  process.stderr.write("La build de production est absente : lancez `npm run build` d'abord.\n");
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), "atelier-bench-leads-"));
const server = await spawnServer({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: password,
  LEADS_RATE_LIMIT: "0",
  LOG_LEVEL: "warn",
}).catch(async (err) => {
  await rm(dataDir, { recursive: true, force: true });
  throw err;
});
try {
  const cookie = await adminCookie(server.url, password);
  const before = (await exportedRows(server.url, cookie, "quote")).length;
  const run = Date.now().toString(36);
  const body = JSON.stringify(validQuote({ email: `bench-${run}-[<id>]@example.fr` }));

  const started = performance.now();
  const result = await autocannon({
    url: `${server.url}/api/quotes`,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    idReplacement: true,
    amount: total,
    connections: Math.min(connections, total),
    pipelining: 1,
    timeout: 60,
  });
  const seconds = (performance.now() - started) / 1000;

  const rows = await exportedRows(server.url, cookie, "quote");
  const stored = rows.filter((r) => r.some((c) => c.startsWith(`bench-${run}-`) && c.endsWith("@example.fr"))).length;
  const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PostgreSQL embarqué";
  const lines = [
    `Leads — ${total} demandes de devis simultanées (${Math.min(connections, total)} connexions), ${database}, build de production`,
    `  réponses 2xx : ${result["2xx"]} · autres : ${result.non2xx} · erreurs : ${result.errors} · délais dépassés : ${result.timeouts}`,
    `  débit : ${(total / seconds).toFixed(1)} req/s (${seconds.toFixed(2)} s au total)`,
    `  latence : moyenne ${result.latency.average.toFixed(0)} ms · p50 ${result.latency.p50} ms · p90 ${result.latency.p90} ms · p99 ${result.latency.p99} ms · max ${result.latency.max} ms`,
    `  enregistrées : ${stored} / ${total} (base : ${before} avant, ${rows.length} après)`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  if (stored !== total || result["2xx"] !== total) {
    process.stderr.write("ÉCHEC : toutes les demandes acceptées ne sont pas enregistrées.\n");
    process.exitCode = 1;
  }
} finally {
  await server.kill("SIGTERM");
  await rm(dataDir, { recursive: true, force: true });
}
