import { createHash } from "node:crypto";

import { businessSeed } from "#domain/business.ts";
import { defaultMapEmbedUrl } from "#domain/map-links.ts";

/**
 * The map shown after the visitor's consent is the only third-party origin allowed (frame-src):
 * OpenStreetMap's, or the origin of MAP_EMBED_URL.
 */
let mapOrigin = new URL(defaultMapEmbedUrl(businessSeed)).origin;
export function setMapOrigin(embedUrl: string | undefined) {
  if (embedUrl) mapOrigin = new URL(embedUrl).origin;
}

/**
 * Content-Security-Policy of every response. Inline scripts (React Router's hydration data) are
 * allowed by the request's nonce, or, for pages served from the page cache, by their SHA-256 hashes.
 */
export function buildCsp(source: { nonce?: string; hashes?: string[] }): string {
  const scripts = source.hashes
    ? source.hashes.map((h) => `'sha256-${h}'`)
    : source.nonce
      ? [`'nonce-${source.nonce}'`]
      : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    `frame-src ${mapOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * SHA-256 (base64) of each inline script of an HTML document that the render itself emitted,
 * i.e. that carries the render's nonce. A script that got into the HTML any other way (content
 * injected past the sanitizer) is not hashed, so the browser still blocks it on cached pages.
 * JSON-LD and other data blocks do not execute and need no hash.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  if (!nonce) return [];
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\bsrc\s*=/.test(attributes) || match[2].length === 0) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (type && !/^(text\/javascript|module)$/i.test(type)) continue;
    if (/\bnonce\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] !== nonce) continue;
    hashes.push(createHash("sha256").update(match[2], "utf8").digest("base64"));
  }
  return [...new Set(hashes)];
}
