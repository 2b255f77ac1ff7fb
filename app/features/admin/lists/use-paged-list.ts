import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { Page } from "#domain/pagination.ts";
import { apiRequest } from "#app/lib/api-client.ts";

/** A list's request: page, search, sort and its own filters (undefined: not sent). */
export type ListParams = Record<string, string | number | undefined>;

/**
 * One page of an admin list from the server (docs/architecture.md « Listes paginées »):
 * `GET {url}?page=…&q=…` answers the items as a JSON array and the position in headers
 * (`X-Total-Count`, `X-Page-Count`, see server/http/list-query.ts). The key starts with `url`, so
 * invalidating `[url]` after a write reads the page again. The previous page stays shown while
 * the next one loads.
 */
export function usePagedList<T>(url: string, params: ListParams) {
  return useQuery(pagedListQuery<T>(url, params));
}

/** The query of usePagedList, for a list of lists (useQueries). */
export function pagedListQuery<T>(url: string, params: ListParams) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  const query = search.toString();
  return queryOptions<Page<T>>({
    queryKey: [url, { list: query }],
    queryFn: async () => {
      const res = await apiRequest("GET", query ? `${url}?${query}` : url);
      const items = (await res.json()) as T[];
      const number = (name: string, fallback: number) => Number(res.headers.get(name) ?? fallback);
      return {
        items,
        total: number("X-Total-Count", items.length),
        page: number("X-Page", 1),
        pageSize: number("X-Page-Size", items.length),
        pageCount: number("X-Page-Count", 1),
      };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * The page and search of a list kept in the address (`?page=2&q=chêne`): a reload, the back
 * button and a shared link show the same page. The search is sent 300 ms after the last key.
 */
export function useListState(prefix = "") {
  const [params, setParams] = useSearchParams();
  const pageName = `${prefix}page`;
  const searchName = `${prefix}q`;
  const page = Math.max(1, Number(params.get(pageName)) || 1);
  const [input, setInput] = useState(params.get(searchName) ?? "");
  const q = params.get(searchName) ?? "";
  useEffect(() => {
    if (input.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (input.trim()) next.set(searchName, input.trim());
          else next.delete(searchName);
          next.delete(pageName);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [input, q, pageName, searchName, setParams]);
  const setPage = (value: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set(pageName, String(value));
        else next.delete(pageName);
        return next;
      },
      { preventScrollReset: true },
    );
  return { page, q, input, setInput, setPage };
}
