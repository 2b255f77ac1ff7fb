/**
 * The page-cache module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { pageCacheMiddleware } from "./middleware.ts";
export { createPageCache } from "./store.ts";
export { createCacheFastPath } from "./fast-path-http.ts";
