/**
 * The business module's door: what the rest of the server uses of it (issue 25, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createSiteAdminRouter } from "./router.ts";
export { businessSender, createBusinessSettings, currentBusiness, type BusinessSettingsService } from "./service.ts";
export { createSiteLists } from "./site-lists.ts";
