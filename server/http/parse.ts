import type { Request } from "express";
import type { z } from "zod";
import { AppError } from "../errors.ts";
import { parseId, parseValue, type RefusalMessage } from "../validation.ts";

/**
 * The one way a router says no to its input (decision 050): these helpers throw the `AppError`
 * vocabulary (server/errors.ts, server/validation.ts, whose helpers services use too) and the one
 * mapper (./errors.ts) answers. A refused input is
 * always a 400 `{ "message": "…", "errors": { champ: "…" } }` (`errors` empty when no field is to
 * blame). Lint forbids the old ways in the modules' routers (`res.status(4xx)`, `sendError`,
 * `HttpError`, an inline `safeParse`): docs/architecture.md.
 */

export { asId, everyProblem, invalid, parseId, parseValue, type RefusalMessage } from "../validation.ts";

/** The JSON (or form) body, validated; an absent body is `{}`. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request, message?: RefusalMessage): z.output<S> {
  return parseValue(schema, req.body ?? {}, message);
}

/** The query string, validated. */
export function parseQuery<S extends z.ZodType>(schema: S, req: Request, message?: RefusalMessage): z.output<S> {
  return parseValue(schema, req.query, message);
}

/**
 * A numeric id of the path (`:id` by default): a positive PostgreSQL integer, else `not-found`
 * with the French `notFound` (an id that cannot exist names nothing).
 */
export function idParam(req: Request, notFound = "Élément introuvable.", name = "id"): number {
  return parseId(req.params[name], notFound);
}

/** `found`, or `not-found` with the French `message`. */
export function orNotFound<T>(found: T | null | undefined | false, message: string): T {
  if (found === null || found === undefined || found === false) throw new AppError("not-found", message);
  return found;
}
