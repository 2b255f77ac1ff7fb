/**
 * The content module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createAdminContent, type AdminContent } from "./admin.ts";
export { createPreviewLinks } from "./preview-links.ts";
export { latestArticles, publishedCategories, publishedItems, renamedItem } from "./published.ts";
export { previewGate } from "./preview-middleware.ts";
export { createPublicContent } from "./public.ts";
export { createRevisions } from "./revisions.ts";
export { createContentRouter } from "./router.ts";
export { createClock, createScheduler } from "./scheduler.ts";
export { contentTitles } from "./titles.ts";
