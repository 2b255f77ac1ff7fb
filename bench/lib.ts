import type { Request as CannonRequest } from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/** Builds once if needed: benchmarks measure the production build. */
export async function ensureBuild(): Promise<void> {
  if (existsSync(path.join(root, "build", "server", "index.js"))) return;
  await run("npm", ["run", "build"]);
}

export function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} → ${code}`))));
  });
}

export interface BenchServer {
  url: string;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts `node server/main.ts` (production) on a fresh embedded database and waits until healthy. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  // BENCH_DATA_DIR: measure an existing site (e.g. the grown one `BENCH_KEEP_DATA=1 npm run bench:scale` leaves).
  const given = env.DATA_DIR ?? process.env.BENCH_DATA_DIR;
  const dataDir = given ?? mkdtempSync(path.join(tmpdir(), "atelier-bench-"));
  // BENCH_NODE_FLAGS: other V8/Node flags to compare (e.g. "--max-semi-space-size=2").
  // As `npm start` (scripts/start.ts): no --optimize-for-size since decision 060.
  const flags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [
    "--max-semi-space-size=8",
    "--max-old-space-size=512",
  ];
  const child = spawn(process.execPath, [...flags, "server/main.ts"], {
    cwd: root,
    // Production refuses a first start without ADMIN_PASSWORD (docs/security.md); MALLOC_ARENA_MAX and
    // the V8 flags as `npm start` (scripts/start.ts) and the Docker image set them.
    env: {
      ...process.env,
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "65536",
      MALLOC_TRIM_THRESHOLD_: "65536",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "Banc-d-essai-menuiserie-2026",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error("le serveur n'est pas prêt après 120 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    child,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MiB (Linux). */
export async function rssMiB(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-quic",
  "--disable-sync",
  "--no-first-run",
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The public pages every page benchmark measures (a blog article and a project are looked up). */
export async function publicPages(url: string): Promise<string[]> {
  const published = (await (await fetch(`${url}/api/articles/published`)).json().catch(() => [])) as { slug: string }[];
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const article = published[0]?.slug ? `/blog/${published[0].slug}` : locs.find((l) => l.startsWith("/blog/"));
  const project = locs.find((l) => l.startsWith("/realisation/"));
  const service = locs.find((l) => l.startsWith("/services/"));
  const all = ["/", "/services", service, "/realisations", project, "/blog", article, "/a-propos", "/contact"].filter(
    (p): p is string => Boolean(p),
  );
  // BENCH_PAGES=/,/a-propos measures only these (quicker while working on one page).
  const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  return only?.length ? all.filter((p) => only.includes(p)) : all;
}

/** Pids of a process and of all its descendants (Linux /proc): Node and its embedded PostgreSQL. */
export async function processTree(pid: number): Promise<number[]> {
  const { readdir, readFile } = await import("node:fs/promises");
  const children = new Map<number, number[]>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    if (!stat) continue;
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const out = [pid];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]) ?? []));
  return out;
}

/**
 * Proportional memory (PSS, /proc/<pid>/smaps_rollup) of the whole process tree in MiB: pages shared
 * between PostgreSQL's processes (shared_buffers, the binary) are counted once, split between them;
 * Node, its image worker (while it runs) and PostgreSQL apart.
 */
export async function treePssMiB(
  pid: number,
): Promise<{ total: number; node: number; worker: number; postgres: number; processes: number }> {
  const { readFile } = await import("node:fs/promises");
  let node = 0;
  let worker = 0;
  let postgres = 0;
  const pids = await processTree(pid);
  for (const p of pids) {
    const rollup = await readFile(`/proc/${p}/smaps_rollup`, "utf8").catch(() => "");
    const kb = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    const command = await readFile(`/proc/${p}/cmdline`, "utf8").catch(() => "");
    if (p === pid) node += kb;
    // The image worker (server/modules/media/worker/child.ts), present only while photos are encoded.
    else if (command.includes("worker/child.ts")) worker += kb;
    else postgres += kb;
  }
  const mib = (kb: number) => Math.round((kb / 1024) * 10) / 10;
  return {
    total: mib(node + worker + postgres),
    node: mib(node),
    worker: mib(worker),
    postgres: mib(postgres),
    processes: pids.length,
  };
}

/** The bench:load mix: every public page, the blog twice, and quote submissions. */
export function loadRequests(url: string, pages: string[], onLead: (status: number) => void): CannonRequest[] {
  let n = 0;
  const quote = () => ({
    firstName: "Camille",
    lastName: `Charge${n++}`,
    email: `camille${n}@example.com`,
    phone: "0556000000",
    address: "12 chemin des Pins, 33650 Saucats",
    projectType: "cuisine",
    projectDescription: "Cuisine en chêne massif avec îlot central et plan en quartz.",
    budget: "10k-20k",
    timeline: "6-mois",
    rgpdConsent: true,
  });
  return [
    ...pages.map((path) => ({ method: "GET" as const, path })),
    ...pages.filter((p) => p.startsWith("/blog")).map((path) => ({ method: "GET" as const, path })),
    {
      method: "POST" as const,
      path: "/api/quotes",
      headers: { "content-type": "application/json", origin: url },
      setupRequest: (req: CannonRequest) => ({ ...req, body: JSON.stringify(quote()) }),
      onResponse: (status: number) => onLead(status),
    },
  ];
}

/** Logs in as the administrator (ADMIN_PASSWORD of the bench server): the session cookie. */
export async function adminLogin(url: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password }),
  });
  return (login.headers.get("set-cookie") ?? "").split(";")[0];
}

/**
 * Waits until the media queue has nothing pending and the image worker has exited (it encodes
 * every image, then leaves after 5 s idle), 15 minutes at most: returns the seconds waited.
 */
export async function imagesIdle(server: { url: string; pid: number }, cookie: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 15 * 60_000) {
    const jobs = (await (await fetch(`${server.url}/api/media/jobs`, { headers: { Cookie: cookie } })).json()) as {
      pending: number;
    };
    if (jobs.pending === 0 && (await treePssMiB(server.pid)).worker === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return (performance.now() - started) / 1000;
}

/** CPU time (utime + stime, ms) one process has used, from /proc; 0 once it has exited. */
export async function processCpuMs(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 (1-based), in clock ticks of 10 ms.
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/** CPU time (ms) used so far by a process and its descendants (Linux /proc). */
export async function treeCpuMs(pid: number): Promise<number> {
  let ms = 0;
  for (const p of await processTree(pid)) ms += await processCpuMs(p);
  return ms;
}

/** The pages the render benches measure: the home page, the portfolio, the first blog article. */
export const renderTargets = (pages: string[]) => [
  "/",
  "/realisations",
  pages.find((p) => p.startsWith("/blog/")) ?? "/blog",
];

/**
 * Waits until the site's processes are quiet (under 5 % of a core for five seconds in a row, 120 s at most):
 * after a first start, the image worker encodes the initial illustrations for tens of seconds, and a
 * render measured meanwhile measures that encoding. Returns the seconds waited.
 */
export async function waitQuiet(pid: number, maxSeconds = 120): Promise<number> {
  const start = Date.now();
  let last = await treeCpuMs(pid);
  // Five quiet seconds in a row: the image worker starts a moment after the site answers.
  for (let quiet = 0; quiet < 5 && Date.now() - start < maxSeconds * 1000;) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await treeCpuMs(pid);
    quiet = now - last < 50 ? quiet + 1 : 0;
    last = now;
  }
  return Math.round((Date.now() - start) / 1000);
}
