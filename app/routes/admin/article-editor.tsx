import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/article-editor";
import { requireAdminPage } from "#server/modules/auth/admin-guard.server.ts";
import { ArticleEditor } from "#app/features/admin/editor/article/article-editor.tsx";
import { parseEditorId } from "#app/features/admin/editor/editor-route.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";

/**
 * /admin/articles/new, /admin/article/new, /admin/editor/article (new) and /admin/articles/{id},
 * /admin/article/{id}, …/{id}/edit, /admin/editor/article/{id} (edit). A new article takes its
 * category from ?category= (the article screen's tab), 'blog' otherwise.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const id = parseEditorId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const requested = new URL(request.url).searchParams.get("category")?.trim() ?? "";
  const category = /^[a-z0-9-]{1,50}$/.test(requested) ? requested : "blog";
  return { id, category };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(loaderData?.id ? "Modifier l'article" : "Nouvel article", matches);

export default function ArticleEditorPage() {
  const { id, category } = useLoaderData<typeof loader>();
  return <ArticleEditor key={id ?? `new-${category}`} id={id} category={category} />;
}
