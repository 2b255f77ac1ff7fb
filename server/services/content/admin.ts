import { isSlug } from "./public.ts";
import { and, asc, desc, eq, max, ne } from "drizzle-orm";
import type { ContentType } from "../../../domain/categories.ts";
import type { Db } from "../../db/client.ts";
import { articles, slugRedirects } from "../../db/schema.ts";
import {
  columnValues,
  isUniqueViolation,
  nextPublishedAt,
  tableOf,
  toJson,
  type ContentInput,
  type ContentRow,
} from "./admin-values.ts";

/** A refusal the API answers as `{ message }` with this status (404 unknown item, 409 slug taken). */
export class ContentError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ContentError";
    this.status = status;
  }
}

export const SLUG_TAKEN = "Ce slug est déjà utilisé";
const NOT_FOUND: Record<ContentType, string> = {
  articles: "Article non trouvé",
  services: "Service non trouvé",
  portfolio: "Réalisation non trouvée",
  pages: "Page non trouvée",
};

export interface ReadScope {
  /** Drafts are visible to the administrator only. */
  includeDrafts: boolean;
}

/** A validated PATCH: only the keys the request named, plus publishedAt when given. */
export type ContentPatch = Partial<ContentInput>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Ids that can exist in a serial column; anything else is simply not found. */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id < 2 ** 31 ? id : null;
}

/**
 * Content management of the back office (SPEC §3, §4, §7): articles, services, portfolio
 * projects and pages. Every successful write calls `onWrite(type)` so the public pages that
 * show the type can be refreshed.
 */
export function createAdminContent(db: Db, onWrite: (type: ContentType) => void) {
  async function findRow(executor: Db | Tx, type: ContentType, id: number): Promise<ContentRow | null> {
    const t = tableOf(type);
    const [row] = await executor.select().from(t).where(eq(t.id, id)).limit(1);
    return (row as ContentRow | undefined) ?? null;
  }

  async function assertSlugFree(tx: Tx, type: ContentType, slug: string, exceptId: number | null) {
    const t = tableOf(type);
    const where = exceptId === null ? eq(t.slug, slug) : and(eq(t.slug, slug), ne(t.id, exceptId));
    const taken = await tx.select({ id: t.id }).from(t).where(where).limit(1);
    if (taken.length > 0) throw new ContentError(409, SLUG_TAKEN);
  }

  /** A slug an item now uses stops redirecting to the item that used it before. */
  async function releaseRedirect(tx: Tx, type: ContentType, slug: string) {
    await tx.delete(slugRedirects).where(and(eq(slugRedirects.type, type), eq(slugRedirects.oldSlug, slug)));
  }

  /** The old address keeps working (301, served by the page layer). */
  async function recordSlugChange(tx: Tx, type: ContentType, id: number, oldSlug: string, newSlug: string) {
    if (oldSlug === newSlug) return;
    await releaseRedirect(tx, type, newSlug);
    await tx
      .insert(slugRedirects)
      .values({ type, oldSlug, itemId: id })
      .onConflictDoUpdate({ target: [slugRedirects.type, slugRedirects.oldSlug], set: { itemId: id } });
  }

  /** Runs a write; a concurrent insert of the same slug (unique index) becomes the same 409. */
  async function write<T>(type: ContentType, fn: (tx: Tx) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await db.transaction(fn);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ContentError(409, SLUG_TAKEN);
      throw err;
    }
    onWrite(type);
    return result;
  }

  async function applyUpdate(type: ContentType, id: number, values: Record<string, unknown>, input: ContentPatch) {
    return write(type, async (tx) => {
      const t = tableOf(type);
      const existing = await findRow(tx, type, id);
      if (!existing) throw new ContentError(404, NOT_FOUND[type]);
      if (typeof input.slug === "string") {
        await assertSlugFree(tx, type, input.slug, id);
        await recordSlugChange(tx, type, id, existing.slug, input.slug);
      }
      const set: Record<string, unknown> = { ...values, updatedAt: new Date() };
      if (typeof input.isPublished === "boolean") {
        set.publishedAt = nextPublishedAt(input.isPublished, input.publishedAt, existing, new Date());
      } else if (input.publishedAt && existing.isPublished) {
        set.publishedAt = input.publishedAt;
      }
      const [row] = await tx
        .update(t)
        .set(set as never)
        .where(eq(t.id, id))
        .returning();
      return toJson(type, row as ContentRow);
    });
  }

  return {
    async list(type: ContentType, scope: ReadScope): Promise<ContentRow[]> {
      const t = tableOf(type);
      const order = type === "articles" ? [desc(t.createdAt), desc(t.id)] : [asc(t.position), asc(t.id)];
      const query = db.select().from(t);
      const rows = await (scope.includeDrafts ? query : query.where(eq(t.isPublished, true))).orderBy(...order);
      return rows.map((row) => toJson(type, row as ContentRow));
    },

    async get(type: ContentType, id: number | null, scope: ReadScope): Promise<ContentRow> {
      const row = id === null ? null : await findRow(db, type, id);
      if (!row || (!scope.includeDrafts && !row.isPublished)) throw new ContentError(404, NOT_FOUND[type]);
      return toJson(type, row);
    },

    /** Published articles, newest first (the public blog's list). */
    async listPublishedArticles(): Promise<ContentRow[]> {
      return (await db
        .select()
        .from(articles)
        .where(eq(articles.isPublished, true))
        .orderBy(desc(articles.createdAt), desc(articles.id))) as ContentRow[];
    },

    async getArticleBySlug(slug: string, scope: ReadScope): Promise<ContentRow> {
      if (!isSlug(slug)) throw new ContentError(404, NOT_FOUND.articles);
      const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
      if (!row || (!scope.includeDrafts && !row.isPublished)) throw new ContentError(404, NOT_FOUND.articles);
      return row as ContentRow;
    },

    async create(type: ContentType, input: ContentInput): Promise<ContentRow> {
      return write(type, async (tx) => {
        const t = tableOf(type);
        await assertSlugFree(tx, type, input.slug, null);
        await releaseRedirect(tx, type, input.slug);
        const now = new Date();
        const values: Record<string, unknown> = {
          ...columnValues(type, input),
          publishedAt: nextPublishedAt(input.isPublished, input.publishedAt, null, now),
          createdAt: now,
          updatedAt: now,
        };
        if (type !== "articles") {
          // New services, projects and pages come last in the order the public site shows.
          const [{ last }] = await tx.select({ last: max(t.position) }).from(t);
          values.position = (last ?? -1) + 1;
        }
        const [row] = await tx
          .insert(t)
          .values(values as never)
          .returning();
        return toJson(type, row as ContentRow);
      });
    },

    /** PUT: the whole item is replaced by the validated input. */
    async update(type: ContentType, id: number | null, input: ContentInput): Promise<ContentRow> {
      if (id === null) throw new ContentError(404, NOT_FOUND[type]);
      return applyUpdate(type, id, columnValues(type, input), input);
    },

    /** PATCH: only the given fields change (isPublished toggle; any article field). */
    async patch(type: ContentType, id: number | null, input: ContentPatch): Promise<ContentRow> {
      if (id === null) throw new ContentError(404, NOT_FOUND[type]);
      return applyUpdate(type, id, columnValues(type, input), input);
    },

    async remove(type: ContentType, id: number | null): Promise<void> {
      if (id === null) throw new ContentError(404, NOT_FOUND[type]);
      await write(type, async (tx) => {
        const t = tableOf(type);
        const deleted = await tx.delete(t).where(eq(t.id, id)).returning({ id: t.id });
        if (deleted.length === 0) throw new ContentError(404, NOT_FOUND[type]);
        await tx.delete(slugRedirects).where(and(eq(slugRedirects.type, type), eq(slugRedirects.itemId, id)));
      });
    },
  };
}

export type AdminContent = ReturnType<typeof createAdminContent>;
