import { and, count, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { pageOf, type Page } from "#domain/pagination.ts";
import { ACCENTED, UNACCENTED, foldAccents } from "#domain/text.ts";
import type { Db } from "./client.ts";

/**
 * One page of a table and the total of the whole filtered list, in two small queries (the rows
 * with LIMIT/OFFSET, a COUNT): what every admin list reads (docs/architecture.md, « Listes paginées »).
 * `columns` should be a summary: never the long texts the list does not show.
 */
export async function selectPage<T extends Record<string, unknown>>(
  db: Db,
  options: {
    table: PgTable;
    columns: Record<string, PgColumn | SQL.Aliased>;
    where?: SQL;
    orderBy: SQL[];
    page: number;
    pageSize: number;
  },
): Promise<Page<T>> {
  const { table, columns, where, orderBy, page, pageSize } = options;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return pageOf(rows as T[], total, page, pageSize);
}

/** A search term for ILIKE: `%` and `_` (and the escape itself) match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether any of the columns contains the term, without regard to case nor accents (« chene »
 * finds « Chêne », « ÉBÉNISTE » finds « ébéniste »): both sides folded by `translate()`, which every
 * PostgreSQL has (no extension to install on an external server), then compared by ILIKE.
 */
export function searchColumns(term: string, columns: (PgColumn | SQL)[]): SQL {
  const pattern = likePattern(foldAccents(term));
  return sql`(${sql.join(
    columns.map((c) => sql`translate(${c}, ${ACCENTED}, ${UNACCENTED}) ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** Every word of the search (at most 6) found in one of the columns, each anywhere (« escalier chene »). */
export function searchWords(q: string, columns: (PgColumn | SQL)[]): SQL | undefined {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  return words.length > 0 ? and(...words.map((word) => searchColumns(word, columns))) : undefined;
}
