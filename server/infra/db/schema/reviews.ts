/** Personal review links sent after 'Chantier terminé' (docs/avis.md): only the SHA-256 of the token is stored. */
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    leadType: text("lead_type").notNull(),
    leadId: integer("lead_id").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    commune: text("commune").notNull().default(""),
    /** 'YYYY-MM', pre-filled in the form (the month the lead was marked 'Chantier terminé'). */
    workMonth: text("work_month").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the client sent his review: the link then answers 410. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    testimonialId: integer("testimonial_id"),
  },
  (t) => [index("review_invitations_lead_idx").on(t.leadType, t.leadId)],
);
