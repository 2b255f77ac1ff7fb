import { createHash } from "node:crypto";
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { RateLimiter } from "#server/infra/rate-limit.ts";
import { AppError } from "#server/errors.ts";
import { sendError } from "./errors.ts";
import { canCallApi, roleLabels, type Role, type SessionUser } from "#domain/permissions.ts";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get("host") ?? ""}`;
}

/**
 * Cross-site requests cannot change anything. A browser always sends `Origin` (and, when recent,
 * `Sec-Fetch-Site`) on a cross-origin write: those must name this site. A request with neither
 * header does not come from a browser page and so cannot carry a visitor's cookie against their will.
 * See docs/decisions/002-same-origin-writes.md.
 */
export function sameOriginWrites(siteUrl: string): RequestHandler {
  const allowed = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (!unsafeMethods.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    if (origin !== undefined && origin !== requestOrigin(req) && origin !== allowed) {
      return sendError(res, 403, "Requête refusée : elle ne provient pas de ce site.");
    }
    if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
      return sendError(res, 403, "Requête refusée : elle ne provient pas de ce site.");
    }
    next();
  };
}

/** Forms posted through one private link in a day (messages, consent): enough for a client, not a flood. */
export const TOKEN_WRITES_PER_DAY = 20;
const CODE_FORMS = /\/(code|accepter|refuser|signer)$/;

/** The day's budget of a private link's writes: counted in the shared limiter, refused with the page's own French 429. */
export interface WriteBudget {
  limiter: RateLimiter;
  refuse(req: Request, res: Response, next: NextFunction, refusal: AppError): unknown;
}

/**
 * The router of a client's private page reached by a token in its address (/mon-devis/<token>,
 * /mon-chantier/<token>): never cached nor indexed, never sent to another site as a referrer (the
 * token is in the address; same-origin keeps the forms' Origin header), forms posted as plain HTML
 * from this site only.
 */
export function privateTokenPages(siteUrl: string, parameterLimit: number, budget: WriteBudget): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", "same-origin");
    next();
  });
  router.use(sameOriginWrites(siteUrl));
  // Whoever holds a link cannot flood the business with messages or consent changes (the forms
  // of a signature code have their own, stricter limits: 5 codes a day, 10 wrong codes in all).
  router.use((req, res, next) => {
    if (!unsafeMethods.has(req.method) || CODE_FORMS.test(req.path)) return next();
    const token = req.path.split("/")[2] ?? "";
    const key = `token-writes:${createHash("sha256").update(token).digest("hex")}`;
    budget.limiter.hit(key, TOKEN_WRITES_PER_DAY, 86_400_000).then(({ allowed, retryAfterSec }) => {
      if (allowed) return next();
      res.setHeader("Retry-After", String(retryAfterSec));
      const message = "Trop d'envois depuis ce lien aujourd'hui : réessayez demain, ou appelez-nous si c'est urgent.";
      return budget.refuse(req, res, next, new AppError("rate-limited", message, { retryAfterSec }));
    }, next);
  });
  router.use(express.urlencoded({ extended: false, limit: "20kb", parameterLimit }));
  return router;
}

declare module "express-serve-static-core" {
  interface Locals {
    user?: SessionUser;
    requestId?: string;
    nonce?: string;
  }
}

/**
 * Reads the session (if any) for every /api request; never refuses by itself. `sessionUser` reads
 * the member from the request's Cookie header (the auth module's, given by the composition root).
 */
export function loadSession(
  sessionUser: (cookieHeader: string | undefined) => Promise<SessionUser | null>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const user = await sessionUser(req.headers.cookie);
      if (user) res.locals.user = user;
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** The French refusal of a route or page the member's role may not open. */
export function accessDeniedMessage(role: Role): string {
  return `Accès réservé : votre rôle (${roleLabels[role]}) ne permet pas cette action.`;
}

/** The path of an API request as the permission table names it (/api/…, no query). */
function apiPath(req: Request): string {
  return (req.originalUrl || req.url).split("?")[0];
}

/**
 * The guard of every admin API route: 401 without a session; 403 while the default password must
 * still be changed; 403 when domain/permissions.ts does not let the member's role call this
 * method and path — and when no rule matches at all (deny by default: a new route is refused to
 * everyone until its rule is written).
 */
export const requireAdmin: RequestHandler = (req, res, next) => {
  const user = res.locals.user;
  if (!user) return sendError(res, 401, "Authentification requise. Veuillez vous connecter.");
  if (user.mustChangePassword) {
    return sendError(res, 403, "Vous devez d'abord remplacer le mot de passe par défaut.");
  }
  if (!canCallApi(user.role, req.method, apiPath(req))) return sendError(res, 403, accessDeniedMessage(user.role));
  next();
};
