/** Technical visits booked online or by the admin, the visitor's booking links and the push subscriptions. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt } from "#server/infra/db/columns.ts";
import { leads } from "#server/modules/leads/schema.ts";

/**
 * The booking link of a quote request (/rendez-vous/<token>): found by the SHA-256 of the token; the
 * visitor holds the token (thank-you page, acknowledgement e-mail), the server keeps it sealed.
 */
export const visitLinks = pgTable(
  "visit_links",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    /** The token sealed with the data key: a retried quote gets back its first link. */
    tokenSealed: text("token_sealed"),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("visit_links_token_idx").on(t.tokenHash), index("visit_links_lead_idx").on(t.leadId)],
);

/**
 * A visit. One slot, one visit: a unique index on the start of the booked visits, and (hand-written
 * in the migration) an exclusion constraint on [start, blocked_until) so that no two booked visits
 * overlap once the travel buffer is counted.
 */
export const visits = pgTable(
  "visits",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    /** The calendar event's UID, stable across moves and the cancellation. */
    uid: text("uid").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** endsAt + the travel buffer at booking time. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    address: text("address").notNull(),
    /** 'booked' | 'cancelled' | 'moved' */
    status: text("status").notNull().default("booked"),
    /** 'visitor' | 'admin' */
    bookedBy: text("booked_by").notNull().default("visitor"),
    /** The lead's status before the booking, given back when the visit is cancelled. */
    previousStatus: text("previous_status").notNull().default("nouveau"),
    /** Bumped at each change, for the calendars (SEQUENCE). */
    sequence: integer("sequence").notNull().default(0),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("visits_one_per_slot_idx")
      .on(t.startsAt)
      .where(sql`status = 'booked'`),
    index("visits_lead_idx").on(t.leadId),
    index("visits_starts_idx").on(t.startsAt),
  ],
);

/** Phones where the admin turned on « Notifications sur ce téléphone » (Push API subscriptions). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id"),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint)],
);

/** A lead that waited an opening hour without an answer: the alert (e-mail, push) goes once. */
export const leadAlerts = pgTable(
  "lead_alerts",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("lead_alerts_lead_idx").on(t.leadId)],
);
