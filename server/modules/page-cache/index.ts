/**
 * The page-cache module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createPageCache } from "./store.ts";
export { createCacheFastPath } from "./fast-path-http.ts";
export { awaitBroadcasts, pageCacheMiddleware } from "./middleware.ts";
export { createBroadcast } from "./broadcast.ts";
export type { Broadcast } from "./broadcast.ts";
