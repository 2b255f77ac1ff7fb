import { ensureBuild, processCpuMs, publicPages, renderTargets, startServer, waitQuiet } from "./lib.ts";

/**
 * `node bench/render-cpu.ts`: the CPU time of one server render, insensitive to a shared machine's
 * waiting (`utime + stime` of the Node process from /proc before and after N renders,
 * `x-page-cache: bypass`, 4 at a time, `accept-encoding: br` as `bench:http`). For `/`,
 * `/realisations` and a blog article, with the size of the rendered HTML. BENCH_RENDERS (150),
 * BENCH_ENCODING (br), BENCH_PORT; BENCH_NODE_FLAGS="--max-semi-space-size=4 --cpu-prof
 * --cpu-prof-dir=/tmp/prof" profiles the same renders.
 */
const renders = Number(process.env.BENCH_RENDERS ?? 150);
const encoding = process.env.BENCH_ENCODING ?? "br";

await ensureBuild();
const app = await startServer(Number(process.env.BENCH_PORT ?? 3900));
try {
  const pages = await publicPages(app.url);
  process.stdout.write(`site au repos après ${await waitQuiet(app.pid)} s\n`);
  const all = renderTargets(pages);
  // BENCH_TARGETS=/ renders only these (one page per profile).
  const only = process.env.BENCH_TARGETS?.split(",").filter(Boolean);
  const targets = only?.length ? all.filter((t) => only.includes(t)) : all;
  const headers = { "accept-encoding": encoding, "x-page-cache": "bypass" };
  const get = async (target: string) => {
    const res = await fetch(app.url + target, { headers });
    if (!res.ok) throw new Error(`${target} → ${res.status}`);
    return res.arrayBuffer();
  };
  for (const target of targets) {
    const html = await (await fetch(app.url + target, { headers: { "x-page-cache": "bypass" } })).text();
    for (let i = 0; i < 30; i++) await get(target); // warm up (JIT, memoised content)
    const before = await processCpuMs(app.pid);
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next++ < renders) await get(target);
      }),
    );
    const ms = ((await processCpuMs(app.pid)) - before) / renders;
    process.stdout.write(`${target}\t${ms.toFixed(1)} ms CPU par rendu\t${(html.length / 1024).toFixed(1)} Ko HTML\n`);
  }
} finally {
  await app.stop();
}
