import { ArrowLeft, Plus } from "lucide-react";
import { Link } from "react-router";
import { contentTypeLabels, type ContentType } from "#domain/content-types.ts";
import { editorPath } from "#domain/content-paths.ts";
import { itemDates } from "../data/format";
import type { ContentItem } from "../data/types";
import { ListPager, ListSearch } from "./list-pager";
import { useListState, usePagedList } from "./use-paged-list";
import { ItemActions } from "./item-actions";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { StatusBadge } from "#app/ui/status-badge.tsx";
import { adminPaths } from "#app/lib/paths.ts";

/** Drill-in list of one section (docs/product.md §2): badge, dates, preview of published items, edit, delete. */
export function SectionList({ type }: { type: ContentType }) {
  const list = useListState();
  const {
    data: page,
    isPending,
    isError,
  } = usePagedList<ContentItem>(`/api/${type}`, {
    page: list.page,
    q: list.q,
    pageSize: 25,
  });
  const data = page?.items;
  const label = contentTypeLabels[type];
  return (
    <section aria-labelledby="section-titre" className="rounded-2xl border border-line bg-white shadow-card">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line p-5">
        <div className="flex items-center gap-3">
          <Link to={adminPaths.sections} className={btnSmall} aria-label="Retour à toutes les sections">
            <ArrowLeft aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Sections</span>
          </Link>
          <h2 id="section-titre" className="font-serif text-xl font-semibold text-forest-dark">
            {label.plural}
            {page && <span className="ml-2 font-sans text-sm font-normal text-muted">({page.total})</span>}
          </h2>
        </div>
        <ListSearch value={list.input} onChange={list.setInput} label={`Rechercher : ${label.plural.toLowerCase()}`} />
        <Link to={editorPath(type, "new")} className={btnSmallPrimary}>
          <Plus aria-hidden="true" className="size-4" />
          Nouveau
        </Link>
      </header>
      {isPending && <p className="p-5 text-sm text-muted">Chargement...</p>}
      {isError && <p className="p-5 text-sm text-danger">Impossible de charger la liste.</p>}
      {data && data.length === 0 && (
        <p className="p-5 text-sm text-muted">
          {list.q ? "Aucun contenu ne correspond à votre recherche." : "Aucun contenu pour le moment."}
        </p>
      )}
      {data && data.length > 0 && (
        <ul className="divide-y divide-line">
          {data.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={editorPath(type, item.id)} className="truncate font-medium text-ink hover:text-walnut">
                    {item.title}
                  </Link>
                  <StatusBadge published={item.isPublished} scheduledAt={item.publishAt} />
                </div>
                <p className="mt-0.5 truncate text-xs text-muted">
                  /{item.slug} · {itemDates(item)}
                </p>
              </div>
              <ItemActions type={type} item={item} editHref={editorPath(type, item.id)} preview toggle={false} />
            </li>
          ))}
        </ul>
      )}
      {page && (
        <ListPager
          page={page.page}
          pageCount={page.pageCount}
          pageSize={page.pageSize}
          total={page.total}
          onPage={list.setPage}
        />
      )}
    </section>
  );
}
