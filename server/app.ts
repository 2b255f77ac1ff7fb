import type { IncomingMessage, RequestListener } from "node:http";
import type { TLSSocket } from "node:tls";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Config } from "./config.ts";
import { requestContext, servicesContext } from "./context.ts";
import { accessLog } from "./http/access-log.ts";
import { createApiRouter } from "./api.ts";
import { createMediaFilesRouter } from "#server/modules/media/index.ts";
import { setMapOrigin } from "./http/csp.ts";
import { previewGate } from "#server/modules/content/index.ts";
import { awaitBroadcasts, createCacheFastPath, pageCacheMiddleware } from "#server/modules/page-cache/index.ts";
import { securityHeaders } from "./http/security.ts";
import { createSeoRouter } from "#server/modules/seo/index.ts";
import { createDevisPublicRouter } from "#server/modules/devis/index.ts";
import { recordPageView, statsMiddleware } from "#server/modules/stats/index.ts";
import { staticAssets, topLevelFiles } from "./http/static-assets.ts";
import type { Logger } from "./logger.ts";
import { pageErrorHandler } from "./http/errors.ts";
import { renderLimit } from "./http/render-limit.ts";
import type { Services } from "./services.ts";
import { createAgendaFeedRouter } from "#server/modules/agenda/index.ts";
import { healthCheck } from "./health.ts";
import { createAdminAppRouter } from "#server/modules/admin-app/index.ts";
import { createChantierPublicRouter } from "#server/modules/chantiers/index.ts";
import { createInvoiceClientRouter } from "#server/modules/invoices/index.ts";
import { readSessionToken } from "#server/modules/auth/index.ts";

export interface AppOptions {
  config: Config;
  logger: Logger;
  /** Null until the database is migrated and seeded; /healthz answers 503 until then. */
  getServices: () => Services | null;
  /** The React Router server build (production) or a loader of it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the built client assets (production); absent in development (Vite serves them). */
  clientDir?: string;
  /** Vite's dev middleware, in development. */
  devMiddleware?: RequestHandler;
}

const startingPage = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="3"><title>Démarrage en cours</title></head><body style="font-family:system-ui,sans-serif;padding:3rem;text-align:center"><h1>Le site démarre…</h1><p>Veuillez patienter quelques secondes.</p></body></html>`;

const unavailablePage = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Service momentanément indisponible</title></head><body style="font-family:system-ui,sans-serif;padding:3rem;text-align:center;color:#1f2421;background:#fbf8f3"><h1>Service momentanément indisponible</h1><p>Le site rencontre un problème passager. Veuillez réessayer dans quelques instants.</p><p><a href="/">Retour à l'accueil</a></p></body></html>`;

/** The Express application, testable without listening. */
export function createApp(options: AppOptions): Express {
  const { config, logger, getServices } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.TRUST_PROXY));
  app.set("query parser", "simple");
  setMapOrigin(config.MAP_EMBED_URL);
  // No CSP in development: Vite injects inline scripts for hot reloading.
  app.use(securityHeaders({ csp: config.NODE_ENV !== "development", hsts: config.isProduction }));

  // On a terminal, one line per request would bury the start messages: those go to the debug level.
  app.use(accessLog(logger, { quiet: Boolean(process.stdout.isTTY) }));

  app.get("/healthz", healthCheck(getServices));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    app.use("/assets", staticAssets(path.join(options.clientDir, "assets")));
    // The build's other top-level files (public/), listed once: a page request costs no file lookup.
    app.use(topLevelFiles(options.clientDir));
  }

  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));

  // Everything below needs the database.
  app.use((req, res, next) => {
    if (getServices()) return next();
    res.status(503).setHeader("Retry-After", "3");
    if (req.path.startsWith("/api/")) res.json({ message: "Le service démarre, veuillez réessayer dans un instant." });
    else res.type("html").send(startingPage);
  });

  // A write answers once the other instances know of it (never an older page after its answer).
  app.use(awaitBroadcasts(() => (getServices() as Services).broadcast.settled()));

  // Cookieless statistics (page views, also from the page cache; lead submissions).
  let countViews: RequestHandler | null = null;
  app.use((req, res, next) => {
    countViews ??= statsMiddleware((getServices() as Services).stats);
    countViews(req, res, next);
  });

  let mediaRouter: express.Router | null = null;
  app.use("/media", (req, res, next) => {
    const services = getServices() as Services;
    mediaRouter ??= createMediaFilesRouter(services.storage, logger);
    mediaRouter(req, res, next);
  });

  let apiRouter: express.Router | null = null;
  app.use("/api", (req, res, next) => {
    apiRouter ??= createApiRouter(getServices() as Services);
    apiRouter(req, res, next);
  });

  // Draft previews: checked here, never cached, never indexed (decision 042).
  app.use(
    "/apercu",
    previewGate(() => {
      const services = getServices() as Services;
      return {
        previews: services.previews,
        admin: services.admin,
        sessionUser: (cookieHeader) => services.auth.validate(readSessionToken(cookieHeader)),
      };
    }),
  );

  // The client's devis page: private, never cached nor indexed (docs/devis.md).
  let devisRouter: express.Router | null = null;
  app.use((req, res, next) => {
    if (!req.path.startsWith("/mon-devis/")) return next();
    const services = getServices() as Services;
    devisRouter ??= createDevisPublicRouter({
      devis: services.devis,
      siteUrl: services.config.siteUrl,
      limiter: services.limiter,
    });
    devisRouter(req, res, next);
  });

  // The client's chantier page: private, never cached nor indexed (docs/chantiers.md).
  let chantierRouter: express.Router | null = null;
  app.use((req, res, next) => {
    if (!req.path.startsWith("/mon-chantier/")) return next();
    const services = getServices() as Services;
    chantierRouter ??= createChantierPublicRouter({
      chantiers: services.chantiers,
      siteUrl: services.config.siteUrl,
      limiter: services.limiter,
      invoices: { ofDevis: services.invoices.ofDevis, pdf: services.invoices.files },
    });
    chantierRouter(req, res, next);
  });

  // A free invoice's PDF on its client page (/ma-facture/<token>/facture.pdf, docs/factures.md).
  let invoiceClientRouter: express.Router | null = null;
  app.use((req, res, next) => {
    if (!req.path.startsWith("/ma-facture/")) return next();
    invoiceClientRouter ??= createInvoiceClientRouter({ invoices: (getServices() as Services).invoices });
    invoiceClientRouter(req, res, next);
  });

  // The admin as a phone app: service worker, web app manifest, icons.
  let adminAppRouter: express.Router | null = null;
  app.use((req, res, next) => {
    adminAppRouter ??= createAdminAppRouter({ business: (getServices() as Services).business });
    adminAppRouter(req, res, next);
  });

  // The calendar subscription of the visits (/agenda/<secret>.ics), never cached.
  let feedRouter: express.Router | null = null;
  app.use((req, res, next) => {
    feedRouter ??= createAgendaFeedRouter({ agenda: (getServices() as Services).agenda });
    feedRouter(req, res, next);
  });

  let cacheMiddleware: RequestHandler | null = null;
  app.use((req, res, next) => {
    cacheMiddleware ??= pageCacheMiddleware((getServices() as Services).pageCache, {
      csp: config.NODE_ENV !== "development",
    });
    cacheMiddleware(req, res, next);
  });

  // Database lost: cached pages above are still served; everything else gets a French 503 page.
  app.use((req, res, next) => {
    if ((getServices() as Services).dbHealth.healthy) return next();
    res.status(503).setHeader("Retry-After", "5");
    res.setHeader("Cache-Control", "no-store");
    res.type("html").send(unavailablePage);
  });

  // After the cache: a cached page never costs a redirect lookup.
  let seoRouter: express.Router | null = null;
  app.use((req, res, next) => {
    if (!seoRouter) {
      const { seo, pageCache } = getServices() as Services;
      seoRouter = createSeoRouter({ seo, contentVersion: pageCache.enabled ? () => pageCache.generation : undefined });
    }
    seoRouter(req, res, next);
  });

  const rrHandler = createRequestHandler({
    build: options.build,
    // Tests run the production build as production does; only `npm run dev` is development.
    mode: config.NODE_ENV === "development" ? "development" : "production",
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(servicesContext, getServices() as Services);
      context.set(requestContext, {
        requestId: String(res.locals.requestId ?? ""),
        nonce: String(res.locals.nonce ?? ""),
        ip: req.ip ?? "",
        clientPage: res.locals.clientPage,
      });
      return context;
    },
  });
  // A bound on server renders at once: a crowd queues (then 503 + Retry-After) instead of piling up.
  app.use(renderLimit());
  app.use(rrHandler);

  app.use(pageErrorHandler(logger, () => getServices()?.dbHealth, unavailablePage));

  return app;
}

/**
 * The server's request listener: a fresh cached page is answered before Express (the page cache's
 * fast path, decision 060: Express's request setup and middleware chain cost as much as the answer),
 * with the same headers, access log line and page view; everything else goes to the application.
 */
export function createRequestListener(options: AppOptions): RequestListener {
  const app = createApp(options);
  const { config, logger, getServices } = options;
  const trust = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const quiet = Boolean(process.stdout.isTTY);
  // Express's own negotiation (req.acceptsEncodings), once per distinct Accept-Encoding header.
  const acceptsEncodings = (express.request as { acceptsEncodings: (...names: string[]) => string | false })
    .acceptsEncodings;
  const encodings = new Map<string, string | false>();
  const fast = createCacheFastPath({
    cache: () => getServices()?.pageCache ?? null,
    csp: config.NODE_ENV !== "development",
    hsts: config.isProduction,
    secure(req: IncomingMessage) {
      // req.secure as Express 5 reads it (req.protocol).
      const direct = Boolean((req.socket as TLSSocket).encrypted);
      if (!trust(req.socket.remoteAddress, 0)) return direct;
      const header = req.headers["x-forwarded-proto"];
      const proto = (typeof header === "string" && header) || (direct ? "https" : "http");
      return proto.split(",")[0].trim() === "https";
    },
    encoding(header) {
      let chosen = encodings.get(header);
      if (chosen === undefined) {
        chosen = acceptsEncodings.call({ headers: { "accept-encoding": header } }, "br", "gzip", "identity");
        if (encodings.size >= 100) encodings.delete(encodings.keys().next().value as string);
        encodings.set(header, chosen);
      }
      return chosen;
    },
    served(req, res, path, startedAt) {
      const log = quiet && res.statusCode < 500 ? logger.debug : logger.info;
      log.call(logger, "request", {
        requestId: res.getHeader("x-request-id"),
        method: req.method,
        path: path.slice(0, 200),
        status: res.statusCode,
        ms: Math.round(performance.now() - startedAt),
        cache: "HIT",
      });
      const services = getServices();
      if (req.method === "GET" && services) recordPageView(services.stats, path, req.headers);
    },
  });
  return (req, res) => {
    if (!fast(req, res)) app(req, res);
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
