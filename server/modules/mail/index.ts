/**
 * The mail module seen from the other modules: render a draft, `outbox.enqueue` it (the outbox is
 * in the services), read a lead's e-mails. docs/mail.md « Pour le développeur ».
 */
export { businessInbox } from "./inbox.ts";
export { createOutbox, NOT_CONFIGURED_ERROR, type Outbox } from "./outbox.ts";
export {
  addressBounced,
  forgetLeadEmails,
  forgetOrphanEmails,
  leadEmails,
  leadHasEmail,
  requeueEmail,
  type MailExecutor,
  type MailLead,
  type QueuedEmail,
} from "./queue.ts";
/** The renderer: `renderMail`, `MailDraft` and the bricks of a richer template (layout, signature, mentions, escaping). */
export * from "./render.ts";
export { mailKindLabel, mailKindLabels, type MailKind } from "#domain/mail.ts";

export { createMailSettingsRouter } from "./router.ts";
export { createMailSettings } from "./settings.ts";
