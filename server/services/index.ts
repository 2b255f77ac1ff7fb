import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { ContentType } from "../../domain/categories.ts";
import { createAuth } from "./auth.ts";
import { createAdminContent } from "./content/admin.ts";
import { createPublicContent } from "./content/public.ts";
import { createRateLimiter } from "./rate-limit.ts";

/**
 * Everything the HTTP layer and the route loaders use. Built once per process; route modules
 * receive it through `servicesContext` (server/context.ts) rather than importing the database.
 */
export function createServices(deps: { config: Config; database: Database; logger: Logger }) {
  const { config, database, logger } = deps;
  const db = database.db;
  /** Background work (workers, timers) registers its stop here; called at shutdown. */
  const stoppers: (() => Promise<void> | void)[] = [];
  const limiter = createRateLimiter(db);
  /** Who wants to know that content changed (the page cache, later): called after every successful write. */
  const contentListeners = new Set<(type: ContentType) => void>();
  const contentChanged = (type: ContentType) => {
    for (const listener of contentListeners) {
      try {
        listener(type);
      } catch (err) {
        logger.error("content change listener failed", { err, type });
      }
    }
  };
  return {
    config,
    database,
    db,
    logger,
    content: createPublicContent(db),
    admin: createAdminContent(db, contentChanged),
    /** Registers a listener of content writes; returns its unsubscribe. */
    onContentChanged(fn: (type: ContentType) => void): () => void {
      contentListeners.add(fn);
      return () => contentListeners.delete(fn);
    },
    contentChanged,
    limiter,
    auth: createAuth(db, config, limiter),
    onStop(fn: () => Promise<void> | void) {
      stoppers.push(fn);
    },
    async stop() {
      await Promise.allSettled(stoppers.map((fn) => fn()));
    },
  };
}

export type Services = ReturnType<typeof createServices>;
