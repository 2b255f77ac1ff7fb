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
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "atelier-bench-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    // Production refuses a first start without ADMIN_PASSWORD (docs/security.md).
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ADMIN_PASSWORD: "Banc-d-essai-menuiserie-2026", ...env },
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
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
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
