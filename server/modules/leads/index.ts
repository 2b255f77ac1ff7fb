/**
 * The leads module's door: what the rest of the server uses of it (issue 25, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createLeads, type Leads } from "./leads.ts";
export { checkAttachment } from "./attachment-check.ts";
export { MAX_SIDE, THUMB_SIDE } from "./attachment-processing.ts";
export { receiveAttachmentForm, type ReceivedFile, type ReceivedForm } from "./attachment-receive.ts";
export { recordEvent } from "./events.ts";
export { createLeadsRouter } from "./router.ts";
