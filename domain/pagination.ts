/**
 * Pagination shared by the public lists (`/blog/page/2`) and the admin lists (`?page=2`):
 * one meaning of a page number, one count of pages (docs/architecture.md, « Listes paginées »).
 */

/** Articles per page of the blog. */
export const PUBLIC_PAGE_SIZE = 12;

/** Projects per page of /realisations: a workshop's whole portfolio of a few years on the first. */
export const PROJECTS_PAGE_SIZE = 24;

/** Services a page of /services: every service of a workshop on the first; a catalogue that grows gets pages. */
export const SERVICES_PAGE_SIZE = 24;

/** A page of a list: its items, the total of the whole list and where it stands. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** Pages needed for `total` items (at least 1: an empty list has its first page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page number of a path segment (`/blog/page/2`): a positive integer written plainly
 * (no `02`, no `+2`), else null. Page 1 has no `/page/1` address (the list's own address is it).
 */
export function parsePageSegment(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}

/** The address of a page of a public list: `/blog` for the first, `/blog/page/2` after. */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, pageSize, pageCount: pageCount(total, pageSize) };
}

/** What an admin list request asks: `?page=2&pageSize=25&q=chêne&sort=title&dir=asc` (server/http/list-query.ts). */
export interface ListQuery<S extends string = string> {
  page: number;
  pageSize: number;
  /** The search term, trimmed (empty: no search). */
  q: string;
  sort: S;
  dir: "asc" | "desc";
}
