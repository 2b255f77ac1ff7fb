import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler, Response } from "express";
import { isbot } from "isbot";
import type { Stats } from "./service.ts";
import { privatePage } from "#server/infra/link-tokens.ts";

const skippedPrefixes = ["/admin", "/api/", "/media/", "/assets/", "/healthz", "/__"];
const conversions: Record<string, "quote" | "contact"> = {
  "/api/quotes": "quote",
  "/api/contact": "contact",
  "/devis": "quote",
  "/contact/envoyer": "contact",
};

/**
 * isbot's regular expression costs a few microseconds; visitors' user agents repeat a lot, so the
 * answers are kept in a small map, least recently added first out (Map keeps insertion order).
 */
const BOT_CACHE_SIZE = 1_000;
const botCache = new Map<string, boolean>();
export function isBot(ua: string): boolean {
  let bot = botCache.get(ua);
  if (bot === undefined) {
    bot = isbot(ua);
    if (botCache.size >= BOT_CACHE_SIZE) botCache.delete(botCache.keys().next().value as string);
    botCache.set(ua, bot);
  }
  return bot;
}

/**
 * /admin, /api/, /media/, /assets/, /healthz, /__…, and the private pages (/mon-devis/…,
 * /rendez-vous/…, /avis/donner/…: their addresses hold a token): one character looked at before
 * any comparison.
 */
function skipped(path: string): boolean {
  const c = path.charCodeAt(1);
  // a(dmin, pi, ssets, vis/donner, percu, genda), m(edia, on-…), h(ealthz), r(endez-vous), _
  if (c !== 97 && c !== 109 && c !== 104 && c !== 95 && c !== 114) return false;
  return skippedPrefixes.some((p) => path.startsWith(p)) || privatePage(path);
}

/**
 * A page view answered before Express (the page cache's fast path, decision 060): a GET of an HTML
 * page answered 200 or 304, with the same checks as the middleware below.
 */
export function recordPageView(stats: Stats, path: string, headers: IncomingHttpHeaders): void {
  if (skipped(path)) return;
  const ua = headers["user-agent"];
  if (!ua || headers["sec-purpose"] !== undefined || headers.purpose !== undefined || isBot(ua)) return;
  if (path.lastIndexOf(".") > path.lastIndexOf("/")) return;
  const dest = headers["sec-fetch-dest"];
  stats.view(path, dest === undefined || dest === "document" ? headers.referer : undefined, headers.host);
}

/**
 * Counts public page views (HTML answered 200/304, from the page cache or rendered) and lead
 * submissions, for the cookieless statistics. Reads no cookie, sets none, keeps no IP; bots and
 * prefetches are not counted. Client-side navigations fetch `/page.data`: counted as `/page`.
 *
 * The request path costs a few property reads and one listener (a function made once, not per
 * request); the count itself is one Map increment when the answer is sent (`Stats.view`), written
 * to the database in one statement every 15 s (decision 045).
 */
export function statsMiddleware(stats: Stats): RequestHandler {
  function viewFinished(this: Response) {
    const status = this.statusCode;
    if (status !== 200 && status !== 304) return;
    const req = this.req;
    const path = req.path;
    if (path.endsWith(".data")) {
      // React Router's single fetch: '/_root.data' is the home page.
      stats.view(path === "/_root.data" ? "/" : path.slice(0, -".data".length), undefined, undefined);
      return;
    }
    const type = this.getHeader("content-type");
    if (typeof type !== "string" || !type.startsWith("text/html")) return;
    // The referrer of a real top-level page view only: a browser saying it loads the page in a frame
    // or by a script is not a visit from that site (the daily bound does the rest).
    const headers = req.headers;
    const dest = headers["sec-fetch-dest"];
    stats.view(path, dest === undefined || dest === "document" ? headers.referer : undefined, headers.host);
  }

  return (req, res, next) => {
    if (req.method === "GET") {
      const path = req.path;
      if (skipped(path)) return next();
      const headers = req.headers;
      const ua = headers["user-agent"];
      if (!ua || headers["sec-purpose"] !== undefined || headers.purpose !== undefined || isBot(ua)) return next();
      // Files (/robots.txt, /favicon.ico…) are not pages; '/x.data' is a client-side navigation.
      const dot = path.lastIndexOf(".");
      if (dot > path.lastIndexOf("/") && !path.endsWith(".data")) return next();
      res.on("finish", viewFinished);
    } else if (req.method === "POST") {
      const kind = conversions[req.path];
      if (kind) {
        const ua = req.headers["user-agent"];
        if (ua && isBot(ua)) return next();
        res.once("finish", () => {
          const status = res.statusCode;
          if (status === 201 || (status >= 300 && status < 400))
            stats.conversion(kind, req.headers.referer, req.headers.host);
        });
      }
    }
    next();
  };
}
