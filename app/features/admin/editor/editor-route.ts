import type { ContentType } from "#domain/categories.ts";
import { isContentType } from "#domain/content-paths.ts";

/**
 * The type and id an editor route names: its `:type` parameter (or the type fixed by its route
 * module, e.g. routes/admin/service-editor.tsx for /admin/services/…) and its `:id` (absent or
 * "new": a new item). Null when it names nothing editable (docs/product.md §2).
 */
export function resolveEditorTarget(
  type: string | undefined,
  rawId: string | undefined,
): { type: ContentType; id: number | null } | null {
  if (!isContentType(type)) return null;
  const id = parseEditorId(rawId);
  return id === undefined ? null : { type, id };
}

/** undefined: not an id; null: a new item. */
export function parseEditorId(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw === "new") return null;
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) >= 2 ** 31) return undefined;
  return Number(raw);
}
