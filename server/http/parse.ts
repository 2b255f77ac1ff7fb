import type { Request } from "express";
import type { z } from "zod";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";
import { AppError } from "../errors.ts";

/**
 * The one way a router says no to its input (issue 25): these helpers throw the `AppError`
 * vocabulary (server/errors.ts) and the one mapper (./errors.ts) answers. A refused input is
 * always a 400 `{ "message": "…", "errors": { champ: "…" } }` (`errors` empty when no field is to
 * blame). Lint forbids the old ways in the modules' routers (`res.status(4xx)`, `sendError`,
 * `HttpError`, an inline `safeParse`): docs/architecture.md.
 */

/** The input is refused: 400 with the French `message` and the fields to blame. */
export function invalid(message: string, errors: Record<string, string> = {}): AppError {
  return new AppError("invalid", message, { errors });
}

/** The message of a refused input: a fixed sentence, or one made from zod's error (default: `errorSummary`). */
export type RefusalMessage = string | ((error: z.ZodError) => string);

/** Every distinct problem, in one line (the AI and media forms' message). */
export const everyProblem = (error: z.ZodError) => [...new Set(error.issues.map((i) => i.message))].join(" ");

/** `value` validated by `schema`, else `invalid` with the message and every field's problem. */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown, message?: RefusalMessage): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const text = typeof message === "function" ? message(parsed.error) : (message ?? errorSummary(parsed.error));
  throw invalid(text, fieldErrors(parsed.error));
}

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
  const id = Number(req.params[name]);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new AppError("not-found", notFound);
  return id;
}

/** `found`, or `not-found` with the French `message`. */
export function orNotFound<T>(found: T | null | undefined | false, message: string): T {
  if (found === null || found === undefined || found === false) throw new AppError("not-found", message);
  return found;
}
