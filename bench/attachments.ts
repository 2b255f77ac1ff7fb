/**
 * `npm run bench:attachments`: 10 visitors each send 6 phone photos at once (60 uploads in
 * parallel, as browsers do), then their quotes, against the production server started as
 * `npm start` starts it (same Node flags and allocator settings), on a fresh embedded database.
 * Two identical rushes. Reports, per rush:
 * - each request's time (target: none over 5 s) and the upload throughput;
 * - when the last photo is encoded (the image worker works after the answers, decision 043);
 * - memory (PSS, /proc, split Node / image worker / PostgreSQL): before, peak, and once the worker
 *   has exited (target: Node back to its baseline, the worker gone).
 * Options: BENCH_VISITORS (10), BENCH_PHOTOS (6), BENCH_PHOTO_MP (12: megapixels of each photo),
 * BENCH_PORT (4980).
 */
import { validQuote } from "../tests/fixtures/leads.ts";
import { phonePhoto } from "../tests/fixtures/photos.ts";
import { adminLogin, ensureBuild, imagesIdle, rssMiB, startServer, treePssMiB } from "./lib.ts";

const visitors = Number(process.env.BENCH_VISITORS ?? 10);
const photos = Number(process.env.BENCH_PHOTOS ?? 6);
const megapixels = Number(process.env.BENCH_PHOTO_MP ?? 12);
const port = Number(process.env.BENCH_PORT ?? 4980);
const password = "Banc-d-essai-photos-2026";
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

await ensureBuild();

/** A phone-like photo: 4:3, noisy enough to weigh what a real one weighs (2–5 MB), with GPS EXIF. */
function benchPhoto(i: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
  return phonePhoto({
    width,
    height: Math.round((width * 3) / 4),
    background: { r: 120 + i * 15, g: 100, b: 80 },
    noise: { mean: 110, sigma: 18 },
  });
}

const images = await Promise.all(Array.from({ length: photos }, (_, i) => benchPhoto(i)));
const bytesPerVisitor = images.reduce((s, b) => s + b.length, 0);

const app = await startServer(port, { ADMIN_PASSWORD: password, LEADS_RATE_LIMIT: "0", DATABASE_URL: "" });
const url = app.url;

let networkRetries = 0;
async function upload(data: Buffer, name: string): Promise<{ token: string; ms: number; status: number }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), name);
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    try {
      const res = await fetch(`${url}/api/quote-attachments`, { method: "POST", body: form, headers: { Origin: url } });
      const body = (await res.json().catch(() => ({}))) as { token?: string };
      return { token: body.token ?? "", ms: performance.now() - started, status: res.status };
    } catch (err) {
      // A kept-alive socket the server had just closed (EPIPE): the client's race, not a refusal.
      if (attempt >= 2) throw err;
      networkRetries++;
    }
  }
}

const cookie = await adminLogin(url, password);

/** Photos of these quotes not encoded yet (read as the admin's inbox reads them). */
async function stillProcessing(emails: string[]): Promise<number> {
  const list = (await (await fetch(`${url}/api/leads?kind=quote`, { headers: { Cookie: cookie } })).json()) as {
    items: { id: number; email: string }[];
  };
  let count = 0;
  for (const item of list.items.filter((i) => emails.includes(i.email))) {
    const detail = (await (
      await fetch(`${url}/api/leads/quote/${item.id}`, { headers: { Cookie: cookie } })
    ).json()) as {
      attachments: { state: string }[];
    };
    count += detail.attachments.filter((a) => a.state === "processing").length;
  }
  return count;
}

/** The median of 5 readings over 10 s (one reading may catch garbage not yet collected). */
async function settledMemory() {
  const readings: { pss: Awaited<ReturnType<typeof treePssMiB>>; rss: number }[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(2_000);
    readings.push({ pss: await treePssMiB(app.pid), rss: await rssMiB(app.pid) });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
  return {
    node: median(readings.map((r) => r.pss.node)),
    worker: Math.max(...readings.map((r) => r.pss.worker)),
    postgres: median(readings.map((r) => r.pss.postgres)),
    total: median(readings.map((r) => r.pss.total)),
    rss: median(readings.map((r) => r.rss)),
  };
}

try {
  // A fresh server encodes its seed images' variants while it is idle (the media queue): the
  // baseline is taken once that queue is empty, or it would measure the queue's encodings.
  const queueSeconds = await imagesIdle(app, cookie);
  process.stdout.write(`(file des médias du contenu de départ vidée en ${queueSeconds.toFixed(0)} s)\n`);
  // Warm-up: one upload loads the code paths and starts the worker once; the baseline is taken
  // once the worker has exited again.
  await upload(images[0], "warmup.jpg");
  await imagesIdle(app, cookie);
  const baseline = await settledMemory();

  /** One rush: every visitor sends its photos at once, then its quote. */
  async function rush(round: number) {
    let peakNode = baseline.node;
    let peakTotal = baseline.total;
    let peakWorker = 0;
    const sampler = setInterval(
      () =>
        void treePssMiB(app.pid).then((m) => {
          peakNode = Math.max(peakNode, m.node);
          peakTotal = Math.max(peakTotal, m.total);
          peakWorker = Math.max(peakWorker, m.worker);
        }),
      100,
    );
    const emails = Array.from({ length: visitors }, (_, v) => `bench-${round}-${v}@example.fr`);
    const started = performance.now();
    const results = await Promise.all(
      emails.map(async (email, v) => {
        const uploads = await Promise.all(images.map((img, i) => upload(img, `visiteur-${v + 1}-photo-${i + 1}.jpg`)));
        const quoteStarted = performance.now();
        const res = await fetch(`${url}/api/quotes`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: url },
          body: JSON.stringify(validQuote({ email, attachments: uploads.map((u) => u.token) })),
        });
        return { uploads, quote: { status: res.status, ms: performance.now() - quoteStarted } };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const waitingAfterAnswers = await stillProcessing(emails);
    while ((await stillProcessing(emails)) > 0) await sleep(250);
    const encodedSeconds = (performance.now() - started) / 1000;
    const gone = await imagesIdle(app, cookie);
    clearInterval(sampler);
    const after = await settledMemory();
    return {
      results,
      seconds,
      encodedSeconds,
      waitingAfterAnswers,
      workerExitSeconds: gone,
      peakNode,
      peakTotal,
      peakWorker,
      after,
    };
  }

  const rushes = [await rush(1), await rush(2)];
  const all = rushes.flatMap((r) => r.results);
  const uploads = all.flatMap((r) => r.uploads);
  const times = uploads.map((u) => u.ms).sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  const slowest = Math.max(...times, ...all.map((r) => r.quote.ms));
  const ok = uploads.filter((u) => u.status === 201).length;
  const quotesOk = all.filter((r) => r.quote.status === 201).length;
  const lines = [
    `Pièces jointes — ${visitors} visiteurs × ${photos} photos de ${megapixels} Mpx (${(bytesPerVisitor / photos / MB).toFixed(1)} Mo en moyenne) envoyées en même temps, base embarquée, build de production (réglages de npm start)`,
    `  2 vagues · envois acceptés : ${ok} / ${uploads.length} · devis acceptés : ${quotesOk} / ${2 * visitors} · connexions à refaire (EPIPE côté client) : ${networkRetries}`,
    `  durée d'un envoi : p50 ${pct(50).toFixed(0)} ms · p90 ${pct(90).toFixed(0)} ms · max ${times[times.length - 1].toFixed(0)} ms · requête la plus lente (devis compris) ${slowest.toFixed(0)} ms`,
    `  mémoire avant : Node ${baseline.node} Mo PSS (RSS ${baseline.rss} Mo) · PostgreSQL ${baseline.postgres} Mo · worker d'images ${baseline.worker} Mo (arrêté)`,
    ...rushes.map(
      (r, i) =>
        `  vague ${i + 1} : réponses en ${r.seconds.toFixed(2)} s (${((bytesPerVisitor * visitors) / MB / r.seconds).toFixed(1)} Mo/s, ${((visitors * photos) / r.seconds).toFixed(1)} photos/s) · ${r.waitingAfterAnswers} photos encore à encoder à ce moment · toutes encodées à ${r.encodedSeconds.toFixed(1)} s (${((visitors * photos) / r.encodedSeconds).toFixed(1)} photos/s) · worker arrêté ${r.workerExitSeconds.toFixed(1)} s plus tard\n` +
        `           pic : Node ${r.peakNode} Mo, worker ${r.peakWorker} Mo, total ${r.peakTotal} Mo · après (médiane sur 10 s) : Node ${r.after.node} Mo PSS (RSS ${r.after.rss} Mo), worker ${r.after.worker} Mo, total ${r.after.total} Mo`,
    ),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  if (ok !== uploads.length || quotesOk !== 2 * visitors) {
    process.stderr.write("ÉCHEC : des envois ont été refusés.\n");
    process.exitCode = 1;
  }
  if (slowest > 5000) {
    process.stderr.write(`ÉCHEC : une requête a pris plus de 5 s (${slowest.toFixed(0)} ms).\n`);
    process.exitCode = 1;
  }
  // Back to the baseline: the worker gone (its memory returned whole), Node near where it started,
  // and no growth from one rush to the next (a leak would add at each). What stays in Node is
  // glibc's main arena ([heap] in /proc/<pid>/smaps), freed memory kept for reuse (decision 043).
  const [first, second] = rushes.map((r) => r.after);
  if (second.worker > 0 || second.rss > baseline.rss * 1.25 || second.rss > first.rss + 10) {
    process.stderr.write(
      `ÉCHEC : la mémoire ne revient pas au niveau de départ (Node RSS ${baseline.rss} → ${first.rss} → ${second.rss} Mo, worker ${second.worker} Mo).\n`,
    );
    process.exitCode = 1;
  }
} finally {
  await app.stop();
}
