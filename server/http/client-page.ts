import type { NextFunction, Request, Response } from "express";
import { isAppError } from "../errors.ts";
import { httpStatus } from "./errors.ts";
import { formRefusal } from "./form-refusal.ts";

/**
 * What a client's private page (/mon-devis, /mon-chantier and its PV) shows besides its data: a
 * refused form's French message, status and typed values, or the reason it cannot be shown
 * (404 unknown, 410 revoked, 429 too many posts). Express answers the forms and the files; the
 * page itself is a React Router route (app/routes/site/client-*.tsx) that reads this state.
 */
export interface ClientPageState {
  status: number;
  message?: { kind: "ok" | "err" | "info"; text: string };
  values?: Record<string, string>;
  refusal?: { status: number; message: string };
}

declare module "express-serve-static-core" {
  interface Locals {
    clientPage?: ClientPageState;
  }
}

/** Set by privateTokenPages on every answer; the page route sets them itself (appended twice otherwise). */
const PAGE_HEADERS = ["Cache-Control", "X-Robots-Tag", "Referrer-Policy"];

/**
 * Hands the request to the page at `path` (a GET rendered by React Router), with `state` if any:
 * the page shows a refused form again at the address it was posted to, as a plain HTML post expects.
 */
export function showClientPage(
  req: Request,
  res: Response,
  next: NextFunction,
  path: string,
  state?: ClientPageState,
): void {
  for (const name of PAGE_HEADERS) res.removeHeader(name);
  if (state) res.locals.clientPage = state;
  if (req.method !== "GET" || req.path !== path) {
    req.method = "GET";
    req.url = path;
    req.originalUrl = path;
  }
  next();
}

/**
 * A failed form or file: a refusal the form shows (wrong code, invalid field, too many tries) goes
 * back to the page with its message and typed values; an unknown or revoked link to the page's
 * French 404/410; anything else goes on as an error.
 */
export function refuseToClientPage(
  req: Request,
  res: Response,
  next: NextFunction,
  path: string,
  err: unknown,
  values: Record<string, string> = {},
): void {
  const refused = formRefusal(res, err);
  if (refused) return showClientPage(req, res, next, path, { ...refused, values });
  if (isAppError(err) && (err.kind === "gone" || err.kind === "not-found")) {
    const status = httpStatus(err);
    return showClientPage(req, res, next, path, { status, refusal: { status, message: err.message } });
  }
  next(err);
}
