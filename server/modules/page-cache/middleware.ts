import type { Request, RequestHandler, Response } from "express";
import type { PageCache } from "./store.ts";
import { buildCsp, inlineScriptHashes } from "#server/http/csp.ts";

/** Cache-Control of public pages: a CDN may keep them a minute and serve them stale while it revalidates. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

const uncachedPrefixes = ["/admin", "/api", "/media", "/assets", "/healthz", "/apercu", "/rendez-vous", "/agenda"];

const isLoopback = (ip: string | undefined) =>
  !!ip && (ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127."));

function publicPage(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return !uncachedPrefixes.some((p) => req.path.toLowerCase() === p || req.path.toLowerCase().startsWith(`${p}/`));
}

function cacheable(req: Request): boolean {
  if (!publicPage(req) || req.originalUrl.includes("?")) return false;
  // The bypass (benchmarks of server rendering) is for the machine itself, not for the public.
  return !(req.get("x-page-cache") === "bypass" && isLoopback(req.ip));
}

/** Route prefixes of docs/product.md §2, matched without regard to case by the router. */
const sectionPrefixes = new Set(["services", "realisations", "realisation", "blog", "a-propos", "contact", "devis"]);

/**
 * The canonical address of a public page when the request asks for a variant that renders the
 * same page (`/SERVICES`, `/Services/`, `/blog/mon-article/`), else null. Slugs keep their case
 * (an upper-case slug is another address, answered 404). Only plain paths are redirected: never
 * `//host` nor a backslash, which browsers would read as another site.
 */
export function canonicalPath(path: string): string | null {
  if (!/^(\/[A-Za-z0-9._~%-]+)+\/*$/.test(path)) return null;
  let canonical = path.replace(/\/+$/, "");
  const [, first, ...rest] = canonical.split("/");
  if (sectionPrefixes.has(first.toLowerCase())) canonical = ["", first.toLowerCase(), ...rest].join("/");
  return canonical !== path ? canonical : null;
}

function send(req: Request, res: Response, page: ReturnType<PageCache["get"]> & object, csp: boolean) {
  res.status(page.status);
  res.setHeader("Content-Type", page.contentType);
  res.setHeader("ETag", page.etag);
  res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("X-Page-Cache", "HIT");
  if (csp) res.setHeader("Content-Security-Policy", buildCsp({ hashes: page.scriptHashes }));
  const inm = req.get("if-none-match");
  if (inm && inm.split(/\s*,\s*/).includes(page.etag)) {
    res.status(304).end();
    return;
  }
  const accepted = req.acceptsEncodings("br", "gzip", "identity");
  const [body, encoding] =
    accepted === "br" ? [page.br, "br"] : accepted === "gzip" ? [page.gzip, "gzip"] : [page.identity, ""];
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * Serves public pages from the page cache; on a miss, lets React Router render, streams the
 * answer as usual and keeps a copy of a 200 HTML page. Must run before the React Router handler
 * and after `compression()` (it captures the uncompressed bytes).
 */
export function pageCacheMiddleware(cache: PageCache, options: { csp: boolean }): RequestHandler {
  return (req, res, next) => {
    const canonical = publicPage(req) ? canonicalPath(req.path) : null;
    if (canonical) {
      const query = req.originalUrl.indexOf("?");
      res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
      return res.redirect(301, canonical + (query >= 0 ? req.originalUrl.slice(query) : ""));
    }
    if (!cache.enabled || !cacheable(req)) return next();
    const key = req.path;
    const hit = cache.get(key);
    if (hit) return send(req, res, hit, options.csp);

    const generation = cache.generation;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };
    res.setHeader("X-Page-Cache", "MISS");
    res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
    (res as { write: unknown }).write = (chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    };
    (res as { end: unknown }).end = (chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const contentType = String(res.getHeader("content-type") ?? "");
      if (
        res.statusCode === 200 &&
        contentType.startsWith("text/html") &&
        !res.getHeader("set-cookie") &&
        req.method === "GET"
      ) {
        const body = Buffer.concat(chunks);
        void cache.store(key, generation, {
          status: 200,
          contentType,
          body,
          scriptHashes: inlineScriptHashes(body.toString("utf8"), String(res.locals.nonce ?? "")),
        });
      }
      return end(chunk, ...rest);
    };
    next();
  };
}
