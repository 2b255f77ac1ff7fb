import type { ContentType } from "#domain/content-types.ts";
import { editorTypeOf } from "#domain/content-paths.ts";

/**
 * The type and id an editor address names: the type from the address itself (the registry's
 * aliases: /admin/services/new is a service) and the id from its `:id` (absent or "new": a new
 * item). Null when it names nothing editable (docs/product.md §2).
 */
export function resolveEditorTarget(
  pathname: string,
  rawId: string | undefined,
): { type: ContentType; id: number | null } | null {
  const type = editorTypeOf(pathname);
  if (!type) return null;
  const id = parseEditorId(rawId);
  return id === undefined ? null : { type, id };
}

/** undefined: not an id; null: a new item. */
export function parseEditorId(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw === "new") return null;
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) >= 2 ** 31) return undefined;
  return Number(raw);
}
