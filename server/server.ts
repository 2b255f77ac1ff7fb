import { mkdir } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createRequestListener } from "./app.ts";
import { loadConfig, type Config } from "./config.ts";
import { openDatabase, type Database } from "./infra/db/client.ts";
import { ensureAdmin, seedContent } from "./seed/index.ts";
import { seedMedia } from "./seed/media.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createServices, startServices, type Services } from "./services.ts";

export const rootDir = path.resolve(import.meta.dirname, "..");
export const buildDir = path.join(rootDir, "build");

export interface RunningServer {
  url: string;
  port: number;
  config: Config;
  server: Server;
  /** Resolves once the database is migrated and seeded. */
  ready: Promise<Services>;
  services: () => Services | null;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /** Development: Vite middleware and a loader of the live server build. */
  dev?: { middleware: RequestHandler; loadBuild: () => Promise<ServerBuild> };
  /** Where the one-time administrator password of a first production start goes (default: stderr, once). */
  onOneTimePassword?: (username: string, password: string, url: string) => void;
}

/** The first start's message, framed so it stands out of the logs (printed once the server is ready). */
export function oneTimePasswordBlock(username: string, password: string, url: string): string {
  const lines = [
    "PREMIER DÉMARRAGE : compte administrateur créé",
    "",
    `Adresse      : ${url}/admin/login`,
    `Identifiant  : ${username}`,
    `Mot de passe : ${password}   (à usage unique)`,
    "",
    "Un nouveau mot de passe vous sera demandé à la première connexion.",
    "Ce mot de passe n'est affiché qu'une fois. Perdu ? Lancez :",
    "    npm run admin:reset",
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = "═".repeat(width + 4);
  return `\n╔${bar}╗\n${lines.map((l) => `║  ${l.padEnd(width)}  ║`).join("\n")}\n╚${bar}╝\n\n`;
}

function printOneTimePassword(username: string, password: string, url: string) {
  process.stderr.write(oneTimePasswordBlock(username, password, url));
}

/**
 * Listens first (so /healthz can answer 503 while starting), then opens the database,
 * migrates, seeds on first start, and only then serves pages.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(options.env ?? process.env);
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  await mkdir(config.dataDir, { recursive: true });

  let services: Services | null = null;
  const build = options.dev
    ? options.dev.loadBuild
    : ((await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild);

  const app = createRequestListener({
    config,
    logger,
    getServices: () => services,
    build,
    clientDir: options.dev ? undefined : path.join(buildDir, "client"),
    devMiddleware: options.dev?.middleware,
  });

  const server = createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 60_000, headersTimeout: 20_000 }, app);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  let database: Database | null = null;
  const ready = (async () => {
    const started = performance.now();
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, logger });
    if (config.SEED) {
      const seeded = await seedContent(database.db);
      if (seeded) logger.info("database seeded");
    }
    const admin = await ensureAdmin(database.db, config);
    // Printed last, after « ready » (below): the build and start logs would scroll it away.
    const announce = admin
      ? () =>
          // SITE_URL's address, as in the e-mails (not the listening address: behind a proxy, it is not reachable).
          (options.onOneTimePassword ?? printOneTimePassword)(
            config.ADMIN_USERNAME,
            admin.oneTimePassword,
            config.siteUrl.replace(/\/+$/, ""),
          )
      : null;
    const created = createServices({ config, database, logger });
    try {
      // A bucket that cannot be reached or written is a configuration error: say so now, in French.
      await created.storage.check();
      if (created.privateStorage.kind !== "fs") await created.privateStorage.check();
      // Alt texts of the seed illustrations, and their variants queued (made after "ready").
      if (config.SEED) await seedMedia(database.db, created.mediaJobs);
      // Built, checked, seeded: the background work (outbox, timers, LISTEN…) starts as the site answers.
      await startServices(created);
    } catch (err) {
      await created.stop();
      throw err;
    }
    services = created;
    created.mediaJobs.start(500);
    logger.info("ready", {
      database: database.kind,
      storage: created.storage.kind,
      url,
      startupMs: Math.round(performance.now() - started),
    });
    // After the « listening » line of the caller too (a turn of the event loop later).
    if (announce) setTimeout(announce, 50).unref();
    return created;
  })();
  ready.catch((err) => logger.error("startup failed", { err }));

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      const forced = setTimeout(() => server.closeAllConnections(), 10_000);
      forced.unref();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      clearTimeout(forced);
      await ready.catch(() => {});
      await (services as Services | null)?.stop();
      await (database as Database | null)?.close();
    })();
    return closing;
  };

  return { url, port, config, server, ready, services: () => services, close };
}
