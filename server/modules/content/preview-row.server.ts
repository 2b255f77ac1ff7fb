import { canEditContent } from "#domain/permissions.ts";
import type { ContentType } from "#domain/content-types.ts";
import type { SessionUser } from "#server/modules/auth/index.ts";
import { columnValues, type ContentRow } from "./admin-values.ts";
import type { AdminContent } from "./admin.ts";
import type { PreviewLinks } from "./preview-links.ts";
import { inputOf } from "./snapshot.ts";

/** /apercu/{type}/{id}: the draft preview of an item (decision 042), from the registry. */
export { PREVIEW_PATH, previewTarget } from "#domain/content-types.ts";

/** The item as its draft shows it: the stored columns overlaid by the pending draft, if any. */
export function withDraft(type: ContentType, row: ContentRow): ContentRow {
  const draft = row.draft ? inputOf(type, row.draft) : null;
  return draft ? ({ ...row, ...columnValues(type, draft) } as ContentRow) : row;
}

export type PreviewAccess =
  { ok: true } | { ok: false; status: 401 | 404 | 410; reason: "login" | "unknown" | "expired" | "revoked" };

/** Who may see the preview: the administrator, or anyone with a valid link token of this very item. */
export async function previewAccess(
  deps: { previews: PreviewLinks; admin: AdminContent },
  target: { type: ContentType; id: number },
  user: SessionUser | null,
  token: string | null,
): Promise<PreviewAccess> {
  if (token) {
    const found = await deps.previews.resolve(token);
    if (!found.ok) return { ok: false, status: found.reason === "unknown" ? 404 : 410, reason: found.reason };
    if (found.link.contentType !== target.type || found.link.itemId !== target.id) {
      return { ok: false, status: 404, reason: "unknown" };
    }
    return { ok: true };
  }
  if (user && !user.mustChangePassword) {
    // Drafts are for who may edit content (domain/permissions.ts): a compagnon sees nothing.
    return canEditContent(user.role) ? { ok: true } : { ok: false, status: 404, reason: "unknown" };
  }
  return { ok: false, status: 401, reason: "login" };
}
