/** The team's invitations (owned by the team module); the members themselves are auth's `users`. */
import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Role } from "#domain/permissions.ts";
import { createdAt } from "#server/infra/db/columns.ts";
import { users } from "#server/modules/auth/schema.ts";

/** Invitations to join the team: only the SHA-256 of the link's token is stored; valid 7 days. */
export const teamInvitations = pgTable("team_invitations", {
  id: serial("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  email: text("email").notNull(),
  displayName: text("display_name").notNull(),
  role: text("role").$type<Role>().notNull(),
  invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
