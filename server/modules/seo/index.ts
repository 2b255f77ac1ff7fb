/**
 * The seo module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createSeoRouter } from "./router.ts";
export { createSeo } from "./service.ts";
