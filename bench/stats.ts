import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { ensureBuild, startServer } from "./lib.ts";

/**
 * `npm run bench:stats`: the cost of the cookieless statistics on the page-cache path (decision 045).
 * One production server; cached pages are requested in rounds that alternate a visitor's user agent
 * (each request counted) and a crawler's of the same length (filtered out before any counting), so
 * that the machine's load drifts over both alike. Prints req/s per round, the median ratio
 * counted/not counted and the load average. BENCH_ROUNDS (6), BENCH_DURATION (5 s), BENCH_PORT.
 *
 * Throughput swings with the other processes of a shared machine; the server's own CPU time per
 * request (/proc/<pid>/stat, user + system) is the steadier figure: both are printed.
 */
const TICK_US = 10_000; // USER_HZ = 100 on Linux
function cpuUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// Same length as the browser's, so that both requests weigh the same on the wire and in the parser.
const crawler =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0 Safari/".padEnd(
    browser.length,
    "x",
  );

await ensureBuild();
const app = await startServer(Number(process.env.BENCH_PORT ?? 3903));
try {
  const targets = (process.env.BENCH_PAGES ?? "/,/realisations").split(",");
  // Warm the page cache (and the user-agent cache) so that every measured request is a HIT.
  for (const t of targets)
    for (const ua of [browser, crawler]) await (await fetch(app.url + t, { headers: { "user-agent": ua } })).text();

  const measure = async (ua: string) => {
    const cpuBefore = cpuUs(app.pid);
    const result = await autocannon({
      url: app.url,
      connections,
      duration,
      requests: targets.map((path) => ({ method: "GET" as const, path })),
      headers: { "accept-encoding": "br", "user-agent": ua },
    });
    if (result.errors + result.non2xx > 0) throw new Error(`${result.errors + result.non2xx} erreurs`);
    return { rps: result.requests.average, cpu: (cpuUs(app.pid) - cpuBefore) / result.requests.total };
  };

  const rpsRatios: number[] = [];
  const cpuRatios: number[] = [];
  const load = [loadavg()[0]];
  process.stdout.write(`\n${connections} connexions, ${duration} s par mesure, pages ${targets.join(" ")} (cache)\n`);
  process.stdout.write(
    "tour  compté req/s  non compté req/s  ratio req/s  compté µs CPU/req  non compté µs CPU/req  ratio CPU\n",
  );
  for (let i = 0; i < rounds; i++) {
    // Alternate which goes first: neither side always follows the other.
    let counted, uncounted;
    if (i % 2 === 0) {
      counted = await measure(browser);
      uncounted = await measure(crawler);
    } else {
      uncounted = await measure(crawler);
      counted = await measure(browser);
    }
    rpsRatios.push(counted.rps / uncounted.rps);
    cpuRatios.push(counted.cpu / uncounted.cpu);
    load.push(loadavg()[0]);
    const cells = [
      String(i + 1),
      String(Math.round(counted.rps)),
      String(Math.round(uncounted.rps)),
      (counted.rps / uncounted.rps).toFixed(3),
      counted.cpu.toFixed(0),
      uncounted.cpu.toFixed(0),
      (counted.cpu / uncounted.cpu).toFixed(3),
    ];
    const widths = [4, 12, 16, 11, 17, 21, 9];
    process.stdout.write(`${cells.map((c, j) => c.padEnd(widths[j])).join("  ")}\n`);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const m =
      sorted.length % 2
        ? sorted[(sorted.length - 1) / 2]
        : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    return `${m.toFixed(3)} (min ${sorted[0].toFixed(3)}, max ${sorted.at(-1)!.toFixed(3)})`;
  };
  process.stdout.write(
    `ratio médian compté / non compté : req/s ${median(rpsRatios)} · CPU par requête ${median(cpuRatios)} · charge moyenne (1 min) ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}\n`,
  );
} finally {
  await app.stop();
}
