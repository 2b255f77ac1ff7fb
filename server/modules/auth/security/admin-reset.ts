import { randomInt } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { passkeys, sessions, totpFactors, users } from "../schema.ts";
import { hashPassword } from "../passwords.ts";
import { createSecurityJournal } from "./journal.ts";
import { createTotp } from "./totp.ts";
import type { Logger } from "#server/logger.ts";

const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** 4 groups of 5 (≈ 99 bits), easy to read aloud over the phone: "k7m2p-…". */
export function temporaryPassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

export interface ResetPlan {
  userId: number;
  username: string;
  passkeys: number;
  totp: boolean;
}

/** What `npm run admin:reset` would change for this account (null: unknown account). */
export async function planAdminReset(db: Db, username: string): Promise<ResetPlan | null> {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!user) return null;
  const keys = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id));
  const [factor] = await db
    .select({ c: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, user.id));
  return { userId: user.id, username: user.username, passkeys: keys.length, totp: Boolean(factor?.c) };
}

/**
 * Recovery of a locked-out artisan: a temporary password (to be replaced at the next login),
 * every session ended, and — when confirmed — the second factors removed. Journaled.
 */
export async function applyAdminReset(
  db: Db,
  logger: Logger,
  plan: ResetPlan,
  removeSecondFactors: boolean,
): Promise<string> {
  const password = temporaryPassword();
  // The account is reactivated; with no other active manager left it becomes the manager, so the
  // business always gets its « Équipe » back (decision 054).
  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "manager"), eq(users.status, "active"), ne(users.id, plan.userId)))
    .limit(1);
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      passwordChangedAt: new Date(),
      status: "active",
      ...(manager ? {} : { role: "manager" as const }),
    })
    .where(eq(users.id, plan.userId));
  await db.delete(sessions).where(eq(sessions.userId, plan.userId));
  if (removeSecondFactors) {
    await createTotp(db).disable(plan.userId);
    await db.delete(passkeys).where(eq(passkeys.userId, plan.userId));
  }
  await createSecurityJournal(db, logger).record({
    type: "admin_reset",
    userId: plan.userId,
    username: plan.username,
    method: "cli",
    detail: removeSecondFactors ? "mot de passe temporaire, seconds facteurs supprimés" : "mot de passe temporaire",
  });
  return password;
}
