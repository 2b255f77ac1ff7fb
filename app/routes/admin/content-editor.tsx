import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/content-editor";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { editors } from "#app/features/admin/editor/editors.tsx";
import { resolveEditorTarget } from "#app/features/admin/editor/editor-route.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";

/**
 * Every address of a content editor (docs/product.md §2: /admin/editor/{type}[/{id|new}],
 * /admin/articles/{id}/edit, /admin/services/new…): the address names the type (the registry's
 * aliases, domain/content-paths.ts) and the id; the type's one editor opens. A new article takes
 * its category from ?category= (the article screen's tab), 'blog' otherwise. Unknown id → the
 * admin 404 (after the session check: a visitor is sent to the login page).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const url = new URL(request.url);
  const target = resolveEditorTarget(url.pathname, params.id);
  if (!target) throw data(null, { status: 404 });
  const requested = url.searchParams.get("category")?.trim() ?? "";
  const category = /^[a-z0-9-]{1,50}$/.test(requested) ? requested : "blog";
  return { ...target, category };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(loaderData ? editors[loaderData.type].title(loaderData.id) : "Éditeur", matches);

export default function ContentEditorPage() {
  const target = useLoaderData<typeof loader>();
  return editors[target.type].render(target);
}
