import type { ContentType } from "#domain/content-types.ts";
import { contentInputSchemas } from "#domain/schemas/content.ts";
import type { ContentInput, ContentRow } from "./admin-values.ts";

/** Fields of a revision or a draft: every editable field of the type (its input schema), no publishedAt. */
export function editableKeys(type: ContentType): string[] {
  return Object.keys(contentInputSchemas[type].shape).filter((key) => key !== "publishedAt");
}

/** The editable state of a stored row (what a revision keeps). */
export function snapshotOf(type: ContentType, row: ContentRow | Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of editableKeys(type)) out[key] = (row as Record<string, unknown>)[key];
  return out;
}

/** A stored draft or revision read back as a validated input (dates coerced, defaults applied). */
export function inputOf(type: ContentType, data: Record<string, unknown>): ContentInput | null {
  const parsed = contentInputSchemas[type].safeParse(data);
  return parsed.success ? (parsed.data as ContentInput) : null;
}
