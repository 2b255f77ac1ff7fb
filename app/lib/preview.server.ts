import { data, type RouterContextProvider } from "react-router";
import type { ContentType } from "#domain/content-types.ts";
import { servicesContext } from "#server/context.ts";
import { previewAccess, previewTarget, withDraft } from "#server/modules/content/preview-row.server.ts";
import { readSessionToken } from "#server/modules/auth/session-cookie.server.ts";
import { pageUrl } from "#server/admin-guard.server.ts";

/**
 * On /apercu/{type}/{id} (decision 042): the item as its draft shows it, for the administrator or
 * a valid shared link; null on the public address (the loader then reads the published item).
 */
export async function previewRow<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  type: ContentType,
): Promise<T | null> {
  const { pathname } = pageUrl(request);
  const target = previewTarget(pathname);
  if (!target || target.type !== type) return null;
  const services = context.get(servicesContext);
  const user = await services.auth.validate(readSessionToken(request.headers.get("cookie")));
  const access = await previewAccess(services, target, user, new URL(request.url).searchParams.get("jeton"));
  if (!access.ok) throw data(null, { status: 404 });
  const row = await services.admin.getRow(type, target.id);
  if (!row) throw data(null, { status: 404 });
  return withDraft(type, row) as T;
}
