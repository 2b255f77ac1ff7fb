/**
 * The chantiers module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createChantiers, type Chantiers } from "./chantiers.ts";
export { openFor, viewerOf } from "./access.ts";
export { eraseLeadChantiers } from "./erase.ts";
export { createChantierPublicRouter } from "./public-router.ts";
export { createReceptionAdminRouter } from "./reception-admin-router.ts";
export { createChantiersRouter } from "./router.ts";
export { worksPeriodOfDevis } from "./works-period.ts";
