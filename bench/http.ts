import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { ensureBuild, publicPages, renderTargets, startServer, waitQuiet } from "./lib.ts";

/**
 * `npm run bench:http`: the production server against a bare node:http server answering the
 * same bytes from memory, in the same run, on loopback. For /, /realisations and a blog article:
 * requests/s and p50/p99 latency from the page cache, with the cache bypassed (server rendering),
 * and the ratio to the bare server. Then the goals of decision 060, each with ✔/✘ (exit code 1 when one
 * is missed): `/` rendered ≥ 150 req/s, an article rendered ≥ 300 req/s, every cached page ≥ 0.8×
 * the bare server.
 */
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

await ensureBuild();
const app = await startServer(Number(process.env.BENCH_PORT ?? 3900));
try {
  const pages = await publicPages(app.url);
  // The first start's image encoding is not a render: measured once the site is quiet.
  process.stdout.write(`site au repos après ${await waitQuiet(app.pid)} s\n`);
  const targets = renderTargets(pages);
  // BENCH_USER_AGENT: a browser's, so that the page views are counted (statistics) as for a visitor.
  const headers: Record<string, string> = {
    "accept-encoding": "br",
    ...(process.env.BENCH_USER_AGENT ? { "user-agent": process.env.BENCH_USER_AGENT } : {}),
  };

  // The bare server: same status, same compressed bytes, same main headers, from memory.
  const bodies = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  for (const target of targets) {
    await fetch(app.url + target, { headers });
    await new Promise((r) => setTimeout(r, 300));
    const res = await fetch(app.url + target, { headers });
    const raw = await import("node:http").then(
      (http) =>
        new Promise<Buffer>((resolve, reject) => {
          http
            .get(app.url + target, { headers }, (r) => {
              const chunks: Buffer[] = [];
              r.on("data", (c: Buffer) => chunks.push(c));
              r.on("end", () => resolve(Buffer.concat(chunks)));
            })
            .on("error", reject);
        }),
    );
    bodies.set(target, {
      body: raw,
      headers: {
        "content-type": res.headers.get("content-type") ?? "text/html",
        "content-encoding": "br",
        etag: res.headers.get("etag") ?? "",
        "cache-control": res.headers.get("cache-control") ?? "",
      },
    });
  }
  const bare = createServer((req, res) => {
    const entry = bodies.get(req.url ?? "/") ?? bodies.get("/")!;
    res.writeHead(200, { ...entry.headers, "content-length": entry.body.length });
    res.end(entry.body);
  });
  await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  const measure = async (url: string, extra: Record<string, string> = {}) => {
    const result = await autocannon({ url, connections, duration, headers: { ...headers, ...extra } });
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  };

  const rows: string[][] = [];
  const goals: { label: string; value: string; goal: string; ok: boolean }[] = [];
  for (const target of targets) {
    const b = await measure(bareUrl + target);
    const cached = await measure(app.url + target);
    const ssr = await measure(app.url + target, { "x-page-cache": "bypass" });
    const ratio = cached.rps / b.rps;
    goals.push({ label: `${target} : cache / serveur nu`, value: ratio.toFixed(2), goal: "≥ 0.80", ok: ratio >= 0.8 });
    const renderGoal = target === "/" ? 150 : target.startsWith("/blog/") ? 300 : null;
    if (renderGoal !== null) {
      goals.push({
        label: `${target} : rendu serveur`,
        value: `${ssr.rps} req/s`,
        goal: `≥ ${renderGoal} req/s`,
        ok: ssr.rps >= renderGoal && ssr.errors === 0,
      });
    }
    rows.push([target, "serveur nu", String(b.rps), `${b.p50}`, `${b.p99}`, "1.00", String(b.errors)]);
    rows.push([
      target,
      "cache",
      String(cached.rps),
      `${cached.p50}`,
      `${cached.p99}`,
      (cached.rps / b.rps).toFixed(2),
      String(cached.errors),
    ]);
    rows.push([
      target,
      "rendu serveur",
      String(ssr.rps),
      `${ssr.p50}`,
      `${ssr.p99}`,
      (ssr.rps / b.rps).toFixed(2),
      String(ssr.errors),
    ]);
  }
  bare.close();
  const header = ["page", "mode", "req/s", "p50 ms", "p99 ms", "ratio", "erreurs"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  process.stdout.write(`\n${connections} connexions, ${duration} s par mesure, boucle locale\n${line(header)}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
  process.stdout.write(`\nObjectifs (decision 060), même passage :\n`);
  const labelWidth = Math.max(...goals.map((g) => g.label.length));
  for (const g of goals) {
    process.stdout.write(
      `${g.ok ? "✔" : "✘"} ${g.label.padEnd(labelWidth)}  ${g.value.padStart(12)}  objectif ${g.goal}\n`,
    );
  }
  if (goals.some((g) => !g.ok)) process.exitCode = 1;
} finally {
  await app.stop();
}
