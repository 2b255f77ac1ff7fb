import express, { Router, type Request, type RequestHandler } from "express";
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

/**
 * The router of a client's private page reached by a token in its address (/mon-devis/<token>,
 * /mon-chantier/<token>): never cached nor indexed, never sent to another site as a referrer (the
 * token is in the address; same-origin keeps the forms' Origin header), forms posted as plain HTML
 * from this site only.
 */
export function privateTokenPages(siteUrl: string, parameterLimit: number): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", "same-origin");
    next();
  });
  router.use(sameOriginWrites(siteUrl));
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
