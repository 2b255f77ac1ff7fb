/** The admin account: users, sessions, passkeys, TOTP, recovery codes, known devices, the security journal (the team's invitations: team/schema.ts; throttling counters: server/infra/db/infra-tables.ts). */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Role } from "#domain/permissions.ts";
import { createdAt } from "#server/infra/db/columns.ts";

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** True while the documented default password is in effect. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  /** 'manager' | 'office' | 'companion' (domain/permissions.ts). The least privilege by default. */
  role: text("role").$type<Role>().notNull().default("companion"),
  /** 'active' | 'suspended': a suspended member cannot log in and his sessions are refused. */
  status: text("status").$type<"active" | "suspended">().notNull().default("active"),
  /** The name shown in the team, the lead timeline and the revision history ('' → the username). */
  displayName: text("display_name").notNull().default(""),
  email: text("email").notNull().default(""),
});

/** The identity of a browser of an account: hashed identifier, owner, first and last seen. */
const browserColumns = () => ({
  idHash: text("id_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** idHash: SHA-256 of the cookie's random identifier: a stolen database does not yield live cookies. */
    ...browserColumns(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
    /** Address at login (shown as the approximate place in 'Sécurité du compte'). */
    ip: text("ip").notNull().default(""),
    /** 'password', 'password+totp', 'password+recovery', 'passkey'. */
    method: text("method").notNull().default("password"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Passkeys (WebAuthn credentials) of an admin account. See docs/decisions/044-passkeys-2fa-sessions.md. */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential id (base64url), unique across accounts. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/** TOTP (RFC 6238) of an account: pending until confirmed by a first code; lastStep blocks replays. */
export const totpFactors = pgTable("totp_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastStep: integer("last_step"),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as salted SHA-256 only. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    salt: text("salt").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * Short-lived login steps: WebAuthn challenges and the pending second factor after a correct
 * password. `id` is the SHA-256 of a random token the browser holds (or 'register:<userId>').
 */
export const authChallenges = pgTable("auth_challenges", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  challenge: text("challenge").notNull().default(""),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Browsers that have logged in before (a long-lived random cookie, hashed): a new one triggers an e-mail. */
export const knownDevices = pgTable(
  "known_devices",
  {
    ...browserColumns(),
  },
  (t) => [index("known_devices_user_idx").on(t.userId)],
);

/** The security journal: who did what, when, from where. Never a password, code or token. Kept 1 year. */
export const securityEvents = pgTable(
  "security_events",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull().default(""),
    type: text("type").notNull(),
    method: text("method").notNull().default(""),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    detail: text("detail").notNull().default(""),
  },
  (t) => [index("security_events_at_idx").on(t.at)],
);
