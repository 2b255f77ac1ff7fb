import { ArrowLeft, ArrowRight } from "lucide-react";
import { pagePath } from "#domain/pagination.ts";

/** Page numbers around the current one: first, last, and two either side (gaps as null). */
function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  numbers.forEach((n, i) => {
    if (i > 0 && n - numbers[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/**
 * The page links under a public list (`/blog`, `/blog/page/2`…): plain links, readable without
 * JavaScript and by search engines. Nothing when everything fits on one page.
 */
export function Pagination({
  base,
  page,
  pageCount,
  label,
}: {
  base: string;
  page: number;
  pageCount: number;
  label: string;
}) {
  if (pageCount <= 1) return null;
  const link = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 text-sm font-medium";
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a href={pagePath(base, page - 1)} rel="prev" className={`${link} gap-1 border-line bg-white hover:bg-cream`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Page précédente
        </a>
      )}
      {pageNumbers(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={`${link} border-forest bg-forest text-cream`}>
            <span className="sr-only">Page </span>
            {n}
          </span>
        ) : (
          <a key={n} href={pagePath(base, n)} className={`${link} border-line bg-white hover:bg-cream`}>
            <span className="sr-only">Page </span>
            {n}
          </a>
        ),
      )}
      {page < pageCount && (
        <a href={pagePath(base, page + 1)} rel="next" className={`${link} gap-1 border-line bg-white hover:bg-cream`}>
          Page suivante
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      )}
    </nav>
  );
}
