import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, ne, or } from "drizzle-orm";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../domain/schemas/auth.ts";
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME, type Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";
import type { RateLimiter } from "./rate-limit.ts";

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

export const SESSION_COOKIE = "atelier_session";

export interface SessionUser {
  id: number;
  username: string;
  mustChangePassword: boolean;
}

export class AuthError extends Error {
  readonly status: number;
  readonly retryAfterSec?: number;
  constructor(status: number, message: string, retryAfterSec?: number) {
    super(message);
    this.status = status;
    this.retryAfterSec = retryAfterSec;
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

/** Hook points of the account-security features (server/services/security/): see docs/decisions/044-passkeys-2fa-sessions.md. */
export interface AuthHooks {
  /** True when the account has a second factor: a correct password then opens no session by itself. */
  secondFactorRequired?(userId: number): Promise<boolean>;
}

function lockedMessage(locked: number) {
  return `Trop de tentatives de connexion. Réessayez dans ${locked < 60 ? `${locked} secondes` : `${Math.ceil(locked / 60)} minutes`}.`;
}

export function createAuth(db: Db, config: Config, limiter: RateLimiter, hooks: AuthHooks = {}) {
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
    /** Whether the login page shows the default credentials (only while they still work). */
    async defaultCredentialsActive(): Promise<boolean> {
      if (config.adminPasswordFromEnv) return false;
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

    /** Checks the credentials (throttled) and opens a new session: a new identifier at every login. */
    async login(username: string, password: string, ip: string, userAgent: string) {
      const userKey = `login:user:${username.toLowerCase()}`;
      const ipKey = `login:ip:${ip}`;
      const locked = Math.max(await limiter.lockedFor(userKey), await limiter.lockedFor(ipKey));
      if (locked > 0) throw new AuthError(429, lockedMessage(locked), locked);
      const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyPassword(await dummyPasswordHash(), password);
      if (!user || !ok) {
        await limiter.fail(userKey, LOGIN_FREE_ATTEMPTS, LOGIN_BASE_LOCK_MS, LOGIN_MAX_LOCK_MS);
        await limiter.fail(ipKey, LOGIN_FREE_ATTEMPTS * 4, LOGIN_BASE_LOCK_MS, LOGIN_MAX_LOCK_MS);
        throw new AuthError(401, "Identifiants incorrects");
      }
      const sessionUser = { id: user.id, username: user.username, mustChangePassword: user.mustChangePassword };
      // The failure counters are reset only once the second step succeeds (see `throttled`).
      if (await hooks.secondFactorRequired?.(user.id)) return { secondFactor: "totp" as const, user: sessionUser };
      await limiter.reset(userKey);
      const token = await createSession(user.id, userAgent);
      return { token, user: sessionUser };
    },

    /**
     * A login step after the password (TOTP or recovery code) or without one (passkey), under the
     * same lock-out as the password: locked keys are refused, a failed attempt counts as a failed
     * login, a success clears the account's counter. `attempt` resolves to null on failure.
     */
    async throttled<T>(username: string | null, ip: string, failMessage: string, attempt: () => Promise<T | null>): Promise<T> {
      const keys = [`login:ip:${ip}`, ...(username ? [`login:user:${username.toLowerCase()}`] : [])];
      const locked = Math.max(...(await Promise.all(keys.map((k) => limiter.lockedFor(k)))));
      if (locked > 0) throw new AuthError(429, lockedMessage(locked), locked);
      const result = await attempt();
      if (result === null) {
        if (username) await limiter.fail(keys[1], LOGIN_FREE_ATTEMPTS, LOGIN_BASE_LOCK_MS, LOGIN_MAX_LOCK_MS);
        await limiter.fail(keys[0], LOGIN_FREE_ATTEMPTS * 4, LOGIN_BASE_LOCK_MS, LOGIN_MAX_LOCK_MS);
        throw new AuthError(401, failMessage);
      }
      if (username) await limiter.reset(keys[1]);
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
      if (row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.idHash, idHash));
      }
      return { id: row.user.id, username: row.user.username, mustChangePassword: row.user.mustChangePassword };
    },

    async logout(token: string | undefined | null): Promise<void> {
      if (token) await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
    },

    /**
     * Changes the password after checking the current one; every session of the user ends
     * (other devices too) and a fresh one is returned for this browser.
     */
    async changePassword(user: SessionUser, currentPassword: string, newPassword: string, userAgent: string) {
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
        throw new AuthError(400, "Le mot de passe actuel est incorrect.");
      }
      const problem = passwordProblem(newPassword, row.username);
      if (problem) throw new AuthError(400, problem);
      if (await verifyPassword(row.passwordHash, newPassword)) {
        throw new AuthError(400, "Le nouveau mot de passe doit être différent de l'actuel.");
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: false, passwordChangedAt: new Date() })
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
