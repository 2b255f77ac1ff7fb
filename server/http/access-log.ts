import type { RequestHandler } from "express";
import type { Logger } from "../logger.ts";

/**
 * One JSON line per request: method, path (never the query string, which may carry personal
 * data), status, duration and request id. Static assets and health checks are not logged.
 * `quiet` (a terminal: `npm start` by hand) logs them at the debug level, server errors aside, so
 * that the start messages stay readable; LOG_LEVEL=debug shows them again (README, LOG_LEVEL).
 */
export function accessLog(logger: Logger, options: { quiet?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith("/assets/") || req.path === "/healthz") return next();
    const started = performance.now();
    // As asked: a client page's form or file may be handed to the page's render (client-page.ts).
    const { method, path } = req;
    res.on("finish", () => {
      const log = options.quiet && res.statusCode < 500 ? logger.debug : logger.info;
      log.call(logger, "request", {
        requestId: res.locals.requestId,
        method,
        path: path.slice(0, 200),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        cache: res.getHeader("x-page-cache") ?? undefined,
      });
    });
    next();
  };
}
