/**
 * The leads module's door: what the rest of the server uses of it (docs/architecture.md).
 * Its other files are its own; from outside the module, import this file. Its tables are read and
 * written by the other modules only through the functions below (`moveStatus` is the one writer of
 * a lead's status; a lead is named by a `LeadRef`).
 */
export { createLeads, type Leads } from "./leads.ts";
export { checkAttachment } from "./attachment-check.ts";
export { MAX_SIDE, THUMB_SIDE } from "./attachment-processing.ts";
export { receiveAttachmentForm, type ReceivedFile, type ReceivedForm } from "./attachment-receive.ts";
export { recordEvent } from "./events.ts";
export type { LeadErasedHook } from "./inbox.ts";
export {
  bookableQuoteLeads,
  leadCard,
  leadKindOf,
  quoteLead,
  quoteLeads,
  recentLeads,
  type LeadCard,
  type QuoteLead,
} from "./lookup.ts";
export { createLeadsRouter } from "./router.ts";
export { moveStatus, type LeadRef, type MoveOptions } from "./status.ts";
