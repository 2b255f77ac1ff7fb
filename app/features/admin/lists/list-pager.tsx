import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { btnSmall } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";

/**
 * Under an admin list: « 26–50 sur 812 », previous and next page. Nothing when the
 * list fits on one page.
 */
export function ListPager({
  page,
  pageCount,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}) {
  if (pageCount <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages de la liste"
      className="flex items-center justify-between gap-3 border-t border-line px-5 py-3"
    >
      <p className="text-sm text-muted" aria-live="polite">
        {first}–{last} sur {total} · page {page} / {pageCount}
      </p>
      <div className="flex gap-2">
        <button type="button" className={btnSmall} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Précédente
        </button>
        <button type="button" className={btnSmall} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Suivante
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}

/** The search field of an admin list (the server searches; see useListState). */
export function ListSearch({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(value: string): void;
  label: string;
}) {
  return (
    <label className="relative block md:w-72">
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={`${label}...`}
        className={`${inputClass} rounded-full pl-9`}
      />
    </label>
  );
}
