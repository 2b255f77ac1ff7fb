import { Plus, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { ContentType } from "#domain/content-types.ts";
import { adminListPath, aliasEditorPath } from "#domain/content-paths.ts";
import { formatParisDateTime } from "#domain/paris-time.ts";
import { formatDateLong } from "#domain/text.ts";
import type { ContentItem } from "../data/types";
import { useContentOverview } from "../data/use-content";
import { ItemActions } from "../lists/item-actions";
import { btnSmallPrimary } from "#app/ui/buttons.ts";

/** One card of the dashboard (docs/product.md §2): totals, published and draft lists, per-item actions, new item. */
export function DashboardCard({
  type,
  title,
  icon: Icon,
  newLabel,
}: {
  type: ContentType;
  title: string;
  icon: LucideIcon;
  newLabel: string;
}) {
  // Counts and the latest items only, never the whole list.
  const { data, isPending, isError } = useContentOverview(type);
  const published = data?.latestPublished ?? [];
  const drafts = data?.latestDrafts ?? [];

  return (
    <section
      aria-labelledby={`carte-${type}`}
      className="flex min-w-0 flex-col rounded-2xl border border-line bg-white shadow-card"
    >
      <header className="flex items-start gap-3 border-b border-line p-5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-sand/50 text-walnut">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`carte-${type}`} className="font-serif text-lg font-semibold text-forest-dark">
            {title}
          </h2>
          <p className="text-sm text-muted" data-testid={`stats-${type}`}>
            {isPending
              ? "…"
              : `${data?.total ?? 0} au total · ${data?.published ?? 0} publié${(data?.published ?? 0) > 1 ? "s" : ""}`}
          </p>
        </div>
        <Link to={aliasEditorPath(type, "new")} className={`${btnSmallPrimary} shrink-0 px-3 whitespace-nowrap`}>
          <Plus aria-hidden="true" className="size-4" />
          {newLabel}
        </Link>
      </header>
      <div className="grid flex-1 grid-cols-1 content-start gap-5 p-5">
        {isPending && <p className="text-sm text-muted">Chargement...</p>}
        {isError && <p className="text-sm text-danger">Impossible de charger la liste.</p>}
        {!isPending && !isError && (
          <>
            <ItemList
              label="Publiés"
              count={data?.published ?? 0}
              type={type}
              items={published}
              empty="Aucun contenu publié."
            />
            <ItemList
              label="Brouillons"
              count={data?.drafts ?? 0}
              type={type}
              items={drafts}
              empty="Aucun brouillon."
            />
          </>
        )}
      </div>
    </section>
  );
}

function ItemList({
  label,
  count,
  type,
  items,
  empty,
}: {
  label: string;
  /** How many there are in all (the list shows the latest few). */
  count: number;
  type: ContentType;
  items: ContentItem[];
  empty: string;
}) {
  return (
    <div>
      <h3 className="mb-2 font-sans text-xs font-semibold tracking-wide text-muted uppercase">
        {label} ({count})
      </h3>
      {items.length === 0 ? (
        <p className="rounded-xl bg-cream/60 px-3 py-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul
          className="max-h-[26rem] divide-y divide-line overflow-y-auto rounded-xl border border-line"
          aria-label={`${label} – ${type}`}
        >
          {items.map((item) => (
            <li key={item.id} className="grid gap-1 py-2 pr-1.5 pl-3">
              <p className="line-clamp-2 text-sm font-medium text-ink" title={item.title}>
                {item.title}
              </p>
              <div className="flex items-center justify-between gap-2">
                <p className="truncate text-xs text-muted">
                  {!item.isPublished && item.publishAt
                    ? `Programmé · ${formatParisDateTime(item.publishAt)}`
                    : formatDateLong(item.publishedAt ?? item.createdAt)}
                </p>
                <ItemActions type={type} item={item} editHref={aliasEditorPath(type, item.id)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {count > items.length && (
        <p className="mt-2 text-right text-xs">
          <Link to={adminListPath(type)} className="text-walnut hover:underline">
            Voir les {count} {label.toLowerCase()}
          </Link>
        </p>
      )}
    </div>
  );
}
