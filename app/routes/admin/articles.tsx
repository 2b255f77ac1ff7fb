import { Plus, Search } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/articles";
import { articleAdminTabs, articleCategoryLabel } from "#domain/categories.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { ItemActions } from "#app/features/admin/lists/item-actions.tsx";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";
import { StatusBadge } from "#app/ui/status-badge.tsx";
import { articleTabOf, isArticleTab, type ArticleTab } from "#app/features/admin/editor/article/article-tabs.ts";
import { itemDates } from "#app/features/admin/data/format.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { useContentList } from "#app/features/admin/data/use-content.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Articles", matches);

const normalize = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Article management (docs/product.md §2): four tabs, search, publish/unpublish/edit/preview/delete, new article. */
export default function ArticlesPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("onglet");
  const tab: ArticleTab = isArticleTab(tabParam) ? tabParam : "accueil";
  const [query, setQuery] = useState("");
  const { data, isPending, isError } = useContentList("articles");
  const articles = data ?? [];
  const q = normalize(query.trim());

  return (
    <main className={pageClass}>
      <PageHeader
        title="Articles"
        description="Les articles du blog et des pages du site, classés par rubrique."
        actions={
          <Link to={`/admin/editor/article?category=${tab}`} className={btnSmallPrimary}>
            <Plus aria-hidden="true" className="size-4" />
            Nouvel article
          </Link>
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams({ onglet: value }, { replace: true, preventScrollReset: true })}
      >
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <Tabs.List
            aria-label="Rubriques"
            className="flex gap-1 overflow-x-auto rounded-full border border-line bg-white p-1"
          >
            {articleAdminTabs.map((t) => {
              const count = articles.filter((a) => articleTabOf(a.category) === t.value).length;
              return (
                <Tabs.Trigger
                  key={t.value}
                  value={t.value}
                  className="rounded-full px-4 py-1.5 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-forest-dark data-[state=active]:bg-forest data-[state=active]:text-cream"
                >
                  {t.label}
                  <span className="ml-1.5 text-xs opacity-75">{data ? count : ""}</span>
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          <label className="relative block md:w-72">
            <span className="sr-only">Rechercher un article</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Rechercher un article..."
              className={`${inputClass} rounded-full pl-9`}
            />
          </label>
        </div>
        {articleAdminTabs.map((t) => {
          const shown = articles
            .filter((a) => articleTabOf(a.category) === t.value)
            .filter((a) => !q || normalize(`${a.title} ${a.excerpt ?? ""} ${a.slug}`).includes(q));
          return (
            <Tabs.Content
              key={t.value}
              value={t.value}
              className="rounded-2xl border border-line bg-white shadow-card focus:outline-none"
            >
              {isPending && <p className="p-5 text-sm text-muted">Chargement des articles...</p>}
              {isError && <p className="p-5 text-sm text-danger">Impossible de charger les articles.</p>}
              {data && shown.length === 0 && (
                <p className="p-5 text-sm text-muted">
                  {q ? "Aucun article ne correspond à votre recherche." : "Aucun article dans cette rubrique."}
                </p>
              )}
              {shown.length > 0 && (
                <ul className="divide-y divide-line">
                  {shown.map((article) => (
                    <li key={article.id} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:gap-4">
                      <div className="min-w-0 flex-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <Link
                            to={`/admin/articles/${article.id}/edit`}
                            className="font-medium text-ink hover:text-walnut"
                          >
                            {article.title}
                          </Link>
                          <StatusBadge published={article.isPublished} scheduledAt={article.publishAt} />
                          <span className="rounded-full bg-cream px-2 py-0.5 text-xs text-muted">
                            {articleCategoryLabel(article.category ?? "blog")}
                          </span>
                        </div>
                        {article.excerpt && <p className="mt-1 line-clamp-2 text-sm text-muted">{article.excerpt}</p>}
                        <p className="mt-1 text-xs text-muted">{itemDates(article)}</p>
                      </div>
                      <ItemActions
                        type="articles"
                        item={article}
                        editHref={`/admin/articles/${article.id}/edit`}
                        deleteFailure="Impossible de supprimer l'article"
                        preview
                      />
                    </li>
                  ))}
                </ul>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </main>
  );
}
