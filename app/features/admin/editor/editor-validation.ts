import type { ContentType } from "#domain/content-types.ts";
import { contentInputSchemas } from "#domain/schemas/content.ts";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";

/** Browser-side check with the server's own schema (docs/product.md §5 messages); loaded by `checkPayload`. */
export function validatePayload(
  type: ContentType,
  payload: Record<string, unknown>,
): { errors: Record<string, string>; summary: string } | null {
  const parsed = contentInputSchemas[type].safeParse(payload);
  if (parsed.success) return null;
  return { errors: fieldErrors(parsed.error), summary: errorSummary(parsed.error) };
}
