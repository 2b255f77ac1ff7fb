/**
 * The testimonials: the clients' verified reviews and the admin's own testimonials, in one table
 * (docs/avis.md); and the personal review links sent after 'Chantier terminé' (only the SHA-256
 * of the token is stored).
 */
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "#server/infra/db/columns.ts";
import { leads } from "#server/modules/leads/schema.ts";

export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id),
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
  (t) => [index("review_invitations_lead_idx").on(t.leadId)],
);

export const testimonials = pgTable("testimonials", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  location: text("location").notNull().default(""),
  content: text("content").notNull(),
  rating: integer("rating").notNull().default(5),
  position: integer("position").notNull().default(0),
  isPublished: boolean("is_published").notNull().default(true),
  createdAt: createdAt(),
  /** Reviews (docs/avis.md): 'client' = left by the client through his personal link (verified), 'entreprise' = typed in by the admin. */
  origin: text("origin").notNull().default("entreprise"),
  /** First publication (shown beside the review, Code de la consommation D111-17). */
  publishedAt: timestamp("published_at", { withTimezone: true }),
  /** Month of the work, 'YYYY-MM' (the date of the experience, D111-17); null = missing, the admin is warned. */
  workMonth: text("work_month"),
  /** Refusal: one of the published reasons (domain/reviews.ts); the author was e-mailed. */
  refusalReason: text("refusal_reason"),
  refusedAt: timestamp("refused_at", { withTimezone: true }),
  /** The business's public reply, shown under the review with its date. */
  reply: text("reply").notNull().default(""),
  repliedAt: timestamp("replied_at", { withTimezone: true }),
  /** The team member who published, refused, replied: id (null once removed) and name kept. */
  publishedById: integer("published_by_id"),
  publishedByName: text("published_by_name").notNull().default(""),
  refusedById: integer("refused_by_id"),
  refusedByName: text("refused_by_name").notNull().default(""),
  repliedById: integer("replied_by_id"),
  repliedByName: text("replied_by_name").notNull().default(""),
  /** Author's address (verified reviews): the refusal is sent there; never shown. */
  authorEmail: text("author_email"),
  leadId: integer("lead_id").references(() => leads.id),
});
