import { BookOpen, FileStack, Hammer, Images, Plus, type LucideIcon } from "lucide-react";
import { useQueries } from "@tanstack/react-query";
import { Link } from "react-router";
import { contentTypeLabels, contentTypes, type ContentType } from "#domain/content-types.ts";
import { editorPath, sectionPath } from "#domain/content-paths.ts";
import { formatDateLong } from "#domain/text.ts";
import type { ContentItem } from "../data/types";
import { useContentOverviews, type ContentOverview } from "../data/use-content";
import { pagedListQuery } from "./use-paged-list";
import { btnSmall } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import { StatusBadge } from "#app/ui/status-badge.tsx";

const icons: Record<ContentType, LucideIcon> = {
  articles: BookOpen,
  services: Hammer,
  portfolio: Images,
  pages: FileStack,
};

/** The four sections with their counts, and a global overview with the latest changes (docs/product.md §2). */
export function SectionsOverview() {
  // Counts and the 6 latest changes of each type: never every item.
  const overviews = useContentOverviews();
  const latest = { sort: "updatedAt", dir: "desc", pageSize: 6 };
  const recentLists = useQueries({
    queries: contentTypes.map((type) => pagedListQuery<ContentItem>(`/api/${type}`, latest)),
  });
  const total = overviews.reduce((sum, o) => sum + (o.data?.total ?? 0), 0);
  const published = overviews.reduce((sum, o) => sum + (o.data?.published ?? 0), 0);
  const recent = contentTypes
    .flatMap((type, i) => (recentLists[i].data?.items ?? []).map((item) => ({ type, item })))
    .sort((a, b) => Date.parse(b.item.updatedAt) - Date.parse(a.item.updatedAt))
    .slice(0, 6);
  const loading = overviews.some((o) => o.isPending);

  return (
    <div className="grid gap-6">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Sections">
        {contentTypes.map((type, i) => (
          <li key={type}>
            <SectionCard type={type} overview={overviews[i].data} />
          </li>
        ))}
      </ul>
      <Card title="Vue d'ensemble" description="Tous les contenus du site, toutes sections confondues.">
        <dl className="grid grid-cols-3 gap-3 text-center">
          {[
            ["Contenus", total],
            ["Publiés", published],
            ["Brouillons", total - published],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-cream/70 p-3">
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
              <dd className="mt-1 font-serif text-2xl font-semibold text-forest-dark">{loading ? "…" : value}</dd>
            </div>
          ))}
        </dl>
        {recent.length > 0 && (
          <>
            <h3 className="mt-6 mb-2 font-sans text-xs font-semibold tracking-wide text-muted uppercase">
              Dernières modifications
            </h3>
            <ul className="divide-y divide-line rounded-xl border border-line">
              {recent.map(({ type, item }) => (
                <li
                  key={`${type}-${item.id}`}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
                >
                  <span className="w-24 shrink-0 text-xs text-muted">{contentTypeLabels[type].singular}</span>
                  <Link
                    to={editorPath(type, item.id)}
                    className="min-w-0 flex-1 truncate font-medium hover:text-walnut"
                  >
                    {item.title}
                  </Link>
                  <StatusBadge published={item.isPublished} scheduledAt={item.publishAt} />
                  <span className="text-xs text-muted">{formatDateLong(item.updatedAt)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </div>
  );
}

function SectionCard({ type, overview }: { type: ContentType; overview: ContentOverview | undefined }) {
  const Icon = icons[type];
  const published = overview?.published ?? 0;
  const count = overview?.total ?? 0;
  return (
    <div className="flex h-full flex-col rounded-2xl border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <span className="grid size-9 place-items-center rounded-xl bg-sand/50 text-walnut sm:size-10">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="font-serif text-3xl font-semibold text-forest-dark" aria-label={`${count} contenus`}>
          {overview ? count : "…"}
        </span>
      </div>
      <h2 className="mt-3 font-serif text-lg font-semibold text-forest-dark">{contentTypeLabels[type].plural}</h2>
      <p className="text-sm text-muted">
        {overview
          ? `${published} publié${published > 1 ? "s" : ""} · ${count - published} brouillon${count - published > 1 ? "s" : ""}`
          : "Chargement..."}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link to={sectionPath(type)} className={`${btnSmall} flex-1`}>
          Gérer
        </Link>
        <Link
          to={editorPath(type, "new")}
          className={btnSmall}
          aria-label={`Nouveau contenu : ${contentTypeLabels[type].plural}`}
        >
          <Plus aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
