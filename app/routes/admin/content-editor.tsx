import { data } from "react-router";
import type { Route } from "./+types/content-editor";
import { requireAdminPage } from "#server/modules/auth/admin-guard.server.ts";
import { EditorPage, editorTitle } from "#app/features/admin/editor/editor-page.tsx";
import { resolveEditorTarget } from "#app/features/admin/editor/editor-route.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";

/** Unknown type or id → the admin 404 (after the session check: a visitor is sent to the login page). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const target = resolveEditorTarget(params.type, params.id);
  if (!target) throw data(null, { status: 404 });
  return target;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(editorTitle(loaderData?.type), matches);

/** /admin/editor/{type} and /admin/editor/{type}/{id|new}. */
export default EditorPage;
