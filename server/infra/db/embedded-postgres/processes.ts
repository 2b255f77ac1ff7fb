/** Processes of the cluster: liveness (zombies, reused pids), postmaster.pid, stopping, a free port. See decision 040. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { Logger } from "#server/logger.ts";

/** Start time of a process (Linux: clock ticks since boot), to tell a live owner from a reused pid. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** A zombie: dead, but not yet reaped by its (new) parent; `kill(pid, 0)` still succeeds on it. */
export function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !zombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether `pid` is the postmaster of this cluster (not another process that reuses the pid). */
export function isPostmasterOf(pid: number, pgdata: string): boolean {
  if (!alive(pid)) return false;
  let command: string;
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    const ps = spawnSync("ps", ["-p", String(pid), "-o", "command="], { encoding: "utf8" });
    command = ps.stdout ?? "";
  }
  return /postgres/.test(command) && command.includes(pgdata);
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL: never leaves a server behind. */
export async function stopPostmaster(pid: number, logger: Logger) {
  const steps: [NodeJS.Signals, number][] = [
    ["SIGINT", 30_000],
    ["SIGQUIT", 10_000],
    ["SIGKILL", 5_000],
  ];
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") return;
      throw error;
    }
    if (await waitForExit(pid, wait)) return;
    logger.warn("postgres did not stop in time", { pid, signal });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function readPostmasterPid(pgdata: string): { pid: number; port: number; status: string } | null {
  try {
    const lines = readFileSync(path.join(pgdata, "postmaster.pid"), "utf8").split("\n");
    return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? "").trim() };
  } catch {
    return null;
  }
}
