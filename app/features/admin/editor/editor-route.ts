import type { ContentType } from "#domain/categories.ts";
import { isContentType } from "#domain/content-paths.ts";

/**
 * The type and id an editor address names: /admin/editor/{type}[/{id|new}], /admin/services/new,
 * /admin/services/{id}/edit, /admin/portfolio/… (docs/product.md §2). Null when it names nothing editable.
 */
export function resolveEditorTarget(
  pathname: string,
  params: { type?: string; id?: string },
): { type: ContentType; id: number | null } | null {
  const type =
    params.type ??
    (pathname.startsWith("/admin/services")
      ? "services"
      : pathname.startsWith("/admin/portfolio")
        ? "portfolio"
        : undefined);
  if (!isContentType(type)) return null;
  const id = parseEditorId(params.id);
  return id === undefined ? null : { type, id };
}

/** undefined: not an id; null: a new item. */
export function parseEditorId(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw === "new") return null;
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) >= 2 ** 31) return undefined;
  return Number(raw);
}
