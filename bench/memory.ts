import autocannon from "autocannon";
import sharp from "sharp";
import {
  adminLogin,
  imagesIdle,
  ensureBuild,
  loadRequests,
  publicPages,
  startServer,
  treePssMiB,
  waitQuiet,
  type BenchServer,
} from "./lib.ts";

/**
 * `npm run bench:memory`: memory of the whole process tree (Node + every PostgreSQL process,
 * PSS so that shared memory counts once) on the embedded database:
 *   1. after a cold first start (initdb, migrations, seed), once at rest (the seed's images encoded),
 *   2. after 60 s (BENCH_DURATION) of the bench:load traffic, in two halves (growth check),
 *   3. after 300 admin saves and 20 image uploads, then once the media queue is empty (the image
 *      worker, which encodes every image, has exited),
 *   4. after a restart on the same DATA_DIR.
 * Also the time from spawn to a healthy /healthz, cold and on restart. Targets, printed each with
 * ✔/✘: ≤ 220 MB at idle after the first start and ≤ 260 MB after 60 s of bench:load (decision 060);
 * ≤ 350 MB after the admin work, cold start ≤ 5 s, restart ≤ 3 s (decision 040).
 */
const duration = Number(process.env.BENCH_DURATION ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const port = Number(process.env.BENCH_PORT ?? 3904);
const password = "Banc-Memoire-2026!";
const settle = () => new Promise((r) => setTimeout(r, 2_000));

await ensureBuild();

async function timedStart(env: Record<string, string>): Promise<{ app: BenchServer; ms: number }> {
  const started = performance.now();
  const app = await startServer(port, env);
  return { app, ms: Math.round(performance.now() - started) };
}

const rows: Record<string, string | number>[] = [];
const record = async (step: string, app: BenchServer, extra: Record<string, string | number> = {}) => {
  const pss = await treePssMiB(app.pid);
  rows.push({
    étape: step,
    "PSS total Mo": pss.total,
    "Node Mo": pss.node,
    "worker Mo": pss.worker,
    "PostgreSQL Mo": pss.postgres,
    processus: pss.processes,
    ...extra,
  });
  return pss.total;
};

const env = { LEADS_RATE_LIMIT: "100000", ADMIN_PASSWORD: password, DATABASE_URL: "" };
const cold = await timedStart(env);
let app = cold.app;
const dataDir = app.dataDir;
let failures: string[];
try {
  // « Au repos » (decision 060): once the first start's work is done — the image worker encodes the
  // seed's illustrations for tens of seconds after the site answers, then exits.
  const quietAfter = await waitQuiet(app.pid);
  await settle();
  const afterStart = await record("après le premier démarrage, au repos", app, {
    "démarrage ms": cold.ms,
    "attente s": quietAfter,
  });

  const pages = await publicPages(app.url);
  for (const p of pages) await fetch(app.url + p);
  const requests = loadRequests(app.url, pages, () => {});
  const first = await autocannon({ url: app.url, connections, duration: duration / 2, requests });
  const middle = await record(`après ${duration / 2} s de bench:load`, app, {
    "req/s": Math.round(first.requests.average),
  });
  const second = await autocannon({ url: app.url, connections, duration: duration / 2, requests });
  const afterLoad = await record(`après ${duration} s de bench:load`, app, {
    "req/s": Math.round(second.requests.average),
  });
  const loadErrors = first.errors + first.non2xx + first.timeouts + second.errors + second.non2xx + second.timeouts;

  // Admin work: 300 saves of an article, 20 image uploads.
  const cookie = await adminLogin(app.url, password);
  const headers = { "Content-Type": "application/json", Origin: app.url, Cookie: cookie };
  const created = await fetch(`${app.url}/api/articles`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: "Banc mémoire", slug: "banc-memoire", content: "Premier jet." }),
  });
  const { id } = (await created.json()) as { id: number };
  let adminErrors = created.status === 201 ? 0 : 1;
  for (let i = 0; i < 300; i++) {
    const res = await fetch(`${app.url}/api/articles/${id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        title: `Banc mémoire, version ${i}`,
        slug: "banc-memoire",
        content: `## Version ${i}\n\n${"Un paragraphe sur le chêne et le frêne. ".repeat(40)}`,
        isPublished: i % 2 === 0,
      }),
    });
    if (res.status !== 200) adminErrors++;
    await res.arrayBuffer();
  }
  for (let i = 0; i < 20; i++) {
    const jpeg = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 100 + i, g: 74, b: 51 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const form = new FormData();
    form.append("type", "image");
    form.append("description", `Photo de chantier ${i}`);
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `chantier-${i}.jpg`);
    const res = await fetch(`${app.url}/api/media/upload`, {
      method: "POST",
      headers: { Origin: app.url, Cookie: cookie },
      body: form,
    });
    if (res.status !== 201) adminErrors++;
    await res.arrayBuffer();
  }
  await settle();
  const afterAdmin = await record("après 300 enregistrements et 20 images", app, { erreurs: adminErrors });
  // The image worker encodes the 20 images' variants (and what is left of the seed illustrations),
  // then exits: the memory once the media queue is empty.
  const queueSeconds = await imagesIdle(app, cookie);
  await settle();
  const afterQueue = await record("file des médias vide, worker arrêté", app, {
    "attente s": Math.round(queueSeconds),
  });

  await app.child.kill("SIGTERM");
  await new Promise((r) => app.child.once("exit", r));
  const restart = await timedStart({ ...env, DATA_DIR: dataDir });
  app = restart.app;
  await settle();
  await record("après un redémarrage", app, { "démarrage ms": restart.ms });

  console.table(rows);
  const goals: [string, number, number, string][] = [
    ["après le premier démarrage (au repos)", afterStart, 220, "Mo"],
    [`après ${duration} s de bench:load`, afterLoad, 260, "Mo"],
    ["après le travail d'administration", afterAdmin, 350, "Mo"],
    ["premier démarrage", cold.ms, 5_000, "ms"],
    ["redémarrage", restart.ms, 3_000, "ms"],
  ];
  const width = Math.max(...goals.map(([label]) => label.length));
  process.stdout.write("\nObjectifs (décisions 060 et 040) :\n");
  for (const [label, value, goal, unit] of goals) {
    process.stdout.write(
      `${value <= goal ? "✔" : "✘"} ${label.padEnd(width)}  ${`${value} ${unit}`.padStart(10)}  objectif ≤ ${goal} ${unit}\n`,
    );
  }
  failures = [
    afterStart > 220 && `${afterStart} Mo après le démarrage (cible ≤ 220)`,
    afterLoad > 260 && `${afterLoad} Mo après ${duration} s de charge (cible ≤ 260)`,
    afterAdmin > 350 && `${afterAdmin} Mo après le travail d'administration (cible ≤ 350)`,
    afterLoad > middle * 1.1 && `croissance entre les deux moitiés de la charge (${middle} → ${afterLoad} Mo)`,
    cold.ms > 5_000 && `premier démarrage en ${cold.ms} ms (cible ≤ 5000)`,
    restart.ms > 3_000 && `redémarrage en ${restart.ms} ms (cible ≤ 3000)`,
    afterQueue > afterStart && `${afterQueue} Mo une fois la file vide, plus qu'après le démarrage (${afterStart} Mo)`,
    loadErrors > 0 && `${loadErrors} erreurs pendant la charge`,
    adminErrors > 0 && `${adminErrors} erreurs pendant le travail d'administration`,
  ].filter((f): f is string => Boolean(f));
} finally {
  await app.stop();
  const { rmSync } = await import("node:fs");
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`Hors cible :\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
