/**
 * The devis module's door: what the rest of the server uses of it (issue 25, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createDevis, type Devis } from "./devis.ts";
export { businessMentions } from "./pdf.ts";
export { createDevisPublicRouter } from "./public-router.ts";
export { createDevisRouter } from "./router.ts";
