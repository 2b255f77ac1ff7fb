import type { Response } from "express";
import { isAppError } from "../errors.ts";
import { httpStatus } from "./errors.ts";

/**
 * A refusal that a page rendered on the server shows again in its form (a wrong code, too many
 * tries, an invalid field): the French message and the status, with `Retry-After` set when the
 * error carries one. Null for what the form does not show: an unknown or revoked link (the page
 * answers it) and any failure that is not a refusal.
 */
export function formRefusal(
  res: Response,
  err: unknown,
): { message: { kind: "err"; text: string }; status: number } | null {
  if (!isAppError(err) || err.kind === "gone" || err.kind === "not-found" || err.kind === "internal") return null;
  if (err.retryAfterSec) res.setHeader("Retry-After", String(err.retryAfterSec));
  return { message: { kind: "err", text: err.message }, status: httpStatus(err) };
}
