import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { buildCsp } from "#server/http/csp.ts";
import { setBaselineHeaders } from "#server/http/security.ts";
import { canonicalPath, PUBLIC_CACHE_CONTROL, uncachedPath } from "./middleware.ts";
import type { CachedPage, PageCache } from "./store.ts";

export interface CacheFastPathOptions {
  /** The page cache, null while the site starts (Express answers then). */
  cache: () => PageCache | null;
  csp: boolean;
  /** HSTS on answers that arrived over TLS (production). */
  hsts: boolean;
  /** Whether the request arrived over TLS, as Express's `req.secure` reads it (trust proxy). */
  secure: (req: IncomingMessage) => boolean;
  /** The encoding Express's `req.acceptsEncodings("br", "gzip", "identity")` picks for this header. */
  encoding: (acceptEncoding: string) => string | false;
  /** Called once the answer is sent: the access log line and the page view (statistics). */
  served: (req: IncomingMessage, res: ServerResponse, path: string, startedAt: number) => void;
}

/** Paths answered by their own routers before the page cache, never from it. */
const privatePrefixes = ["/mon-devis/", "/mon-chantier/", "/ma-facture/", "/admin"];

/**
 * The page cache's fast path (decision 060): a fresh cached page answered straight from Node's
 * request, before Express (whose request setup, routers and middleware cost as much as the
 * answer itself). It answers only the plain case — GET or HEAD of a path without query string,
 * already canonical, no bypass header, an encoding the cache holds (br, gzip or none) — with the same headers,
 * access log line and page view as the middleware's HIT; everything else (misses, stale pages,
 * redirects, query strings, negotiation edge cases) returns false and goes through Express.
 */
export function createCacheFastPath(options: CacheFastPathOptions) {
  const cspOf = new WeakMap<CachedPage, string>();
  return function serveFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const path = req.url;
    if (!path || path.charCodeAt(0) !== 47 /* / */ || path.includes("?")) return false;
    const headers = req.headers;
    if (headers["x-page-cache"] !== undefined) return false;
    const cache = options.cache();
    if (!cache?.enabled) return false;
    if (uncachedPath(path) || privatePrefixes.some((p) => path.startsWith(p)) || canonicalPath(path) !== null) {
      return false;
    }
    const encoding = options.encoding(headers["accept-encoding"] ?? "");
    if (encoding !== "br" && encoding !== "gzip" && encoding !== "identity") return false;
    const startedAt = performance.now();
    const page = cache.fresh(path);
    if (!page) return false;

    setBaselineHeaders(res, randomUUID(), options.hsts && options.secure(req));
    res.statusCode = page.status;
    res.setHeader("Content-Type", page.contentType);
    res.setHeader("ETag", page.etag);
    res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Page-Cache", "HIT");
    if (options.csp) {
      let csp = cspOf.get(page);
      if (csp === undefined) cspOf.set(page, (csp = buildCsp({ hashes: page.scriptHashes })));
      res.setHeader("Content-Security-Policy", csp);
    }
    const inm = headers["if-none-match"];
    if (inm && inm.split(/\s*,\s*/).includes(page.etag)) {
      res.statusCode = 304;
      res.end();
    } else {
      const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", String(body.length));
      if (method === "HEAD") res.end();
      else res.end(body);
    }
    options.served(req, res, path, startedAt);
    return true;
  };
}
