import type { Services } from "#server/services.ts";

/**
 * Public loader data kept in memory per content version (decision 060): the page cache's
 * generation, bumped by every content write (`contentChanged`), every site-wide change
 * (`siteChanged`), every NOTIFY from another instance (server/background.ts) and midnight in
 * Paris. A render bypassing or missing the page cache thus reads the database once per write
 * instead of once per request; the same events that drop the cached pages drop these.
 * Off when the page cache is off (a site that wants every request read fresh). Entries also
 * expire after a minute: a row changed outside the application is seen as soon as a cached page.
 */
const MAX_ENTRIES = 300;
const TTL_MS = 60_000;
type Entries = Map<string, { generation: number; until: number; value: unknown }>;
/** One memo per services (the tests run several sites in one process: never one's data for another). */
const memos = new WeakMap<Services, Entries>();

/**
 * The value kept under `key` for the current content version, made by `make` when there is none
 * (the caller checks that the page cache is on). `made` is called with a new value only.
 */
export function contentVersionValue<T>(services: Services, key: string, make: () => T, made?: (value: T) => void): T {
  let entries = memos.get(services);
  if (!entries) memos.set(services, (entries = new Map()));
  const generation = services.pageCache.generation;
  const now = Date.now();
  const known = entries.get(key);
  if (known && known.generation === generation && known.until > now) return known.value as T;
  const value = make();
  entries.delete(key);
  entries.set(key, { generation, until: now + TTL_MS, value });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  made?.(value);
  return value;
}

export function perContentVersion<T>(services: Services, key: string, load: () => Promise<T>): Promise<T> {
  if (!services.pageCache.enabled) return load();
  return contentVersionValue(services, key, load, (value) => {
    // A failure (a lost database, a 404 thrown) is never kept.
    value.catch(() => {
      const entries = memos.get(services);
      if (entries?.get(key)?.value === value) entries.delete(key);
    });
  });
}
