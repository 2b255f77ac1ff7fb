import { randomBytes, randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { buildCsp } from "./csp.ts";

/** Baseline headers on every response; the Content-Security-Policy is added with its nonce. */
export function securityHeaders(options: { csp: boolean; hsts: boolean }): RequestHandler {
  return (req, res, next) => {
    res.locals.requestId = randomUUID();
    res.locals.nonce = randomBytes(16).toString("base64");
    res.setHeader("X-Request-Id", res.locals.requestId);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.csp) res.setHeader("Content-Security-Policy", buildCsp({ nonce: res.locals.nonce }));
    // HSTS only when the request really arrived over TLS (directly or per the trusted proxy).
    if (options.hsts && req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    next();
  };
}
