import type { z } from "zod";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";
import { AppError } from "./errors.ts";

/**
 * The one validation vocabulary of the server (decision 050): routers (through server/http/parse.ts,
 * which re-exports these) and services alike parse their input with these helpers, which throw the
 * `AppError` vocabulary (server/errors.ts). A refused input is `invalid` with the French `message`
 * and the fields to blame; an id that cannot exist names nothing (`not-found`).
 */

/** The largest PostgreSQL `integer`: an id above it names nothing. */
export const MAX_ID = 2_147_483_647;

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

/** `value` as an id (a positive PostgreSQL integer, given as a number or its digits), else null. */
export function asId(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * `value` as an id, else an `AppError` of `kind` with the French `message`: `not-found` by default
 * (an id of the address that cannot exist names nothing), `invalid` for an id the body must carry.
 */
export function parseId(
  value: unknown,
  message = "Élément introuvable.",
  kind: "not-found" | "invalid" = "not-found",
): number {
  const id = asId(value);
  if (id === null) throw kind === "invalid" ? invalid(message) : new AppError("not-found", message);
  return id;
}
