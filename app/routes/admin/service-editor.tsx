import { data } from "react-router";
import type { Route } from "./+types/service-editor";
import { requireAdminPage } from "#server/modules/auth/admin-guard.server.ts";
import { EditorPage, editorTitle } from "#app/features/admin/editor/editor-page.tsx";
import { resolveEditorTarget } from "#app/features/admin/editor/editor-route.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";

/** /admin/services/new and /admin/services/{id}/edit: the generic editor of this type. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const target = resolveEditorTarget("services", params.id);
  if (!target) throw data(null, { status: 404 });
  return target;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(editorTitle("services"), matches);

export default EditorPage;
