import { randomBytes, randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

/** Baseline headers on every response; the Content-Security-Policy is added with its nonce. */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.locals.requestId = randomUUID();
    res.locals.nonce = randomBytes(16).toString("base64");
    res.setHeader("X-Request-Id", res.locals.requestId);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    next();
  };
}
