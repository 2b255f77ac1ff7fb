import { formatParisDateTime } from "#domain/paris-time.ts";

/** 'Publié', 'Programmé' (decision 042: publication scheduled) or 'Brouillon' (docs/product.md §4). */
export function StatusBadge({ published, scheduledAt }: { published: boolean; scheduledAt?: string | null }) {
  if (!published && scheduledAt) {
    return (
      <span
        className="inline-flex items-center gap-1 rounded-full bg-forest/10 px-2.5 py-0.5 text-xs font-semibold text-forest-dark"
        title={`Publication le ${formatParisDateTime(scheduledAt)}`}
      >
        <span aria-hidden="true" className="size-1.5 rounded-full bg-forest" />
        Programmé
      </span>
    );
  }
  return published ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
      Publié
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-sand/60 px-2.5 py-0.5 text-xs font-semibold text-walnut-dark">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-walnut" />
      Brouillon
    </span>
  );
}
