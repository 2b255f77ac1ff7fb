import type { Request, RequestHandler, Response } from "express";
import type { PageCache } from "../services/page-cache.ts";
import { buildCsp, inlineScriptHashes } from "./csp.ts";

/** Cache-Control of public pages: a CDN may keep them a minute and serve them stale while it revalidates. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

const uncachedPrefixes = ["/admin", "/api", "/media", "/assets", "/healthz", "/apercu"];

function cacheable(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.originalUrl.includes("?")) return false;
  if (uncachedPrefixes.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return false;
  return req.get("x-page-cache") !== "bypass";
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
  const [body, encoding] = accepted === "br" ? [page.br, "br"] : accepted === "gzip" ? [page.gzip, "gzip"] : [page.identity, ""];
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
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
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
      if (res.statusCode === 200 && contentType.startsWith("text/html") && !res.getHeader("set-cookie") && req.method === "GET") {
        const body = Buffer.concat(chunks);
        void cache.store(key, generation, { status: 200, contentType, body, scriptHashes: inlineScriptHashes(body.toString("utf8")) });
      }
      return end(chunk, ...rest);
    };
    next();
  };
}
