/**
 * The agenda module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createLeadAlerts } from "./alerts.ts";
export { eraseLeadVisits } from "./erase.ts";
export { createBookingLinks, type BookingLinkStore } from "./links.ts";
export { createAgendaFeedRouter, createAgendaRouter } from "./router.ts";
export { ADMIN_SERVICE_WORKER } from "./service-worker.ts";
export { createAgenda } from "./service.ts";
export { hashVisitToken, newVisitToken, visitPath } from "./tokens.ts";
