import { integer, text, timestamp } from "drizzle-orm/pg-core";

/** The lock columns of a signed document's table: wrong codes over its life, codes a day, the lock. */
export const codeLockColumns = () => ({
  codeFailures: integer("code_failures").notNull().default(0),
  codesDay: text("codes_day"),
  codesToday: integer("codes_today").notNull().default(0),
  codeLockedAt: timestamp("code_locked_at", { withTimezone: true }),
});

/**
 * The signing code's columns of a signed document's table: the code's SHA-256, expiry, wrong tries
 * and last sending, then the lock over the document's life (wrong codes in all, codes sent a day,
 * the lock only the office lifts).
 */
export const signingCodeColumns = () => ({
  codeHash: text("code_hash"),
  codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
  codeAttempts: integer("code_attempts").notNull().default(0),
  codeSentAt: timestamp("code_sent_at", { withTimezone: true }),
  ...codeLockColumns(),
});
