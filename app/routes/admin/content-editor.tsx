import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/content-editor";
import { contentTypeLabels } from "../../../domain/categories";
import { pageUrl, requireAdminPage } from "../../../server/http/admin-guard.server";
import { GenericEditor } from "../../components/admin/editor/generic-editor";
import { resolveEditorTarget } from "../../lib/admin/editor-route";
import { adminMeta } from "../../lib/admin/meta";

/** Unknown type or id → the admin 404 (after the session check: a visitor is sent to the login page). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const target = resolveEditorTarget(pageUrl(request).pathname, params);
  if (!target) throw data(null, { status: 404 });
  return target;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(loaderData ? `Éditeur · ${contentTypeLabels[loaderData.type].plural}` : "Éditeur", matches);

export default function ContentEditorPage() {
  const { type, id } = useLoaderData<typeof loader>();
  return <GenericEditor key={`${type}-${id ?? "new"}`} type={type} id={id} />;
}
