/**
 * The page-cache module's door: what the rest of the server uses of it (issue 25, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { pageCacheMiddleware } from "./middleware.ts";
export { createPageCache } from "./store.ts";
