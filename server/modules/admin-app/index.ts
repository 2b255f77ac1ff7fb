/**
 * The admin-app module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createAdminAppRouter } from "./router.ts";
