import type { Request, RequestHandler, Response } from "express";
import type { CachedPage, PageCache } from "./store.ts";
import { buildCsp, inlineScriptHashes } from "#server/http/csp.ts";
import { publicListSegments, publicPrefixes } from "#domain/content-types.ts";

/** Cache-Control of public pages: a CDN may keep them a minute and serve them stale while it revalidates. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** After a write, how long a visitor waits for the fresh render before getting the stale copy (overload). */
export const STALE_AFTER_MS = 2_000;

// /avis/donner/<token>: a client's personal review form; /mon-devis, /mon-chantier, /ma-facture: a client's pages; /rendez-vous/<token> and /agenda/<secret>.ics: private, never cached nor shared.
// /__manifest: React Router's route discovery in the admin; its `version` and `p` parameters must
// reach it (without them every client navigation became a full reload).
const uncachedPrefixes = [
  "/__manifest",
  "/admin",
  "/api",
  "/media",
  "/assets",
  "/healthz",
  "/apercu",
  "/avis/donner",
  "/rendez-vous",
  "/mon-devis",
  "/mon-chantier",
  "/ma-facture",
  "/agenda",
];

const isLoopback = (ip: string | undefined) =>
  !!ip && (ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127."));

/** A path the page cache never answers (admin, API, media, private links…). */
export function uncachedPath(path: string): boolean {
  const lower = path.toLowerCase();
  return uncachedPrefixes.some((p) => lower === p || lower.startsWith(`${p}/`));
}

function publicPage(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return !uncachedPath(req.path);
}

/**
 * Parameters that make a page personal: never cached nor shared (`rdv`: the visitor's private link
 * to book the technical visit, on the thank-you page of a quote posted without JavaScript; `n`: the
 * number of his request on that page).
 */
const PRIVATE_QUERY_PARAMS = ["rdv", "n"];

function cacheable(req: Request): boolean {
  if (!publicPage(req)) return false;
  if (PRIVATE_QUERY_PARAMS.some((name) => req.query[name] !== undefined)) return false;
  // The bypass (benchmarks of server rendering) is for the machine itself, not for the public.
  return !(req.get("x-page-cache") === "bypass" && isLoopback(req.ip));
}

/**
 * Query parameters a public page reads, kept in the cache key: `envoye` (the confirmation of a
 * form posted without JavaScript) and `tri` (`/avis?tri=note`). Pagination and filters are paths
 * (`/blog/page/2`). Every other parameter — marketing tags (utm_*, fbclid, gclid…), a cache
 * buster — changes nothing in the page: it is left out of the key and of the render.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set<string>(["envoye", "tri"]);

/** The cache key of a public request: its path and the parameters the page reads, sorted. */
export function cacheKey(path: string, search: string): string {
  const kept = [...new URLSearchParams(search)].filter(([name]) => PAGE_QUERY_PARAMS.has(name));
  if (kept.length === 0) return path;
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

/**
 * Route prefixes of docs/product.md §2, matched without regard to case by the router: the content
 * types' public lists and items (the registry) and the fixed pages.
 */
const sectionPrefixes = new Set([...publicListSegments, ...publicPrefixes, "a-propos", "contact", "devis"]);

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

function send(req: Request, res: Response, page: CachedPage, csp: boolean, state = "HIT") {
  res.status(page.status);
  res.setHeader("Content-Type", page.contentType);
  res.setHeader("ETag", page.etag);
  res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("X-Page-Cache", state);
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
 *
 * One render per key at a time (single-flight): visitors who miss while it renders wait for it and
 * get its copy. After a write the pages are stale, not gone, and never go back in time: the first
 * visitor of a stale page renders the fresh one, the next ones wait for that render and get its
 * copy. Only when it is slower than `staleAfterMs` (overload) do they get the stale copy, and never
 * once the fresh render has started reaching its visitor (the stale copy is dropped then: see
 * `supersede`). Decision 003.
 */
export function pageCacheMiddleware(
  cache: PageCache,
  options: { csp: boolean; staleAfterMs?: number },
): RequestHandler {
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  /** The render in progress per key, with the cache generation it started in: resolved with the stored page, or null when the answer was not kept. */
  const inflight = new Map<string, { done: Promise<CachedPage | null>; generation: number }>();

  return (req, res, next) => {
    const canonical = publicPage(req) ? canonicalPath(req.path) : null;
    if (canonical) {
      const query = req.originalUrl.indexOf("?");
      res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
      return res.redirect(301, canonical + (query >= 0 ? req.originalUrl.slice(query) : ""));
    }
    if (!cache.enabled || !cacheable(req)) return next();
    const query = req.originalUrl.indexOf("?");
    const key = cacheKey(req.path, query >= 0 ? req.originalUrl.slice(query) : "");
    // The page renders as its key: parameters it does not read never reach it.
    if (query >= 0 && key !== req.originalUrl) {
      req.url = key;
      req.originalUrl = key;
    }
    const found = cache.lookup(key);
    if (found?.fresh) return send(req, res, found.page, options.csp);
    // A render that started before the last write cannot give its content: never wait for it nor
    // serve the stale page in its place (a write shows on the very next request).
    const flight = inflight.get(key);
    const running = flight && flight.generation === cache.generation ? flight.done : undefined;
    if (running) {
      // Wait for the fresh render; past `staleAfterMs`, the stale copy if it is still there (it is
      // dropped as soon as the fresh render starts reaching its visitor).
      const timer = found
        ? setTimeout(() => {
            if (res.headersSent || res.writableEnded) return;
            const now = cache.lookup(key);
            if (now) send(req, res, now.page, options.csp, now.fresh ? "HIT" : "STALE");
          }, staleAfterMs)
        : undefined;
      void running.then(
        (page) => {
          clearTimeout(timer);
          if (res.headersSent || res.writableEnded) return;
          if (page) send(req, res, page, options.csp, "HIT");
          else render();
        },
        () => {
          clearTimeout(timer);
          render();
        },
      );
      return;
    }
    let settle: (page: CachedPage | null) => void = () => {};
    const done = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    inflight.set(key, { done, generation: cache.generation });
    void done.finally(() => {
      if (inflight.get(key)?.done === done) inflight.delete(key);
    });
    render(settle);

    function render(onStored: (page: CachedPage | null) => void = () => {}) {
      const generation = cache.generation;
      cache.stats.renders++;
      let ended = false;
      // A visitor who leaves before the end: whoever waits renders for themselves.
      res.once("close", () => {
        if (!ended) onStored(null);
      });
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
      let reached = false;
      /** The fresh page starts reaching its visitor: nobody may get the older copy after that. */
      const reach = () => {
        if (reached) return;
        reached = true;
        if (res.statusCode === 200) cache.supersede(key, generation);
      };
      (res as { write: unknown }).write = (chunk: unknown, ...rest: unknown[]) => {
        reach();
        collect(chunk, rest[0]);
        return write(chunk, ...rest);
      };
      (res as { end: unknown }).end = (chunk?: unknown, ...rest: unknown[]) => {
        reach();
        collect(chunk, rest[0]);
        ended = true;
        const contentType = String(res.getHeader("content-type") ?? "");
        if (
          res.statusCode === 200 &&
          contentType.startsWith("text/html") &&
          !res.getHeader("set-cookie") &&
          req.method === "GET"
        ) {
          const body = Buffer.concat(chunks);
          void cache
            .store(key, generation, {
              status: 200,
              contentType,
              body,
              scriptHashes: inlineScriptHashes(body.toString("utf8"), String(res.locals.nonce ?? "")),
            })
            .then(
              (page) => onStored(page ?? null),
              () => onStored(null),
            );
        } else {
          onStored(null);
        }
        return end(chunk, ...rest);
      };
      next();
    }
  };
}

/**
 * A write (any method but GET and HEAD) answers only once the changes it told the other instances
 * reached them: the visitor's next page, on whichever instance, is never older than that answer.
 */
export function awaitBroadcasts(settled: () => Promise<void> | null): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    (res as { end: unknown }).end = (...args: unknown[]) => {
      const wait = settled();
      if (!wait) return end(...args);
      void wait.then(() => end(...args));
      return res;
    };
    next();
  };
}
