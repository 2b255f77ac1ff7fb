import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/**
 * Hashed build assets, immutable for a year. JS/CSS/SVG are served from the brotli or gzip
 * copies made at build time (scripts/postbuild.ts), so nothing is compressed per request.
 */
export function staticAssets(assetsDir: string): RequestHandler {
  let precompressed = new Set<string>();
  try {
    precompressed = new Set(readdirSync(assetsDir).filter((f) => f.endsWith(".br") || f.endsWith(".gz")));
  } catch {
    /* no build */
  }
  const plain = express.static(assetsDir, { immutable: true, maxAge: "1y", index: false, fallthrough: false });
  return (req, res, next) => {
    const name = path.basename(req.path);
    const type = types[path.extname(name)];
    const encoding = type ? req.acceptsEncodings("br", "gzip", "identity") : false;
    const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "";
    if (!suffix || !precompressed.has(name + suffix) || req.path !== `/${name}`) return plain(req, res, next);
    res.setHeader("Content-Type", type as string);
    res.setHeader("Content-Encoding", encoding as string);
    res.setHeader("Vary", "Accept-Encoding");
    res.sendFile(path.join(assetsDir, name + suffix), {
      maxAge: "1y",
      immutable: true,
      headers: { "Content-Type": type as string, "Content-Encoding": encoding as string },
    });
  };
}

/**
 * The files at the top of the client build (what public/ holds: none today), served for an hour;
 * they are listed at the start, so that a page request never looks on the disk first (a `stat` per
 * page with express.static). No directory is served (/media/x/..%2F.. reaches the media router).
 */
export function topLevelFiles(clientDir: string): RequestHandler {
  let names = new Set<string>();
  try {
    names = new Set(readdirSync(clientDir).filter((f) => statSync(path.join(clientDir, f)).isFile()));
  } catch {
    /* no build */
  }
  const serve = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  return (req, res, next) => (names.has(req.path.slice(1)) ? serve(req, res, next) : next());
}
