import type { ErrorRequestHandler, Response } from "express";
import type { Logger } from "../logger.ts";

export const DATABASE_DOWN_MESSAGE = "Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.";

/** An error the API answers as `{ message }` with its status; never a stack trace. */
export class HttpError extends Error {
  readonly status: number;
  readonly details?: Record<string, unknown>;
  constructor(status: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.details = details;
  }
}

export function sendError(res: Response, status: number, message: string, details?: Record<string, unknown>) {
  res.status(status).json({ message, ...details });
}

const bodyParserMessages: Record<string, [number, string]> = {
  "entity.parse.failed": [400, "Le corps de la requête n'est pas un JSON valide."],
  "entity.too.large": [413, "La requête est trop volumineuse."],
  "request.size.invalid": [400, "Taille de requête invalide."],
  "encoding.unsupported": [415, "Encodage non pris en charge."],
  "charset.unsupported": [415, "Jeu de caractères non pris en charge."],
  "parameters.too.many": [413, "Trop de paramètres."],
};

/** Last handler of the /api router: every error becomes JSON `{ message }`. */
export function apiErrorHandler(logger: Logger, dbHealth?: { report(error: unknown): boolean }): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (dbHealth?.report(err)) return sendError(res, 503, DATABASE_DOWN_MESSAGE);
    if (err instanceof HttpError) return sendError(res, err.status, err.message, err.details);
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
