import { randomBytes, randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { buildCsp } from "./csp.ts";

/**
 * The headers every response carries but the Content-Security-Policy (set apart: a render's has
 * its nonce, a cached page's its scripts' hashes). Also used by the page cache's fast path (decision 060).
 */
export function setBaselineHeaders(res: ServerResponse, requestId: string, hsts: boolean): void {
  res.setHeader("X-Request-Id", requestId);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  // HSTS only when the request really arrived over TLS (directly or per the trusted proxy).
  if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
}

/** Baseline headers on every response; the Content-Security-Policy is added with its nonce. */
export function securityHeaders(options: { csp: boolean; hsts: boolean }): RequestHandler {
  return (req, res, next) => {
    res.locals.requestId = randomUUID();
    res.locals.nonce = randomBytes(16).toString("base64");
    setBaselineHeaders(res, res.locals.requestId as string, options.hsts && req.secure);
    if (options.csp) res.setHeader("Content-Security-Policy", buildCsp({ nonce: res.locals.nonce }));
    next();
  };
}
