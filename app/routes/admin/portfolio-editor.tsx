import { data } from "react-router";
import type { Route } from "./+types/portfolio-editor";
import { requireAdminPage } from "#server/modules/auth/admin-guard.server.ts";
import { EditorPage, editorTitle } from "#app/features/admin/editor/editor-page.tsx";
import { resolveEditorTarget } from "#app/features/admin/editor/editor-route.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";

/** /admin/portfolio/new and /admin/portfolio/{id}/edit: the generic editor of this type. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const target = resolveEditorTarget("portfolio", params.id);
  if (!target) throw data(null, { status: 404 });
  return target;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(editorTitle("portfolio"), matches);

export default EditorPage;
