/**
 * `npm run bench:attachments`: 10 visitors each send 6 phone photos at once (60 uploads in
 * parallel, as browsers do), then their quotes, against the production server in a child process
 * (fresh temporary DATA_DIR, or DATABASE_URL if set). Reports the upload throughput, each
 * request's time (target: none over 5 s) and the server's memory (RSS, read from /proc):
 * before, peak, and 15 s after (target: back near the baseline).
 * Options: BENCH_VISITORS (10), BENCH_PHOTOS (6), BENCH_PHOTO_MP (12: megapixels of each photo).
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { spawnServer } from "../tests/fixtures/child-server.ts";
import { validQuote } from "../tests/fixtures/leads.ts";

const visitors = Number(process.env.BENCH_VISITORS ?? 10);
const photos = Number(process.env.BENCH_PHOTOS ?? 6);
const megapixels = Number(process.env.BENCH_PHOTO_MP ?? 12);
const root = path.resolve(import.meta.dirname, "..");
const MB = 1024 * 1024;

if (!existsSync(path.join(root, "build", "server", "index.js"))) {
  process.stderr.write("La build de production est absente : lancez `npm run build` d'abord.\n");
  process.exit(1);
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A phone-like photo: 4:3, noisy enough to weigh what a real one weighs (2–5 MB), with GPS EXIF. */
async function phonePhoto(i: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 120 + i * 15, g: 100, b: 80 },
      noise: { type: "gaussian", mean: 110, sigma: 18 },
    },
  })
    .jpeg({ quality: 88 })
    .withExif({
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "44/1 39/1 17/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 35/1 50/1" },
    })
    .toBuffer();
}

const images = await Promise.all(Array.from({ length: photos }, (_, i) => phonePhoto(i)));
const bytesPerVisitor = images.reduce((s, b) => s + b.length, 0);

const dataDir = await mkdtemp(path.join(tmpdir(), "atelier-bench-attach-"));
const server = await spawnServer({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: "Banc-d-essai-photos-2026",
  LEADS_RATE_LIMIT: "0",
  LOG_LEVEL: "warn",
}).catch(async (err) => {
  await rm(dataDir, { recursive: true, force: true });
  throw err;
});
const pid = server.child.pid!;

let networkRetries = 0;
async function upload(data: Buffer, name: string): Promise<{ token: string; ms: number; status: number }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), name);
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}/api/quote-attachments`, {
        method: "POST",
        body: form,
        headers: { Origin: server.url },
      });
      const body = (await res.json().catch(() => ({}))) as { token?: string };
      return { token: body.token ?? "", ms: performance.now() - started, status: res.status };
    } catch (err) {
      // A kept-alive socket the server had just closed (EPIPE): the client's race, not a refusal.
      if (attempt >= 2) throw err;
      networkRetries++;
    }
  }
}

try {
  // Warm-up: one upload loads sharp and the code paths; then the baseline.
  await upload(images[0], "warmup.jpg");
  await new Promise((r) => setTimeout(r, 2000));
  const baseline = await rssMb(pid);

  /** One rush: every visitor sends its photos at once, then its quote. */
  async function rush(round: number) {
    let peak = baseline;
    const sampler = setInterval(() => void rssMb(pid).then((v) => (peak = Math.max(peak, v))), 50);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: visitors }, async (_, v) => {
        const uploads = await Promise.all(images.map((img, i) => upload(img, `visiteur-${v + 1}-photo-${i + 1}.jpg`)));
        const quoteStarted = performance.now();
        const res = await fetch(`${server.url}/api/quotes`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: server.url },
          body: JSON.stringify(
            validQuote({ email: `bench-${round}-${v}@example.fr`, attachments: uploads.map((u) => u.token) }),
          ),
        });
        return { uploads, quote: { status: res.status, ms: performance.now() - quoteStarted } };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after: number[] = [];
    for (let i = 0; i < 15; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      after.push(await rssMb(pid));
    }
    return { results, seconds, peak, after };
  }

  const first = await rush(1);
  // A second identical rush: if memory were leaking, it would settle higher than after the first.
  const second = await rush(2);
  const { results, seconds, peak, after } = first;
  const uploads = [...results, ...second.results].flatMap((r) => r.uploads);
  const times = uploads.map((u) => u.ms).sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  const slowest = Math.max(...times, ...[...results, ...second.results].map((r) => r.quote.ms));
  const ok = uploads.filter((u) => u.status === 201).length;
  const quotesOk = [...results, ...second.results].filter((r) => r.quote.status === 201).length;
  const settled = second.after[second.after.length - 1];
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "base embarquée";
  const lines = [
    `Pièces jointes — ${visitors} visiteurs × ${photos} photos de ${megapixels} Mpx (${(bytesPerVisitor / photos / MB).toFixed(1)} Mo en moyenne) envoyées en même temps, ${database}, build de production`,
    `  2 vagues identiques · envois acceptés : ${ok} / ${uploads.length} · devis acceptés : ${quotesOk} / ${2 * visitors} · connexions à refaire (EPIPE côté client) : ${networkRetries}`,
    `  débit (1re vague) : ${((bytesPerVisitor * visitors) / MB / seconds).toFixed(1)} Mo/s, ${((visitors * photos) / seconds).toFixed(1)} photos/s (${seconds.toFixed(2)} s) · 2e vague : ${second.seconds.toFixed(2)} s`,
    `  durée d'un envoi : p50 ${pct(50).toFixed(0)} ms · p90 ${pct(90).toFixed(0)} ms · max ${times[times.length - 1].toFixed(0)} ms · requête la plus lente (devis compris) ${slowest.toFixed(0)} ms`,
    `  mémoire du serveur (RSS) : ${baseline.toFixed(0)} Mo avant · 1re vague : pic ${peak.toFixed(0)} Mo, ${after[4].toFixed(0)} Mo 5 s après, ${after[14].toFixed(0)} Mo 15 s après · 2e vague : pic ${second.peak.toFixed(0)} Mo, ${settled.toFixed(0)} Mo 15 s après`,
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
  // The allocator keeps some freed pages after the first rush; a leak would add more at each one.
  if (settled > after[14] + 40 || settled > baseline * 1.3) {
    process.stderr.write(
      `ÉCHEC : la mémoire ne revient pas à un palier stable (${baseline.toFixed(0)} → ${after[14].toFixed(0)} → ${settled.toFixed(0)} Mo).\n`,
    );
    process.exitCode = 1;
  }
} finally {
  await server.kill("SIGTERM");
  await rm(dataDir, { recursive: true, force: true });
}
