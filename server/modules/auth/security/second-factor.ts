import { frenchDate } from "#domain/typography.ts";
import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { authChallenges, users } from "../schema.ts";
import type { Logger } from "#server/logger.ts";
import { AuthError, sessionUserOf, SUSPENDED_MESSAGE, type Auth } from "../service.ts";
import { businessInbox } from "#server/modules/mail/index.ts";
import { createAttempts, tooManyAttemptsMessage } from "../attempts.ts";
import type { SecurityJournal } from "./journal.ts";
import { frDateTime, type LoginContext, type SecurityMails } from "./mails.ts";
import { normalizeRecoveryCode, type TotpService } from "./totp.ts";

/** The pending second step after a correct password lives 5 minutes. */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;
export const SECOND_FACTOR_FAILED = "Code de vérification incorrect.";
export const SECOND_FACTOR_EXPIRED = "Votre connexion a expiré. Saisissez à nouveau vos identifiants.";
/**
 * Per ACCOUNT (whatever the addresses): 10 wrong codes lock the second step
 * 15 minutes, and the business and the account's owner are e-mailed.
 */
export const SECOND_FACTOR_ACCOUNT_FAILURES = 10;
export const SECOND_FACTOR_ACCOUNT_LOCK_MS = 15 * 60_000;
const accountPolicy = {
  free: SECOND_FACTOR_ACCOUNT_FAILURES,
  baseLockMs: SECOND_FACTOR_ACCOUNT_LOCK_MS,
  maxLockMs: SECOND_FACTOR_ACCOUNT_LOCK_MS,
};
const accountKey = (userId: number) => `2fa:user:${userId}`;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The second step of a login (a 6-digit code or a recovery code) after a correct password,
 * throttled per address like the password and per account (decision 044).
 */
export function createSecondFactor(deps: {
  db: Db;
  config: Config;
  logger: Logger;
  auth: Auth;
  journal: SecurityJournal;
  totp: TotpService;
  mails: SecurityMails;
}) {
  const { db, config, logger, auth, journal, totp } = deps;
  const { securityMail } = deps.mails;
  const attempts = createAttempts(db);

  /**
   * Ten wrong second-factor codes on one account (from anywhere): the step is locked 15 minutes;
   * the business and the account's owner are told, and the lock is journalled.
   */
  async function secondFactorLocked(user: { id: number; username: string; email: string }, ctx: LoginContext) {
    const minutes = SECOND_FACTOR_ACCOUNT_LOCK_MS / 60_000;
    await journal.record({
      type: "second_factor_locked",
      userId: user.id,
      username: user.username,
      method: "totp",
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      detail: `${SECOND_FACTOR_ACCOUNT_FAILURES} codes faux : bloqué ${minutes} min`,
    });
    const paragraphs = [
      "Bonjour,",
      `Le mot de passe du compte « ${user.username} » de l'administration du site a été saisi correctement, puis ${SECOND_FACTOR_ACCOUNT_FAILURES} codes de vérification faux ont été essayés (dernier essai le ${frenchDate(frDateTime.format(new Date()))}, adresse IP ${ctx.ip || "inconnue"}).`,
      `Par précaution, la vérification en deux étapes de ce compte est bloquée pendant ${minutes} minutes.`,
      [
        "Si ce n'était pas vous, quelqu'un connaît ce mot de passe :",
        `1. Changez-le dès que possible (${config.siteUrl}/admin/mot-de-passe).`,
        `2. Ouvrez « Sécurité du compte » (${config.siteUrl}/admin/securite) et déconnectez les autres appareils.`,
      ].join("\n"),
    ];
    await securityMail(
      [businessInbox(config), user.email],
      "Compte bloqué : trop de codes de vérification faux",
      paragraphs,
    ).catch((err: unknown) => logger.error("second factor lock e-mail not queued", { err }));
  }

  return {
    /** After a correct password on an account with a second factor: a token for the pending step (no session yet). */
    async beginSecondFactor(userId: number): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await db.insert(authChallenges).values({
        id: sha256(token),
        kind: "second-factor",
        userId,
        expiresAt: new Date(Date.now() + SECOND_FACTOR_TTL_MS),
      });
      return token;
    },

    /**
     * The second step: a 6-digit code or a recovery code, throttled with the password's counters.
     * Success ends the pending step and opens the session.
     */
    async completeSecondFactor(pendingToken: string | undefined, code: string, ctx: LoginContext) {
      const id = pendingToken ? sha256(pendingToken) : "";
      const [pending] = id
        ? await db
            .select({ userId: authChallenges.userId, expiresAt: authChallenges.expiresAt, user: users })
            .from(authChallenges)
            .innerJoin(users, eq(users.id, authChallenges.userId))
            .where(and(eq(authChallenges.id, id), eq(authChallenges.kind, "second-factor")))
        : [];
      if (!pending || pending.expiresAt.getTime() <= Date.now())
        throw new AuthError("unauthorized", SECOND_FACTOR_EXPIRED);
      const user = pending.user;
      if (user.status !== "active") throw new AuthError("unauthorized", SUSPENDED_MESSAGE);
      // The account's own counter first: codes guessed from many addresses lock it too.
      const reserved = await attempts.reserveAttempt(accountKey(user.id), accountPolicy);
      if (!reserved.allowed) {
        await journal.recordRefusal({
          type: "login_locked",
          userId: user.id,
          username: user.username,
          method: "totp",
          ip: ctx.ip,
          userAgent: ctx.userAgent,
        });
        throw new AuthError(
          "rate-limited",
          tooManyAttemptsMessage(reserved.retryAfterSec, "code de vérification"),
          reserved.retryAfterSec,
        );
      }
      let method: string;
      try {
        method = await auth.throttled(user.username, ctx.ip, SECOND_FACTOR_FAILED, async () => {
          const trimmed = code.trim();
          if (/^\d{6}$/.test(trimmed))
            return (await totp.verifyCode(user.id, user.username, trimmed)) ? "password+totp" : null;
          if (normalizeRecoveryCode(trimmed).length === 10) {
            return (await totp.useRecoveryCode(user.id, trimmed)) ? "password+recovery" : null;
          }
          return null;
        });
      } catch (err) {
        if (err instanceof AuthError && err.kind === "unauthorized" && reserved.count >= SECOND_FACTOR_ACCOUNT_FAILURES)
          await secondFactorLocked(user, ctx);
        if (err instanceof AuthError) {
          await journal.recordRefusal({
            type: err.kind === "rate-limited" ? "login_locked" : "second_factor_failure",
            userId: user.id,
            username: user.username,
            method: "totp",
            ip: ctx.ip,
            userAgent: ctx.userAgent,
          });
        }
        throw err;
      }
      await attempts.clearAttempts(accountKey(user.id));
      await db.delete(authChallenges).where(eq(authChallenges.id, id));
      if (method === "password+recovery") {
        const left = (await totp.status(user.id)).recoveryCodesLeft;
        await journal.record({
          type: "recovery_code_used",
          userId: user.id,
          username: user.username,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
          detail: `${left} code(s) de secours restant(s)`,
        });
      }
      const token = await auth.openSession(user.id, ctx.userAgent);
      return {
        token,
        method,
        user: sessionUserOf(user),
      };
    },
  };
}
