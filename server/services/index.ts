import path from "node:path";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createFsStorage } from "../providers/storage/fs.ts";
import { createAiService } from "./ai.ts";
import { createAuth } from "./auth.ts";
import { createPublicContent } from "./content/public.ts";
import { createMediaService } from "./media.ts";
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
  // Media files under DATA_DIR/uploads (served by /media); an S3-compatible Storage can replace it.
  const storage = createFsStorage(path.join(config.dataDir, "uploads"));
  const media = createMediaService({ db, storage, logger });
  return {
    config,
    database,
    db,
    logger,
    content: createPublicContent(db),
    limiter,
    auth: createAuth(db, config, limiter),
    storage,
    media,
    ai: createAiService({ config, logger, media }),
    onStop(fn: () => Promise<void> | void) {
      stoppers.push(fn);
    },
    async stop() {
      await Promise.allSettled(stoppers.map((fn) => fn()));
    },
  };
}

export type Services = ReturnType<typeof createServices>;
