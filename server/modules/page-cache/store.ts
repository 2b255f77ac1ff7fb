import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { nextParisMidnight } from "#domain/business.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface CachedPage {
  status: number;
  etag: string;
  contentType: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Hashes of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
  storedAt: number;
  /** The cache generation it was rendered in: older than the current one means stale (a write came since). */
  generation: number;
}

/** A lookup: the page and whether it is still fresh (no content write since it was rendered). */
export interface CacheLookup {
  page: CachedPage;
  fresh: boolean;
}

/**
 * Public HTML kept per URL in compressed form (brotli and gzip) with an ETag, bounded in
 * entries and bytes (least recently used out first). Every content write marks every page stale
 * (`invalidate`): the visitors of a stale page wait for the one fresh render (single flight) and get
 * the stale copy only when that render is slow (overload, see the middleware); with PostgreSQL the
 * invalidation is broadcast to every instance (NOTIFY). Midnight in Paris drops everything (`clear`).
 */
export function createPageCache(
  options: { maxEntries?: number; maxBytes?: number; enabled?: boolean; now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const enabled = options.enabled ?? true;
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  /** Bumped at every write and clear: a render that started before a write must not be stored after it. */
  let generation = 0;
  const stats = { hits: 0, staleHits: 0, misses: 0, stores: 0, clears: 0, renders: 0 };
  /**
   * Pages show what depends on the date (an exceptional closure until its last day, the RGE
   * certificate while valid): everything is dropped at midnight in Paris.
   */
  let clearAt = nextParisMidnight(now());

  const size = (e: CachedPage) => e.identity.length + e.br.length + e.gzip.length;

  function evict() {
    while ((entries.size > maxEntries || bytes > maxBytes) && entries.size > 0) {
      const oldest = entries.keys().next().value as string;
      bytes -= size(entries.get(oldest)!);
      entries.delete(oldest);
    }
  }

  return {
    enabled,
    stats,
    get generation() {
      return generation;
    },
    get(key: string): CachedPage | undefined {
      const found = this.lookup(key);
      return found?.fresh ? found.page : undefined;
    },
    /**
     * The fresh page kept for a key, counted as a hit; undefined (and nothing counted) otherwise:
     * the fast path's lookup, which leaves every other case to the middleware (decision 060).
     */
    fresh(key: string): CachedPage | undefined {
      if (!enabled) return undefined;
      if (now() >= clearAt) return undefined;
      const entry = entries.get(key);
      if (!entry || entry.generation !== generation) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      stats.hits++;
      return entry;
    },
    /** The page kept for a key, fresh or stale; undefined when there is none. */
    lookup(key: string): CacheLookup | undefined {
      if (!enabled) return undefined;
      if (now() >= clearAt) {
        this.clear();
        clearAt = nextParisMidnight(now());
      }
      const entry = entries.get(key);
      if (!entry) {
        stats.misses++;
        return undefined;
      }
      // Refresh its place in the LRU order.
      entries.delete(key);
      entries.set(key, entry);
      const fresh = entry.generation === generation;
      if (fresh) stats.hits++;
      else stats.staleHits++;
      return { page: entry, fresh };
    },
    async store(
      key: string,
      startedAt: number,
      page: { status: number; contentType: string; body: Buffer; scriptHashes: string[] },
    ) {
      if (!enabled || startedAt !== generation) return;
      const [br, gzipped] = await Promise.all([
        brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gz(page.body, { level: 9 }),
      ]);
      if (startedAt !== generation) return;
      const entry: CachedPage = {
        status: page.status,
        contentType: page.contentType,
        identity: page.body,
        br,
        gzip: gzipped,
        scriptHashes: page.scriptHashes,
        etag: `"${createHash("sha1").update(page.body).digest("base64url")}"`,
        storedAt: Date.now(),
        generation: startedAt,
      };
      const previous = entries.get(key);
      if (previous) bytes -= size(previous);
      entries.delete(key);
      entries.set(key, entry);
      bytes += size(entry);
      stats.stores++;
      evict();
      return entry;
    },
    /**
     * A render of `generation` started reaching a visitor: the older copy of this page must never be
     * served again (monotonic pages), even when that render ends up not stored (a write came since).
     */
    supersede(key: string, generation: number) {
      const entry = entries.get(key);
      if (!entry || entry.generation >= generation) return;
      bytes -= size(entry);
      entries.delete(key);
    },
    /** Drops every page (midnight in Paris, tests). */
    clear() {
      entries.clear();
      bytes = 0;
      generation++;
      stats.clears++;
    },
    /** After a write: every page is kept but stale, served only if its fresh copy is slow to render. */
    invalidate() {
      generation++;
      stats.clears++;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
