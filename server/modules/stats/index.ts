/**
 * The stats module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { recordPageView, statsMiddleware } from "./middleware.ts";
export { createStats, type Stats } from "./service.ts";
export { rebuildStatsRollups } from "./rollups.ts";
