import { parseCookie, stringifySetCookie } from "cookie";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "../services/auth.ts";

/** The session cookie's value in a Cookie header (Express request or Fetch Request). */
export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[SESSION_COOKIE];
}

/** HttpOnly, SameSite=Lax, Secure over HTTPS; lives at most as long as the absolute timeout. */
export function sessionCookie(token: string, secure: boolean): string {
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return stringifySetCookie({ name: SESSION_COOKIE, value: "", httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 });
}
