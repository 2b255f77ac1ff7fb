import { Router, type Request } from "express";
import { changePasswordSchema, firstPasswordSchema, loginSchema } from "#domain/schemas/auth.ts";
import { AuthError } from "./service.ts";
import type { LoginHttpDeps } from "./login-http.ts";
import {
  finishLogin,
  pendingSecondFactorCookie,
  recordEvent,
  recordLoginFailure,
  SECOND_FACTOR_MESSAGE,
} from "./login-http.ts";
import { clearedSessionCookie, readSessionToken, sessionCookie } from "./session-cookie.server.ts";
import { AppError } from "#server/errors.ts";
import { parseBody } from "#server/http/parse.ts";

function isSecure(req: Request, siteUrl: string) {
  return req.secure || siteUrl.startsWith("https://");
}

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me, POST /api/auth/password. */
export function createAuthRouter(services: LoginHttpDeps): Router {
  const router = Router();
  const { auth, config } = services;

  router.post("/login", async (req, res) => {
    const input = parseBody(loginSchema, req);
    try {
      const result = await auth.login(input.username, input.password, req.ip ?? "", req.get("user-agent") ?? "");
      if ("secondFactor" in result) {
        // Correct password, second factor pending: no session yet (docs/decisions/044-passkeys-2fa-sessions.md).
        const pending = await services.security.beginSecondFactor(result.user.id);
        res.setHeader("Set-Cookie", pendingSecondFactorCookie(pending, isSecure(req, config.siteUrl)));
        return res.json({ secondFactor: result.secondFactor, message: SECOND_FACTOR_MESSAGE });
      }
      // A new identifier at every login; the old one (if any) is ended on the server.
      await finishLogin(services, req, res, { ...result, method: "password" });
    } catch (err) {
      if (err instanceof AuthError) await recordLoginFailure(services, req, err, input.username, "password");
      throw err;
    }
  });

  router.post("/logout", async (req, res) => {
    if (res.locals.user) await recordEvent(services, req, res.locals.user, "logout");
    await auth.logout(readSessionToken(req.headers.cookie));
    res.setHeader("Set-Cookie", clearedSessionCookie(isSecure(req, config.siteUrl)));
    res.json({ ok: true });
  });

  /** Who is logged in; also keeps the session alive while the admin is active. */
  router.get("/me", (_req, res) => {
    const user = res.locals.user;
    if (!user) throw new AppError("unauthorized", "Authentification requise. Veuillez vous connecter.");
    res.json({
      user: { username: user.username, displayName: user.displayName, role: user.role },
      mustChangePassword: user.mustChangePassword,
    });
  });

  router.post("/password", async (req, res) => {
    const user = res.locals.user;
    if (!user) throw new AppError("unauthorized", "Authentification requise. Veuillez vous connecter.");
    // Right after a login with a one-time password, the current password is not asked again.
    const forced =
      user.mustChangePassword && !(req.body && typeof req.body === "object" && "currentPassword" in req.body);
    const input = forced
      ? { ...parseBody(firstPasswordSchema, req), currentPassword: null }
      : parseBody(changePasswordSchema, req);
    try {
      const token = await auth.changePassword(
        user,
        input.currentPassword,
        input.newPassword,
        req.get("user-agent") ?? "",
      );
      await recordEvent(services, req, user, "password_changed");
      res.setHeader("Set-Cookie", sessionCookie(token, isSecure(req, config.siteUrl)));
      res.json({ ok: true });
    } catch (err) {
      // Too many wrong current passwords: the session was ended on the server.
      if (err instanceof AuthError && err.kind === "unauthorized")
        res.setHeader("Set-Cookie", clearedSessionCookie(isSecure(req, config.siteUrl)));
      throw err;
    }
  });

  return router;
}
