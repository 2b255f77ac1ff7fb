import { nextParisMidnight, parisDate } from "#domain/business.ts";
import type { Db } from "#server/infra/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { ReadTitles } from "./page-names.ts";
import { statsReport } from "./report.ts";
import { rebuildStatsRollups } from "./rollups.ts";
import { privatePage } from "#server/infra/link-tokens.ts";
import { purgeExpired, writeCounts, type StatsMetric } from "./storage.ts";

export { KEYS_PER_DAY, OTHER_KEY, STATS_RETENTION_MONTHS, type StatsMetric } from "./storage.ts";

/** Bound of distinct keys kept in memory between two flushes (a flood of odd paths cannot grow it). */
const MAX_KEYS = 5_000;

/**
 * Audience measurement without cookies (docs/decisions/045-business-settings-and-statistics.md):
 * counters only, per day — no cookie, no IP, no identifier, not even hashed. A page view costs one
 * Map increment (no hashing, no crypto, no database on the request); the counters are written in
 * one statement every `flushMs` and at shutdown (SIGTERM: services' stoppers).
 */
export function createStats(deps: {
  db: Db;
  logger: Logger;
  siteUrl: string;
  flushMs?: number;
  /** The content's titles, to name the paths (the content door's `contentTitles`, server/services.ts). */
  titles: ReadTitles;
}) {
  const { db, logger } = deps;
  const flushMs = deps.flushMs ?? 15_000;
  const siteHost = new URL(deps.siteUrl).host;
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let purgeTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  // The Paris day of the counts, recomputed only when a midnight has passed (one comparison per view):
  // a view at 23:59:58 stays on its day even if it is written after midnight.
  let day = parisDate();
  let dayEnds = nextParisMidnight();
  function add(metric: StatsMetric, key: string) {
    const now = Date.now();
    if (now >= dayEnds) {
      day = parisDate(new Date(now));
      dayEnds = nextParisMidnight(now);
    }
    const k = `${day}\u0000${metric}\u0000${key.length > 300 ? key.slice(0, 300) : key}`;
    const n = pending.get(k);
    if (n !== undefined) pending.set(k, n + 1);
    else if (pending.size < MAX_KEYS) pending.set(k, 1);
  }

  /** The referring site's domain, or null for this site itself and for unusable values. */
  function refererDomain(referer: string | undefined, host: string | undefined): string | null {
    if (!referer) return null;
    // Most referers are this site's own pages: answered without parsing.
    if (host && (referer.startsWith(`https://${host}/`) || referer.startsWith(`http://${host}/`))) return null;
    let url: URL;
    try {
      url = new URL(referer);
    } catch {
      return null;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.host === host || url.host === siteHost) return null;
    return url.hostname.replace(/^www\./, "").toLowerCase();
  }

  /** The path of a same-site referer (the page a form was sent from), else null. */
  function refererPath(referer: string | undefined, host: string | undefined): string | null {
    if (!referer) return null;
    try {
      const url = new URL(referer);
      if (url.host !== host && url.host !== siteHost) return null;
      // A private page's address holds its token: counted as « (page privée) », never by its address.
      return privatePage(url.pathname) ? "(page privée)" : url.pathname;
    } catch {
      return null;
    }
  }

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([k, count]) => {
      const [day, metric, key] = k.split("\u0000");
      return { day, metric, key, count };
    });
    try {
      await writeCounts(db, rows);
    } catch (err) {
      // Database away: put the counts back (bounded) and try again at the next flush.
      for (const [k, n] of batch)
        if (pending.size < MAX_KEYS || pending.has(k)) pending.set(k, (pending.get(k) ?? 0) + n);
      logger.warn("statistics flush failed", { err });
    }
  }

  const purge = () => purgeExpired(db);

  return {
    /** A page view (already filtered: GET, HTML answered, not a bot). */
    view(path: string, referer: string | undefined, host: string | undefined) {
      add("view", path);
      const domain = refererDomain(referer, host);
      if (domain) add("referrer", domain);
    },
    /** A quote or contact request was sent from the page named by `referer`. */
    conversion(kind: "quote" | "contact", referer: string | undefined, host: string | undefined) {
      add(kind, refererPath(referer, host) ?? "(inconnue)");
    },
    /** Writes the counters now (tests, shutdown). Calls are serialized. */
    flush(): Promise<void> {
      flushing = flushing.then(flush);
      return flushing;
    },
    purge,
    /** Sums the rollups again from stats_daily (rows inserted there directly: the scale bench, tests). */
    rebuildRollups(): Promise<void> {
      return db.transaction((tx) => rebuildStatsRollups(tx as unknown as Db));
    },
    start() {
      timer ??= setInterval(() => void this.flush(), flushMs);
      timer.unref();
      purgeTimer ??= setInterval(
        () => void purge().catch((err) => logger.warn("statistics purge failed", { err })),
        24 * 3_600_000,
      );
      purgeTimer.unref();
      void purge().catch((err) => logger.warn("statistics purge failed", { err }));
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (purgeTimer) clearInterval(purgeTimer);
      timer = purgeTimer = null;
      await this.flush();
    },

    /** Counters of the last `days` days, for the admin's charts and tables. */
    report: (days: number) => statsReport(db, deps.titles, days),
  };
}

export type Stats = ReturnType<typeof createStats>;
