/** The e-mail outbox (owned by the mail module): every e-mail is queued here in its writer's transaction and sent by the outbox worker. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { MailAttachment } from "#server/infra/mail/smtp.ts";
import { createdAt } from "#server/infra/db/columns.ts";

export const outboxStatuses = ["pending", "sent", "failed", "not_configured"] as const;

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    /**
     * The lead an e-mail is about, so the inbox shows each lead's delivery status. No foreign key:
     * the outbox serves every module and references none of them (the leads module deletes a
     * lead's e-mails itself when it erases or purges the lead).
     */
    leadId: integer("lead_id"),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull().default(""),
    /** An iCalendar invitation sent with the e-mail (technical visits), or null. */
    ics: text("ics"),
    /**
     * A one-time secret (a signature code) sealed with the data key (DATA_DIR/secrets), put in
     * place of SECRET_MARK in the text and HTML at delivery only, then erased: the stored message
     * never holds it.
     */
    secret: text("secret"),
    /**
     * The tokens of the personal links in the message (a client page, a booking page…), sealed with
     * the data key: the stored text and HTML carry « [[lien-N]] » in their place
     * (server/infra/link-tokens.ts), filled at each delivery. Kept while the row lives, so that the
     * message can be sent again; a copy of the database alone opens no link.
     */
    linkTokens: text("link_tokens"),
    /** Files sent with the message (a devis' PDF, kept by its module too): erased once sent or given up. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_lead_idx").on(t.leadId),
    // Whether an address ever bounced, asked before each acknowledgement (addressBounced): read by
    // index, not by reading every e-mail ever queued (decision 060).
    index("email_outbox_to_idx").on(sql`lower(${t.to})`),
  ],
);
