/** The HTTP side of logging in: cookies of the second step and of known devices, the session opened, the journal. */
import { type Request, type Response } from "express";
import { parseCookie, stringifySetCookie } from "cookie";
import type { Auth, AuthError, SessionUser } from "./service.ts";
import type { Config } from "#server/config.ts";
import { SECOND_FACTOR_TTL_MS, type AccountSecurity, type LoginContext } from "./security/index.ts";
import { type SecurityEventType } from "./security/journal.ts";
import { readSessionToken, sessionCookie } from "./session-cookie.server.ts";
/** Pending second step (after a correct password): only sent to the login API. */
export const SECOND_FACTOR_COOKIE = "atelier_2fa";
/** A random id per browser, to recognise a new device (never a session by itself). */
export const DEVICE_COOKIE = "atelier_device";
export const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 3600;

export const SECOND_FACTOR_MESSAGE = "Saisissez le code de vérification de votre application d'authentification.";

export function isSecure(req: Request, siteUrl: string) {
  return req.secure || siteUrl.startsWith("https://");
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
}

export function loginContext(req: Request): LoginContext {
  return { ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "", deviceToken: readCookie(req, DEVICE_COOKIE) };
}

export function pendingSecondFactorCookie(
  token: string,
  secure: boolean,
  maxAgeSec = SECOND_FACTOR_TTL_MS / 1000,
): string {
  return stringifySetCookie({
    name: SECOND_FACTOR_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/api/auth",
    maxAge: maxAgeSec,
  });
}

/** What the HTTP side of logging in needs: the sessions, the account security, the site's address. */
export interface LoginHttpDeps {
  auth: Auth;
  security: AccountSecurity;
  config: Pick<Config, "siteUrl">;
}

/**
 * The end of every successful login (password, password + code, passkey): the previous session
 * (if any) ends, the new session cookie is set, the journal and the new-device check run.
 */
export async function finishLogin(
  services: LoginHttpDeps,
  req: Request,
  res: Response,
  result: { token: string; method: string; user: { id: number; username: string; mustChangePassword: boolean } },
) {
  const secure = isSecure(req, services.config.siteUrl);
  await services.auth.logout(readSessionToken(req.headers.cookie));
  const device = await services.security.afterLogin(result.user, result.token, result.method, loginContext(req));
  res.append("Set-Cookie", sessionCookie(result.token, secure));
  if (device) {
    res.append(
      "Set-Cookie",
      stringifySetCookie({
        name: DEVICE_COOKIE,
        value: device,
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/api/auth",
        maxAge: DEVICE_COOKIE_MAX_AGE,
      }),
    );
  }
  res.json({ user: { username: result.user.username }, mustChangePassword: result.user.mustChangePassword });
}

/** A refused login goes to the journal (bounded per address; a username that is no account as « (inconnu) »). */
export async function recordLoginFailure(
  services: { security: AccountSecurity },
  req: Request,
  err: AuthError,
  username: string,
  method: string,
) {
  await services.security.journal.recordRefusal({
    type: err.kind === "rate-limited" ? "login_locked" : "login_failure",
    username,
    method,
    ip: req.ip ?? "",
    userAgent: req.get("user-agent") ?? "",
  });
}

/** Records an event of the logged-in admin. */
export function recordEvent(
  services: { security: AccountSecurity },
  req: Request,
  user: SessionUser,
  type: SecurityEventType,
  detail = "",
  method = "",
) {
  return services.security.journal.record({
    type,
    userId: user.id,
    username: user.username,
    ip: req.ip ?? "",
    userAgent: req.get("user-agent") ?? "",
    detail,
    method,
  });
}
