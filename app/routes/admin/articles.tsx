import { Plus } from "lucide-react";
import { aliasEditorPath } from "#domain/content-paths.ts";
import { Tab, TabList, TabPanel, Tabs } from "#app/ui/tabs.tsx";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/articles";
import { articleAdminTabs, articleCategoryLabel } from "#domain/schemas/categories.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { ItemActions } from "#app/features/admin/lists/item-actions.tsx";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { StatusBadge } from "#app/ui/status-badge.tsx";
import { isArticleTab, type ArticleTab } from "#app/features/admin/editor/article/article-tabs.ts";
import { itemDates } from "#app/features/admin/data/format.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { useContentOverview } from "#app/features/admin/data/use-content.ts";
import type { ContentItem } from "#app/features/admin/data/types.ts";
import { ListPager, ListSearch } from "#app/features/admin/lists/list-pager.tsx";
import { useListState, usePagedList } from "#app/features/admin/lists/use-paged-list.ts";
import { adminPaths } from "#app/lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Articles", matches);

/** Article management (docs/product.md §2): four tabs, search, publish/unpublish/edit/preview/delete, new article. */
export default function ArticlesPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("onglet");
  const tab: ArticleTab = isArticleTab(tabParam) ? tabParam : "accueil";
  // The server pages, searches and filters by tab; the tab counts come from the overview.
  const list = useListState();
  const overview = useContentOverview("articles");
  const { data, isPending, isError } = usePagedList<ContentItem>("/api/articles", {
    tab,
    page: list.page,
    q: list.q,
    pageSize: 25,
  });
  const shown = data?.items ?? [];
  const q = list.q;

  return (
    <main className={pageClass}>
      <PageHeader
        title="Articles"
        description="Les articles du blog et des pages du site, classés par rubrique."
        actions={
          <Link to={`${adminPaths.newArticle}?category=${tab}`} className={btnSmallPrimary}>
            <Plus aria-hidden="true" className="size-4" />
            Nouvel article
          </Link>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set("onglet", value);
              next.delete("page");
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      >
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <TabList
            aria-label="Rubriques"
            className="flex gap-1 overflow-x-auto rounded-full border border-line bg-white p-1"
          >
            {articleAdminTabs.map((t) => {
              const count = overview.data?.byTab?.[t.value];
              return (
                <Tab
                  key={t.value}
                  value={t.value}
                  className="rounded-full px-4 py-1.5 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-forest-dark data-[state=active]:bg-forest data-[state=active]:text-cream"
                >
                  {t.label}
                  <span className="ml-1.5 text-xs opacity-75">{count ?? ""}</span>
                </Tab>
              );
            })}
          </TabList>
          <ListSearch value={list.input} onChange={list.setInput} label="Rechercher un article" />
        </div>
        {articleAdminTabs.map((t) => {
          return (
            <TabPanel
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
                            to={aliasEditorPath("articles", article.id)}
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
                        editHref={aliasEditorPath("articles", article.id)}
                        deleteFailure="Impossible de supprimer l'article"
                        preview
                      />
                    </li>
                  ))}
                </ul>
              )}
              {data && (
                <ListPager
                  page={data.page}
                  pageCount={data.pageCount}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPage={list.setPage}
                />
              )}
            </TabPanel>
          );
        })}
      </Tabs>
    </main>
  );
}
