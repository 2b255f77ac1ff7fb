import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { knownDevices, sessions, users } from "../schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Auth } from "../service.ts";
import type { Outbox } from "#server/modules/mail/index.ts";
import { verifyPassword } from "../passwords.ts";
import { createSecurityJournal } from "./journal.ts";
import { createSecurityMails, type LoginContext } from "./mails.ts";
import { createPasskeys } from "./passkeys.ts";
import { createSecondFactor } from "./second-factor.ts";
import { createSessionList } from "./sessions.ts";
import { createTotp, type TotpService } from "./totp.ts";
import { describeUserAgent } from "./user-agent.ts";

export type { LoginContext } from "./mails.ts";
export {
  SECOND_FACTOR_ACCOUNT_FAILURES,
  SECOND_FACTOR_ACCOUNT_LOCK_MS,
  SECOND_FACTOR_EXPIRED,
  SECOND_FACTOR_FAILED,
  SECOND_FACTOR_TTL_MS,
} from "./second-factor.ts";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The account's security (decision 044): the second step of a login, the session labels and the
 * new-device e-mail, the open sessions, passkeys, two-factor codes and the security journal.
 */
export function createAccountSecurity(deps: {
  db: Db;
  config: Config;
  logger: Logger;
  auth: Auth;
  outbox: Outbox;
  totp?: TotpService;
}) {
  const { db, config, logger, auth, outbox } = deps;
  const journal = createSecurityJournal(db, logger);
  const totp = deps.totp ?? createTotp(db);
  const passkeys = createPasskeys(db, config.siteUrl);
  const mails = createSecurityMails({ db, config, outbox });
  const { newDeviceMail } = mails;
  const secondFactor = createSecondFactor({ db, config, logger, auth, journal, totp, mails });
  const sessionList = createSessionList(db);

  return {
    journal,
    totp,
    passkeys,
    ...secondFactor,

    /**
     * Every successful login ends here: the session is labelled (address, method), the journal
     * written, and a browser never seen for this account gets a device cookie and triggers the
     * new-device e-mail. Returns the device cookie's value to set (or null to keep the current one).
     */
    async afterLogin(
      user: { id: number; username: string },
      token: string,
      method: string,
      ctx: LoginContext,
    ): Promise<string | null> {
      await db
        .update(sessions)
        .set({ ip: ctx.ip.slice(0, 64), method })
        .where(eq(sessions.idHash, sha256(token)));
      await journal.record({
        type: "login_success",
        userId: user.id,
        username: user.username,
        method,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      if (ctx.deviceToken && ctx.deviceToken.length <= 100) {
        const seen = await db
          .update(knownDevices)
          .set({ lastSeenAt: new Date() })
          .where(and(eq(knownDevices.idHash, sha256(ctx.deviceToken)), eq(knownDevices.userId, user.id)))
          .returning({ id: knownDevices.idHash });
        if (seen.length === 1) return null;
      }
      // The account's very first device (a member's first login, right after his invitation) is no
      // « new » device: there is nothing to compare it with, and nobody to warn.
      const [{ n: devices }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(knownDevices)
        .where(eq(knownDevices.userId, user.id));
      const deviceToken = randomBytes(32).toString("base64url");
      await db.insert(knownDevices).values({ idHash: sha256(deviceToken), userId: user.id });
      if (Number(devices) === 0) return deviceToken;
      const device = describeUserAgent(ctx.userAgent).label;
      await journal.record({
        type: "new_device",
        userId: user.id,
        username: user.username,
        method,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        detail: device,
      });
      try {
        const [row] = await db
          .select({ email: users.email, role: users.role })
          .from(users)
          .where(eq(users.id, user.id));
        await newDeviceMail(user.username, method, ctx, new Date(), row?.email ?? "", row?.role === "manager");
      } catch (err) {
        logger.error("new device e-mail not queued", { err });
      }
      return deviceToken;
    },

    ...sessionList,

    /** Checks the account's password (for disabling the second factor). */
    async checkPassword(userId: number, password: string): Promise<boolean> {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return row ? verifyPassword(row.hash, password) : false;
    },

    /** Removes every second factor (admin:reset). */
    async removeSecondFactors(userId: number): Promise<void> {
      await totp.disable(userId);
      for (const p of await passkeys.list(userId)) await passkeys.remove(userId, p.id);
    },

    async purge(): Promise<void> {
      await journal.flushRefusals();
      await journal.purge();
      await passkeys.purgeChallenges();
    },
  };
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
