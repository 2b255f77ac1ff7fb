/**
 * The business module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createSiteAdminRouter } from "./router.ts";
export { businessSender, createBusinessSettings, currentBusiness, type BusinessSettingsService } from "./service.ts";
export { createSiteLists, publishedFaq, type FaqRow } from "./site-lists.ts";
