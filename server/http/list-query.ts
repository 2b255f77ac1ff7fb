import type { Request, Response } from "express";
import type { ListQuery, Page } from "#domain/pagination.ts";

export type { ListQuery };
import { HttpError } from "./errors.ts";

/** Admin lists: at most this many items a page (and by default). */
export const MAX_PAGE_SIZE = 100;

const positive = (value: unknown, name: string, fallback: number, max: number): number => {
  if (value === undefined || value === "") return fallback;
  if (typeof value !== "string" || !/^[1-9][0-9]{0,5}$/.test(value)) {
    throw new HttpError(400, `Paramètre « ${name} » invalide : un nombre entier positif est attendu.`);
  }
  return Math.min(Number(value), max);
};

/**
 * The paging, sorting and search of a list request, validated (400 with a French message); the
 * sort must be one the list offers. Reused by every admin list (content, media; reviews, devis…).
 */
export function parseListQuery<S extends string>(
  req: Request,
  options: { sorts: readonly S[]; defaultSort: S; defaultDir?: "asc" | "desc"; defaultPageSize?: number },
): ListQuery<S> {
  const query = req.query as Record<string, unknown>;
  const sort = query.sort === undefined || query.sort === "" ? options.defaultSort : query.sort;
  if (typeof sort !== "string" || !options.sorts.includes(sort as S)) {
    throw new HttpError(400, "Tri inconnu pour cette liste.");
  }
  const dir = query.dir === undefined || query.dir === "" ? (options.defaultDir ?? "asc") : query.dir;
  if (dir !== "asc" && dir !== "desc") throw new HttpError(400, "Sens de tri invalide (asc ou desc).");
  const q = typeof query.q === "string" ? query.q.trim().slice(0, 200) : "";
  return {
    page: positive(query.page, "page", 1, 1_000_000),
    pageSize: positive(query.pageSize, "pageSize", options.defaultPageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE),
    q,
    sort: sort as S,
    dir,
  };
}

/**
 * Sends a page as a JSON array of its items (the shape of every list of the API) with its
 * position in headers: `X-Total-Count`, `X-Page`, `X-Page-Size`, `X-Page-Count`.
 */
export function sendPage<T>(res: Response, page: Page<T>): void {
  res.setHeader("X-Total-Count", String(page.total));
  res.setHeader("X-Page", String(page.page));
  res.setHeader("X-Page-Size", String(page.pageSize));
  res.setHeader("X-Page-Count", String(page.pageCount));
  res.json(page.items);
}
