import type { RequestHandler } from "express";
import { addressKey, type RateLimiter } from "#server/infra/rate-limit.ts";
import { AppError } from "#server/errors.ts";

const WINDOW_MS = 10 * 60_000;

/** Per admin session and address, in the shared database counters (10 minutes' window). */
export function adminRateLimit(limiter: RateLimiter, scope: string, limit: number): RequestHandler {
  return async (req, res, next) => {
    const key = `${scope}:${res.locals.user?.id ?? 0}:${addressKey(req.ip ?? "")}`;
    const { allowed, retryAfterSec } = await limiter.hit(key, limit, WINDOW_MS);
    if (allowed) return next();
    throw new AppError("rate-limited", `Trop de demandes en peu de temps : réessayez dans ${retryAfterSec} secondes.`, {
      retryAfterSec,
    });
  };
}
