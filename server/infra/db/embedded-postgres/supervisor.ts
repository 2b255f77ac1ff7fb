/** The postmaster as a child process, restarted (crash recovery) if it dies. See decision 040. */
import { spawn, type ChildProcess } from "node:child_process";
import type { Logger } from "#server/logger.ts";
import { EmbeddedPostgresError, serverSettings } from "./settings.ts";
import type { Binaries } from "./binaries.ts";
import { spawnOptions } from "./cluster.ts";
import { freePort, readPostmasterPid, stopPostmaster } from "./processes.ts";
import { type RunAs } from "./run-as.ts";

/** Runs the postmaster as a child process and restarts it (crash recovery) if it dies. */
export class Supervisor {
  port = 0;
  private child: ChildProcess | null = null;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | null = null;
  private restarts = 0;
  private readonly onExit = () => this.child?.kill("SIGINT");

  private readonly bin: Binaries;
  private readonly pgdata: string;
  private readonly runAs: RunAs | null;
  private readonly maxConnections: number;
  private readonly logger: Logger;

  constructor(bin: Binaries, pgdata: string, runAs: RunAs | null, maxConnections: number, logger: Logger) {
    this.bin = bin;
    this.pgdata = pgdata;
    this.runAs = runAs;
    this.maxConnections = maxConnections;
    this.logger = logger;
  }

  pid() {
    return this.child?.exitCode === null && this.child.signalCode === null ? (this.child.pid ?? null) : null;
  }

  async start(port: number) {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.spawn(port);
        this.port = port;
        process.once("exit", this.onExit);
        return;
      } catch (error) {
        // Another program took the port between the probe and the start: another port.
        if (attempt < 4 && /could not bind|Address already in use/i.test(String((error as Error).message))) {
          port = await freePort();
          continue;
        }
        throw error;
      }
    }
  }

  private spawn(port: number): Promise<void> {
    const args = ["-D", this.pgdata];
    for (const [name, value] of Object.entries(serverSettings(port, this.maxConnections)))
      args.push("-c", `${name}=${value}`);
    const started = performance.now();
    // Own process group: Ctrl-C in a terminal reaches Node, which stops PostgreSQL after the requests.
    const child = spawn(this.bin.postgres, args, {
      ...spawnOptions(this.runAs),
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    });
    this.child = child;
    let tail = "";
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      tail = (tail + chunk).slice(-4000);
      for (const line of chunk.split("\n")) {
        if (!line.trim()) continue;
        // While we stop it, its « terminating … due to administrator command » lines are expected.
        if (this.stopping) this.logger.debug("postgres", { line });
        else if (/^(FATAL|PANIC|ERROR)/.test(line)) this.logger.error("postgres", { line });
        else if (/^WARNING/.test(line)) this.logger.warn("postgres", { line });
        else this.logger.debug("postgres", { line });
      }
    });
    child.once("exit", (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.stopping || !ready) return;
      this.logger.error("embedded postgres stopped unexpectedly: restarting it", { code, signal });
      this.scheduleRestart();
    });
    let ready = false;
    return new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 120_000;
      const poll = () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          return reject(
            new EmbeddedPostgresError(
              `PostgreSQL n'a pas démarré (code ${child.exitCode ?? child.signalCode}) :\n${tail}`,
            ),
          );
        }
        const status = readPostmasterPid(this.pgdata);
        if (status && status.pid === child.pid && status.status === "ready") {
          ready = true;
          this.logger.info("embedded postgres ready", {
            port,
            pid: child.pid,
            ms: Math.round(performance.now() - started),
          });
          return resolve();
        }
        if (Date.now() > deadline) {
          child.kill("SIGQUIT");
          return reject(new EmbeddedPostgresError(`PostgreSQL ne répond pas après 120 s :\n${tail}`));
        }
        setTimeout(poll, 25);
      };
      child.once("error", (error) =>
        reject(new EmbeddedPostgresError(`PostgreSQL n'a pas pu être lancé : ${error.message}`)),
      );
      poll();
    });
  }

  private scheduleRestart() {
    if (this.stopping || this.restartTimer) return;
    const delay = Math.min(200 * 2 ** this.restarts, 5_000);
    this.restarts++;
    this.restartTimer = setTimeout(async () => {
      this.restartTimer = null;
      if (this.stopping) return;
      try {
        // Backends of the dead postmaster exit by themselves; postgres refuses to start until they have.
        await this.spawn(this.port);
        this.restarts = 0;
      } catch (error) {
        this.logger.error("embedded postgres restart failed: retrying", {
          error: (error as Error).message.slice(0, 500),
        });
        this.scheduleRestart();
      }
    }, delay);
  }

  async stop() {
    this.stopping = true;
    process.removeListener("exit", this.onExit);
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const child = this.child;
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      await stopPostmaster(child.pid, this.logger);
    }
    this.child = null;
  }
}
