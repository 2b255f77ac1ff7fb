/** Getting paid: the reminders sent (one row per step, once), the paused invoices, the settings (docs/paiements.md). */
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ReminderStep } from "#domain/receivables.ts";
import type { AccountMap } from "#domain/sales-journal.ts";
import { createdAt, updatedAt } from "#server/infra/db/columns.ts";
import { invoices } from "#server/modules/invoices/schema.ts";

/** One row (id 1): the reminder ladder and the account map of the sales export. */
export const receivablesSettings = pgTable("receivables_settings", {
  id: integer("id").primaryKey(),
  ladder: jsonb("ladder").$type<ReminderStep[]>().notNull(),
  accounts: jsonb("accounts").$type<AccountMap>().notNull(),
  updatedAt: updatedAt(),
});

/** A reminder sent: the unique (invoice, step) makes each step leave once, whatever the instances. */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    step: integer("step").notNull(),
    /** courtoisie | relance | mise-en-demeure */
    kind: text("kind").notNull(),
    /** The Paris day it left. */
    sentOn: text("sent_on").notNull(),
    emailId: integer("email_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invoice_reminders_step_idx").on(t.invoiceId, t.step)],
);

/** « Suspendre les relances »: an invoice here gets none. */
export const invoiceReminderPauses = pgTable("invoice_reminder_pauses", {
  invoiceId: integer("invoice_id")
    .primaryKey()
    .references(() => invoices.id),
  pausedByName: text("paused_by_name").notNull().default(""),
  pausedAt: timestamp("paused_at", { withTimezone: true }).notNull(),
});
