import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createPublicContent } from "./content/public.ts";

/**
 * Everything the HTTP layer and the route loaders use. Built once per process; route modules
 * receive it through `servicesContext` (server/context.ts) rather than importing the database.
 */
export function createServices(deps: { config: Config; database: Database; logger: Logger }) {
  const { config, database, logger } = deps;
  const db = database.db;
  return {
    config,
    database,
    db,
    logger,
    content: createPublicContent(db),
  };
}

export type Services = ReturnType<typeof createServices>;
