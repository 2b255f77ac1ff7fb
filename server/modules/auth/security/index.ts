import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { authChallenges, knownDevices, sessions, users } from "#server/infra/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { AuthError, SESSION_IDLE_MS, sessionUserOf, SUSPENDED_MESSAGE, type Auth } from "../service.ts";
import { businessInbox, renderMail, type Outbox } from "#server/modules/mail/index.ts";
import { verifyPassword } from "../passwords.ts";
import { createAttempts, tooManyAttemptsMessage } from "../attempts.ts";
import { createSecurityJournal, methodLabels } from "./journal.ts";
import { createPasskeys } from "./passkeys.ts";
import { createTotp, normalizeRecoveryCode, type TotpService } from "./totp.ts";
import { describeUserAgent } from "./user-agent.ts";

/** The pending second step after a correct password lives 5 minutes. */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;
export const SECOND_FACTOR_FAILED = "Code de vérification incorrect.";
export const SECOND_FACTOR_EXPIRED = "Votre connexion a expiré. Saisissez à nouveau vos identifiants.";
/**
 * Per ACCOUNT (whatever the addresses, issue 24 finding 9): 10 wrong codes lock the second step
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
/** A session's reference in the list: derived from its stored hash, never the cookie itself. */
const sessionRef = (idHash: string) => sha256(`session-ref:${idHash}`).slice(0, 32);

const frDateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

export interface LoginContext {
  ip: string;
  userAgent: string;
  /** The browser's device cookie, if any. */
  deviceToken?: string;
}

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
  const attempts = createAttempts(db);

  /** The French e-mail to MAIL_TO after a login from a browser this account never used. */
  async function newDeviceMail(username: string, method: string, ctx: LoginContext, at: Date, email: string) {
    const device = describeUserAgent(ctx.userAgent).label;
    const when = frDateTime.format(at);
    const how = methodLabels[method] ?? method;
    const securityUrl = `${config.siteUrl}/admin/securite`;
    const passwordUrl = `${config.siteUrl}/admin/mot-de-passe`;
    const paragraphs = [
      "Bonjour,",
      `Une connexion à l'administration du site (compte « ${username} ») vient d'avoir lieu depuis un appareil qui ne s'était encore jamais connecté :`,
      [
        `- Date : ${when}`,
        `- Appareil : ${device}`,
        `- Adresse IP : ${ctx.ip || "inconnue"}`,
        `- Méthode : ${how}`,
      ].join("\n"),
      "Si c'était vous, il n'y a rien à faire.",
      [
        "Si ce n'était pas vous :",
        `1. Connectez-vous et ouvrez « Sécurité du compte » (${securityUrl}), puis cliquez sur « Déconnecter tous les autres appareils ».`,
        `2. Changez votre mot de passe (${passwordUrl}).`,
        "3. Activez la double authentification ou ajoutez une clé d'accès.",
        `Si vous ne pouvez plus vous connecter, la commande « npm run admin:reset -- --username ${username} » sur le serveur rétablit l'accès (voir le README).`,
      ].join("\n"),
    ];
    // A team member is warned at his own address (issue 28); the first admin has none: the business's.
    await securityMail([email || businessInbox(config)], "Nouvelle connexion à l'administration du site", paragraphs);
  }

  /** Queues one French security e-mail to each distinct address (the mail module's layout and escaping). */
  async function securityMail(to: string[], subject: string, paragraphs: string[]) {
    const addresses = [...new Set(to.filter(Boolean).map((a) => a.toLowerCase()))];
    if (addresses.length === 0) return;
    const mail = renderMail({ subject, paragraphs, signedBy: "site" });
    await outbox.enqueue(
      db,
      addresses.map((address) => ({ kind: "security" as const, to: address, ...mail })),
    );
    outbox.kick();
  }

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
      `Le mot de passe du compte « ${user.username} » de l'administration du site a été saisi correctement, puis ${SECOND_FACTOR_ACCOUNT_FAILURES} codes de vérification faux ont été essayés (dernier essai le ${frDateTime.format(new Date())}, adresse IP ${ctx.ip || "inconnue"}).`,
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
    journal,
    totp,
    passkeys,

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
      const deviceToken = randomBytes(32).toString("base64url");
      await db.insert(knownDevices).values({ idHash: sha256(deviceToken), userId: user.id });
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
        const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
        await newDeviceMail(user.username, method, ctx, new Date(), row?.email ?? "");
      } catch (err) {
        logger.error("new device e-mail not queued", { err });
      }
      return deviceToken;
    },

    /**
     * The open sessions, the current one first: of one account, or of the whole team (userId null,
     * the manager's view), each with its member's name.
     */
    async listSessions(userId: number | null, currentToken: string | undefined) {
      const current = currentToken ? sha256(currentToken) : "";
      const rows = await db
        .select({ ...getTableColumns(sessions), username: users.username, displayName: users.displayName })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(userId === null ? undefined : eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt));
      const now = Date.now();
      return rows
        .filter((r) => r.expiresAt.getTime() > now && r.lastSeenAt.getTime() + SESSION_IDLE_MS > now)
        .map((r) => {
          const ua = describeUserAgent(r.userAgent);
          return {
            member: r.displayName || r.username,
            userId: r.userId,
            id: sessionRef(r.idHash),
            browser: ua.browser,
            device: ua.device,
            label: ua.label,
            ip: r.ip,
            method: methodLabels[r.method] ?? r.method,
            createdAt: r.createdAt.toISOString(),
            lastSeenAt: r.lastSeenAt.toISOString(),
            current: r.idHash === current,
          };
        })
        .sort((a, b) => Number(b.current) - Number(a.current));
    },

    /** Ends one session by its reference: of the account, or of anyone (userId null, the manager); null when unknown, else its owner. */
    async endSession(userId: number | null, ref: string): Promise<number | null> {
      const rows = await db
        .select({ idHash: sessions.idHash, userId: sessions.userId })
        .from(sessions)
        .where(userId === null ? undefined : eq(sessions.userId, userId));
      const target = rows.find((r) => sessionRef(r.idHash) === ref);
      if (!target) return null;
      await db.delete(sessions).where(eq(sessions.idHash, target.idHash));
      return target.userId;
    },

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
