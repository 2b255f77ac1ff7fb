import { AppError } from "#server/errors.ts";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, ne, or } from "drizzle-orm";
import { PASSWORD_MAX, PASSWORD_MIN } from "#domain/schemas/auth.ts";
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME, type Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { sessions, users } from "./schema.ts";
import type { SessionUser } from "#domain/permissions.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";
import { addressKey, type RateLimiter } from "#server/infra/rate-limit.ts";
import { BusyError, createAttempts, tooManyAttemptsMessage, verificationGate } from "./attempts.ts";

/**
 * Session lifetimes (OWASP ASVS 3.3 level 2): a session ends after 30 minutes without activity
 * and, whatever the activity, 12 hours after login. The admin UI pings while the artisan types,
 * so writing a long article never logs them out.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 3600_000;
/** lastSeenAt is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Login throttling: 5 free failures per username and per address, then 30 s, 1 min, 2 min… up to 15 min. */
export const LOGIN_FREE_ATTEMPTS = 5;
export const LOGIN_BASE_LOCK_MS = 30_000;
export const LOGIN_MAX_LOCK_MS = 15 * 60_000;
/** Longest delay added to a login on a username under attack (from many addresses). */
export const LOGIN_MAX_SLOWDOWN_MS = 2_000;
/** Wrong current passwords accepted in a password change before the session ends. */
export const PASSWORD_CHANGE_FREE_FAILURES = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** argon2 behind the process-wide gate: a 503 (French) rather than a starved thread pool. */
async function gatedVerify(hash: string, password: string): Promise<boolean> {
  try {
    return await verificationGate.run(() => verifyPassword(hash, password));
  } catch (err) {
    if (err instanceof BusyError) throw new AuthError("unavailable", err.message, 5);
    throw err;
  }
}

export const SESSION_COOKIE = "atelier_session";

/** The logged-in member (declared in domain/permissions.ts, read by server/http's guards too). */
export type { SessionUser } from "#domain/permissions.ts";

export const SUSPENDED_MESSAGE = "Ce compte est suspendu. Adressez-vous au gérant de l'entreprise.";

/** The session's view of a users row. */
export function sessionUserOf(user: typeof users.$inferSelect): SessionUser {
  return {
    id: user.id,
    username: user.username,
    mustChangePassword: user.mustChangePassword,
    role: user.role,
    displayName: user.displayName || user.username,
  };
}

/** A refused login or password change: invalid input, wrong credentials, too many attempts, busy. */
export class AuthError extends AppError {
  constructor(
    kind: "invalid" | "unauthorized" | "rate-limited" | "unavailable",
    message: string,
    retryAfterSec?: number,
  ) {
    super(kind, message, { retryAfterSec });
    this.name = "AuthError";
  }
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN) return `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères`;
  if (password.length > PASSWORD_MAX) return `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX} caractères`;
  if (password === DEFAULT_ADMIN_PASSWORD || isCommonPassword(password, username)) {
    return "Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un autre.";
  }
  return null;
}

/** Hook points of the account-security features (server/modules/auth/security/): see docs/decisions/044-passkeys-2fa-sessions.md. */
export interface AuthHooks {
  /** True when the account has a second factor: a correct password then opens no session by itself. */
  secondFactorRequired?(userId: number): Promise<boolean>;
}

export function createAuth(db: Db, config: Config, limiter: RateLimiter, hooks: AuthHooks = {}) {
  const attempts = createAttempts(db);
  const loginPolicy = (free: number) => ({ free, baseLockMs: LOGIN_BASE_LOCK_MS, maxLockMs: LOGIN_MAX_LOCK_MS });
  /** Reserves one attempt per (username, address) and per address before any secret is checked. */
  async function reserveLogin(username: string, ip: string) {
    const name = username.toLowerCase();
    const address = addressKey(ip);
    const pairKey = `login:pair:${address}:${name}`;
    const ipKey = `login:ip:${address}`;
    for (const [key, free] of [
      [pairKey, LOGIN_FREE_ATTEMPTS],
      [ipKey, LOGIN_FREE_ATTEMPTS * 4],
    ] as const) {
      const reserved = await attempts.reserveAttempt(key, loginPolicy(free));
      if (!reserved.allowed)
        throw new AuthError("rate-limited", tooManyAttemptsMessage(reserved.retryAfterSec), reserved.retryAfterSec);
    }
    return { pairKey, ipKey, userKey: `login:user:${name}` };
  }
  async function createSession(userId: number, userAgent: string): Promise<string> {
    // 256 random bits; only their hash is stored.
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    await db.insert(sessions).values({
      idHash: sha256(token),
      userId,
      userAgent: userAgent.slice(0, 300),
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    });
    return token;
  }

  return {
    /** Whether the login page shows the default credentials (only while they still work, never in production). */
    async defaultCredentialsActive(): Promise<boolean> {
      if (config.adminPasswordFromEnv || config.isProduction) return false;
      // The first administrator, never changed since the install (a temporary password from
      // `npm run admin:reset` also forces a change, but is not the documented default).
      const [row] = await db
        .select({ must: users.mustChangePassword, changed: users.passwordChangedAt, created: users.createdAt })
        .from(users)
        .where(eq(users.username, config.ADMIN_USERNAME ?? DEFAULT_ADMIN_USERNAME))
        .limit(1);
      return Boolean(row?.must) && row.changed.getTime() === row.created.getTime();
    },

    defaultCredentials: { username: config.ADMIN_USERNAME ?? DEFAULT_ADMIN_USERNAME, password: DEFAULT_ADMIN_PASSWORD },

    /**
     * Checks the credentials (throttled) and opens a new session: a new identifier at every login.
     * The attempt is reserved before argon2 runs: per (username, address) and per address, with a
     * hard lock; per username alone only a slow-down, so nobody can lock the artisan out from
     * another address (docs/security.md).
     */
    async login(username: string, password: string, ip: string, userAgent: string) {
      const { pairKey, ipKey, userKey } = await reserveLogin(username, ip);
      // Many failures on this username from anywhere: answer more slowly, never refuse.
      const usernameFailures = await attempts.count(userKey);
      if (usernameFailures > LOGIN_FREE_ATTEMPTS)
        await sleep(Math.min(LOGIN_MAX_SLOWDOWN_MS, (usernameFailures - LOGIN_FREE_ATTEMPTS) * 250));
      const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      const ok = await gatedVerify(user ? user.passwordHash : await dummyPasswordHash(), password);
      if (!user || !ok) {
        await limiter.hit(userKey, Number.MAX_SAFE_INTEGER, LOGIN_MAX_LOCK_MS);
        throw new AuthError("unauthorized", "Identifiants incorrects");
      }
      // Only after the right password: a suspended account is not revealed to a guesser.
      if (user.status !== "active") throw new AuthError("unauthorized", SUSPENDED_MESSAGE);
      const sessionUser = sessionUserOf(user);
      // The failure counters are cleared only once the second step succeeds (see `throttled`).
      if (await hooks.secondFactorRequired?.(user.id)) return { secondFactor: "totp" as const, user: sessionUser };
      await attempts.clearAttempts(pairKey, ipKey, userKey);
      const token = await createSession(user.id, userAgent);
      return { token, user: sessionUser };
    },

    /**
     * A login step after the password (TOTP or recovery code) or without one (passkey), under the
     * same lock-out as the password: locked keys are refused, a failed attempt counts as a failed
     * login, a success clears the account's counter. `attempt` resolves to null on failure.
     */
    async throttled<T>(
      username: string | null,
      ip: string,
      failMessage: string,
      attempt: () => Promise<T | null>,
    ): Promise<T> {
      const keys = username ? await reserveLogin(username, ip) : null;
      if (!keys) {
        const ipKey = `login:ip:${addressKey(ip)}`;
        const reserved = await attempts.reserveAttempt(ipKey, loginPolicy(LOGIN_FREE_ATTEMPTS * 4));
        if (!reserved.allowed)
          throw new AuthError("rate-limited", tooManyAttemptsMessage(reserved.retryAfterSec), reserved.retryAfterSec);
      }
      const result = await attempt();
      if (result === null) {
        if (keys) await limiter.hit(keys.userKey, Number.MAX_SAFE_INTEGER, LOGIN_MAX_LOCK_MS);
        throw new AuthError("unauthorized", failMessage);
      }
      if (keys) await attempts.clearAttempts(keys.pairKey, keys.ipKey, keys.userKey);
      return result;
    },

    /** Opens a session once every login step has succeeded (second factor, passkey). */
    openSession: (userId: number, userAgent: string) => createSession(userId, userAgent),

    /** The session's user, or null when absent, expired (idle or absolute) or unknown. */
    async validate(token: string | undefined | null): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const idHash = sha256(token);
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.idHash, idHash))
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      const now = Date.now();
      // A suspended member's sessions are refused at once (they are also deleted at suspension).
      if (row.user.status !== "active") return null;
      if (row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.idHash, idHash));
      }
      return sessionUserOf(row.user);
    },

    async logout(token: string | undefined | null): Promise<void> {
      if (token) await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
    },

    /**
     * Changes the password after checking the current one; every session of the user ends
     * (other devices too) and a fresh one is returned for this browser. `currentPassword` null: the
     * first password after a login with a one-time password (only while the account must change it).
     */
    async changePassword(user: SessionUser, currentPassword: string | null, newPassword: string, userAgent: string) {
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      // A stolen session must not become a way to brute-force the real password.
      const key = `password-change:user:${user.id}`;
      const reserved = await attempts.reserveAttempt(key, {
        free: PASSWORD_CHANGE_FREE_FAILURES + 1,
        baseLockMs: LOGIN_BASE_LOCK_MS,
        maxLockMs: LOGIN_MAX_LOCK_MS,
      });
      if (!reserved.allowed)
        throw new AuthError(
          "rate-limited",
          tooManyAttemptsMessage(reserved.retryAfterSec, "changement de mot de passe"),
          reserved.retryAfterSec,
        );
      const proven = !row
        ? false
        : currentPassword === null
          ? row.mustChangePassword
          : await gatedVerify(row.passwordHash, currentPassword);
      if (!row || !proven) {
        if (reserved.count >= PASSWORD_CHANGE_FREE_FAILURES) {
          await db.delete(sessions).where(eq(sessions.userId, user.id));
          throw new AuthError(
            "unauthorized",
            "Trop d'erreurs sur le mot de passe actuel : par sécurité, vous avez été déconnecté. Reconnectez-vous.",
          );
        }
        throw new AuthError("invalid", "Le mot de passe actuel est incorrect.");
      }
      await attempts.clearAttempts(key);
      const problem = passwordProblem(newPassword, row.username);
      if (problem) throw new AuthError("invalid", problem);
      if (await gatedVerify(row.passwordHash, newPassword)) {
        throw new AuthError("invalid", "Le nouveau mot de passe doit être différent de l'actuel.");
      }
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(newPassword),
          mustChangePassword: false,
          passwordChangedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await db.delete(sessions).where(eq(sessions.userId, user.id));
      return createSession(user.id, userAgent);
    },

    /** Removes expired sessions (called periodically). */
    async purgeExpired(): Promise<void> {
      const now = new Date();
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
    },

    /** Ends every session of a user except the given one. */
    async endOtherSessions(userId: number, keepToken: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, sha256(keepToken))));
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
