import type { RequestHandler } from "express";
import { isbot } from "isbot";
import type { Stats } from "./service.ts";

const skippedPrefixes = ["/admin", "/api/", "/media/", "/assets/", "/healthz", "/__"];
const conversions: Record<string, "quote" | "contact"> = {
  "/api/quotes": "quote",
  "/api/contact": "contact",
  "/devis": "quote",
  "/contact/envoyer": "contact",
};

/**
 * isbot's regular expression costs a few microseconds; visitors' user agents repeat a lot, so the
 * answers are kept (bounded: emptied when full).
 */
const botCache = new Map<string, boolean>();
function isBot(ua: string): boolean {
  let bot = botCache.get(ua);
  if (bot === undefined) {
    bot = isbot(ua);
    if (botCache.size >= 2_000) botCache.clear();
    botCache.set(ua, bot);
  }
  return bot;
}

/**
 * Counts public page views (HTML answered 200/304, from the page cache or rendered) and lead
 * submissions, for the cookieless statistics. Reads no cookie, sets none, keeps no IP; bots and
 * prefetches are not counted. Client-side navigations fetch `/page.data`: counted as `/page`.
 */
export function statsMiddleware(stats: Stats): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (req.method === "GET") {
      if (skippedPrefixes.some((p) => path.startsWith(p))) return next();
      const ua = req.get("user-agent");
      if (!ua || isBot(ua) || req.get("sec-purpose") !== undefined || req.get("purpose") !== undefined) return next();
      const dataRequest = path.endsWith(".data");
      if (!dataRequest && path.lastIndexOf(".") > path.lastIndexOf("/")) return next();
      res.once("finish", () => {
        const status = res.statusCode;
        if (status !== 200 && status !== 304) return;
        if (dataRequest) {
          // React Router's single fetch: '/_root.data' is the home page.
          const page = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
          stats.view(page, undefined, undefined);
          return;
        }
        if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
        stats.view(path, req.get("referer"), req.get("host"));
      });
    } else if (req.method === "POST") {
      const kind = conversions[path];
      if (kind) {
        const ua = req.get("user-agent");
        if (ua && isBot(ua)) return next();
        res.once("finish", () => {
          const status = res.statusCode;
          if (status === 201 || (status >= 300 && status < 400))
            stats.conversion(kind, req.get("referer"), req.get("host"));
        });
      }
    }
    next();
  };
}
