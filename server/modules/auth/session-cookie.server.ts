import { parseCookie, stringifySetCookie } from "cookie";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "./service.ts";

/**
 * Over HTTPS the cookie is `__Host-atelier_session`: the browser then guarantees it was set by
 * this very host over HTTPS, for the whole site (Secure, Path=/, no Domain), so a neighbouring
 * subdomain cannot plant or overwrite it. Plain HTTP (development, tests) keeps the bare name.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const cookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The session cookie's value in a Cookie header (Express request or Fetch Request). */
export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const cookies = parseCookie(cookieHeader);
  return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
}

/** HttpOnly, SameSite=Lax, Secure (and `__Host-`) over HTTPS; lives at most as long as the absolute timeout. */
export function sessionCookie(token: string, secure: boolean): string {
  return stringifySetCookie({
    name: cookieName(secure),
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return stringifySetCookie({
    name: cookieName(secure),
    value: "",
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: 0,
  });
}
