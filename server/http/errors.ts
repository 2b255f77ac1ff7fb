import type { ErrorRequestHandler, Response } from "express";
import { AppError, type ErrorKind } from "../errors.ts";
import type { Logger } from "../logger.ts";

export const DATABASE_DOWN_MESSAGE =
  "Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.";

/** The status of each kind of error (the only place where a kind becomes HTTP). */
export const statusOfKind: Record<ErrorKind, number> = {
  invalid: 400,
  unprocessable: 422,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  "too-large": 413,
  unsupported: 415,
  "rate-limited": 429,
  internal: 500,
  "not-implemented": 501,
  upstream: 502,
  unavailable: 503,
  timeout: 504,
};

const kindOfStatus = (status: number): ErrorKind =>
  (Object.entries(statusOfKind).find(([, s]) => s === status)?.[0] as ErrorKind | undefined) ??
  (status >= 500 ? "internal" : "invalid");

/** The status an error is answered with. */
export const httpStatus = (err: AppError): number => statusOfKind[err.kind];

/**
 * A refusal decided by the HTTP layer itself (a router's check of a parameter or a body): an
 * `AppError` whose kind comes from the status, answered by the same mapper.
 */
export class HttpError extends AppError {
  constructor(status: number, message: string, details?: Record<string, unknown>) {
    const { errors, ...rest } = (details ?? {}) as { errors?: Record<string, string> } & Record<string, unknown>;
    super(kindOfStatus(status), message, { errors, details: Object.keys(rest).length > 0 ? rest : undefined });
    this.name = "HttpError";
  }
}

/** The JSON answer of an `AppError`: `{ message, errors? }` (+ its details), and its Retry-After. */
export function sendAppError(res: Response, err: AppError): void {
  if (err.retryAfterSec) res.setHeader("Retry-After", String(err.retryAfterSec));
  sendError(res, httpStatus(err), err.message, { ...err.details, ...(err.errors ? { errors: err.errors } : {}) });
}

/** Every JSON refusal: `{ message, …details }`; a 400 always has its `errors` (empty when no field is to blame). */
export function sendError(res: Response, status: number, message: string, details?: Record<string, unknown>) {
  res.status(status).json({ message, ...(status === 400 ? { errors: {} } : {}), ...details });
}

const bodyParserMessages: Record<string, [number, string]> = {
  "entity.parse.failed": [400, "Le corps de la requête n'est pas un JSON valide."],
  "entity.too.large": [413, "La requête est trop volumineuse."],
  "request.size.invalid": [400, "Taille de requête invalide."],
  "encoding.unsupported": [415, "Encodage non pris en charge."],
  "charset.unsupported": [415, "Jeu de caractères non pris en charge."],
  "parameters.too.many": [413, "Trop de paramètres."],
};

export const STORAGE_FULL_MESSAGE =
  "L'enregistrement des fichiers est momentanément impossible (stockage plein ou indisponible). Réessayez dans quelques minutes.";
const storageFullCodes = new Set(["ENOSPC", "EROFS", "EDQUOT"]);

/**
 * A write the storage refused (disk full, read-only, quota; an S3 bucket's error): not a bug of
 * ours, the visitor may retry later.
 */
export function isStorageFull(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; name?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (typeof e.code === "string" && storageFullCodes.has(e.code)) return true;
    if (e.name === "StorageError") return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Last handler of the /api router: every error becomes JSON `{ message }`. */
export const BUSY_MESSAGE = "Le site est très sollicité, veuillez réessayer dans quelques secondes.";

type HealthReport = { report(error: unknown): boolean; busy?(error: unknown): boolean };

export function apiErrorHandler(logger: Logger, dbHealth?: HealthReport): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (dbHealth?.report(err)) return sendError(res, 503, DATABASE_DOWN_MESSAGE);
    if (dbHealth?.busy?.(err)) {
      res.setHeader("Retry-After", "2");
      return sendError(res, 503, BUSY_MESSAGE);
    }
    if (isStorageFull(err)) {
      logger.error("storage write refused", { err, path: req.path, requestId: res.locals.requestId });
      res.setHeader("Retry-After", "300");
      return sendError(res, 503, STORAGE_FULL_MESSAGE);
    }
    if (err instanceof AppError) {
      if (httpStatus(err) >= 500 && err.kind !== "unavailable")
        logger.warn("api error", { err, path: req.path, requestId: res.locals.requestId });
      return sendAppError(res, err);
    }
    const type = typeof err?.type === "string" ? (err.type as string) : "";
    const known = bodyParserMessages[type];
    if (known) return sendError(res, known[0], known[1]);
    if (typeof err?.status === "number" && err.status >= 400 && err.status < 500) {
      return sendError(res, err.status, "Requête invalide.");
    }
    logger.error("api error", { err, path: req.path, requestId: res.locals.requestId });
    sendError(res, 500, "Une erreur interne est survenue. Veuillez réessayer.");
  };
}

/** French titles of the plain pages answered outside the site's routes (static files, media). */
const pageMessages: Record<number, string> = {
  400: "Requête invalide",
  401: "Authentification requise",
  403: "Accès refusé",
  404: "Page introuvable",
  405: "Méthode non autorisée",
  409: "Conflit",
  410: "Cette page n'existe plus",
  412: "Condition préalable non remplie",
  413: "Requête trop volumineuse",
  415: "Type de contenu non pris en charge",
  416: "Plage demandée non disponible",
  429: "Trop de requêtes",
};

const page = (title: string, text: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;padding:3rem;text-align:center;color:#1f2421;background:#fbf8f3"><h1>${title}</h1><p>${text}</p><p><a href="/">Retour à l'accueil</a></p></body></html>`;

/**
 * Last handler of the whole application (outside /api): the same mapping as the API, answered as a
 * small French page with the right status — 404 « Page introuvable », 403 « Accès refusé », 416…
 * (the site's own pages render their 404 through React Router before reaching this).
 */
export function pageErrorHandler(
  logger: Logger,
  dbHealth: () => HealthReport | undefined,
  unavailablePage: string,
): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    const health = dbHealth();
    if (health?.report(err) || health?.busy?.(err)) {
      res.status(503).setHeader("Retry-After", "5").type("html").send(unavailablePage);
      return;
    }
    const status = err instanceof AppError ? httpStatus(err) : Number(err?.status ?? err?.statusCode);
    if (status >= 400 && status < 500) {
      if (err instanceof AppError && err.retryAfterSec) res.setHeader("Retry-After", String(err.retryAfterSec));
      const title = pageMessages[status] ?? "Requête invalide";
      const text =
        err instanceof AppError
          ? err.message
          : status === 404
            ? "L'adresse demandée n'existe pas ou a été déplacée."
            : "La requête n'a pas pu être traitée.";
      res
        .status(status)
        .type("html")
        .send(page(title, escapeHtml(text)));
      return;
    }
    logger.error("unhandled error", { err, path: req.path, requestId: res.locals.requestId });
    res.status(500).type("html").send(page("Une erreur est survenue", "Veuillez réessayer dans un instant."));
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
