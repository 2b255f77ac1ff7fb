import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/content-editor";
import { contentTypeLabels } from "#domain/categories.ts";
import { pageUrl, requireAdminPage } from "#server/modules/auth/admin-guard.server.ts";
import { GenericEditor } from "#app/features/admin/editor/generic-editor.tsx";
import { resolveEditorTarget } from "#app/features/admin/editor/editor-route.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";

/** Unknown type or id → the admin 404 (after the session check: a visitor is sent to the login page). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const target = resolveEditorTarget(pageUrl(request).pathname, params);
  if (!target) throw data(null, { status: 404 });
  return target;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Éditeur · ${contentTypeLabels[loaderData.type].plural}` : "Éditeur");

export default function ContentEditorPage() {
  const { type, id } = useLoaderData<typeof loader>();
  return <GenericEditor key={`${type}-${id ?? "new"}`} type={type} id={id} />;
}
