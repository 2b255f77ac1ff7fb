import { Router } from "express";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "./schema.ts";
import { AuthError, sessionUserOf, SUSPENDED_MESSAGE } from "./service.ts";
import { addressKey, type RateLimiter } from "#server/infra/rate-limit.ts";
import type { LoginHttpDeps } from "./login-http.ts";
import type { Db } from "#server/infra/db/client.ts";
import { securityEventLabels, methodLabels, type SecurityEventType } from "./security/journal.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { readSessionToken } from "./session-cookie.server.ts";
import {
  SECOND_FACTOR_COOKIE,
  finishLogin,
  isSecure,
  loginContext,
  pendingSecondFactorCookie,
  readCookie,
  recordEvent,
  recordLoginFailure,
} from "./login-http.ts";

export {
  finishLogin,
  pendingSecondFactorCookie,
  recordEvent,
  recordLoginFailure,
  SECOND_FACTOR_MESSAGE,
} from "./login-http.ts";
import { AppError } from "#server/errors.ts";
import { displayNameSchema } from "#domain/schemas/team.ts";
import { renameAccount } from "./accounts.ts";
import { parseBody, parseValue } from "#server/http/parse.ts";

const codeSchema = z.object({ code: z.string().trim().min(1, "Code requis").max(40, "Code invalide") });
const passkeyNameSchema = z.string().trim().min(1, "Nom de la clé requis").max(60, "60 caractères au maximum");
const disableSchema = z.object({
  password: z.string().min(1, "Mot de passe requis").max(200),
  code: z.string().trim().min(1, "Code requis").max(40),
});

/**
 * /api/auth/second-factor, /api/auth/passkey/* (before a session) and /api/account/* (the
 * 'Sécurité du compte' screen). See docs/decisions/044-passkeys-2fa-sessions.md.
 */
export function createAccountSecurityRouter(services: LoginHttpDeps & { db: Db; limiter: RateLimiter }): Router {
  const router = Router();
  const { auth, security, config } = services;

  // ---- Login steps (no session yet) ----

  router.post("/auth/second-factor", async (req, res) => {
    const input = parseBody(codeSchema, req, "Code requis");
    const result = await security.completeSecondFactor(
      readCookie(req, SECOND_FACTOR_COOKIE),
      input.code,
      loginContext(req),
    );
    res.append("Set-Cookie", pendingSecondFactorCookie("", isSecure(req, config.siteUrl), 0));
    await finishLogin(services, req, res, result);
  });

  router.post("/auth/passkey/options", async (req, res) => {
    const hit = await services.limiter.hit(`passkey-options:${addressKey(req.ip ?? "")}`, 30, 60_000);
    if (!hit.allowed)
      throw new AppError("rate-limited", "Trop de tentatives. Réessayez dans un instant.", {
        retryAfterSec: hit.retryAfterSec,
      });
    res.json(await security.passkeys.authenticationOptions());
  });

  router.post("/auth/passkey", async (req, res) => {
    const body = (req.body ?? {}) as { challengeId?: unknown; response?: { id?: unknown } };
    if (typeof body.challengeId !== "string" || !body.response || typeof body.response.id !== "string") {
      throw new AppError("invalid", "Requête invalide.");
    }
    const ctx = loginContext(req);
    try {
      const found = await auth.throttled(null, ctx.ip, "Clé d'accès non reconnue.", () =>
        security.passkeys.authenticate(body.challengeId as string, body.response as never),
      );
      const [user] = await services.db.select().from(users).where(eq(users.id, found.userId)).limit(1);
      if (!user) throw new AppError("unauthorized", "Clé d'accès non reconnue.");
      if (user.status !== "active") throw new AppError("unauthorized", SUSPENDED_MESSAGE);
      const token = await auth.openSession(user.id, ctx.userAgent);
      await finishLogin(services, req, res, { token, method: "passkey", user: sessionUserOf(user) });
    } catch (err) {
      if (err instanceof AuthError) await recordLoginFailure(services, req, err, "", "passkey");
      throw err;
    }
  });

  // ---- 'Sécurité du compte' (a session is required) ----

  router.use("/account", requireAdmin);

  router.get("/account/security", async (req, res) => {
    const user = res.locals.user!;
    const [passkeys, totp, sessions] = await Promise.all([
      security.passkeys.list(user.id),
      security.totp.status(user.id),
      security.listSessions(user.id, readSessionToken(req.headers.cookie)),
    ]);
    res.json({
      username: user.username,
      passkeys: passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: p.createdAt.toISOString(),
        lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
      })),
      totp,
      sessions,
    });
  });

  // « Votre nom »: the member's own display name.
  router.put("/account/name", async (req, res) => {
    const { displayName } = parseBody(displayNameSchema, req);
    await renameAccount(services.db, res.locals.user!.id, displayName);
    res.json({ displayName });
  });

  router.post("/account/passkeys/options", async (_req, res) => {
    const user = res.locals.user!;
    res.json(await security.passkeys.registrationOptions(user));
  });

  router.post("/account/passkeys", async (req, res) => {
    const user = res.locals.user!;
    const name = { data: parseValue(passkeyNameSchema, (req.body ?? {}).name) };
    const response = (req.body ?? {}).response;
    if (!response || typeof response.id !== "string") throw new AppError("invalid", "Requête invalide.");
    const ok = await security.passkeys.register(user.id, name.data, response);
    if (!ok) throw new AppError("invalid", "La clé d'accès n'a pas pu être vérifiée. Réessayez.");
    await recordEvent(services, req, user, "passkey_added", name.data);
    res.status(201).json({ ok: true });
  });

  router.delete("/account/passkeys/:id", async (req, res) => {
    const user = res.locals.user!;
    const name = await security.passkeys.remove(user.id, String(req.params.id));
    if (name === null) throw new AppError("not-found", "Clé d'accès introuvable.");
    await recordEvent(services, req, user, "passkey_removed", name);
    res.json({ ok: true });
  });

  router.post("/account/totp/setup", async (_req, res) => {
    const user = res.locals.user!;
    const setup = await security.totp.begin(user.id, user.username);
    if (!setup) throw new AppError("conflict", "La double authentification est déjà activée.");
    res.json({
      secret: setup.secret,
      uri: setup.uri,
      qr: `data:image/svg+xml;base64,${Buffer.from(setup.qrSvg).toString("base64")}`,
    });
  });

  router.post("/account/totp/confirm", async (req, res) => {
    const user = res.locals.user!;
    const input = parseBody(codeSchema, req, "Code requis");
    const codes = await auth.throttled(
      user.username,
      req.ip ?? "",
      "Code incorrect. Vérifiez l'heure de votre téléphone et réessayez.",
      () => security.totp.confirm(user.id, user.username, input.code),
    );
    await recordEvent(services, req, user, "totp_enabled");
    res.json({ recoveryCodes: codes });
  });

  router.post("/account/totp/disable", async (req, res) => {
    const user = res.locals.user!;
    const input = parseBody(disableSchema, req, "Mot de passe et code requis");
    await auth.throttled(user.username, req.ip ?? "", "Mot de passe ou code incorrect.", async () => {
      if (!(await security.checkPassword(user.id, input.password))) return null;
      const code = input.code;
      const ok = /^\d{6}$/.test(code)
        ? await security.totp.verifyCode(user.id, user.username, code)
        : await security.totp.useRecoveryCode(user.id, code);
      return ok ? true : null;
    });
    await security.totp.disable(user.id);
    await recordEvent(services, req, user, "totp_disabled");
    res.json({ ok: true });
  });

  router.delete("/account/sessions/:id", async (req, res) => {
    const user = res.locals.user!;
    const ended = await security.endSession(user.id, String(req.params.id));
    if (ended === null) throw new AppError("not-found", "Session introuvable ou déjà fermée.");
    await recordEvent(services, req, user, "session_ended");
    res.json({ ok: true });
  });

  router.post("/account/sessions/end-others", async (req, res) => {
    const user = res.locals.user!;
    const token = readSessionToken(req.headers.cookie);
    if (!token) throw new AppError("unauthorized", "Authentification requise. Veuillez vous connecter.");
    await auth.endOtherSessions(user.id, token);
    await recordEvent(services, req, user, "other_sessions_ended");
    res.json({ ok: true });
  });

  /** The security journal: the manager sees the whole team's, any other member his own events. */
  router.get("/account/journal", async (_req, res) => {
    const user = res.locals.user!;
    const rows = await security.journal.list(300, user.role === "manager" ? null : user.id);
    res.json(
      rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        type: r.type,
        label: securityEventLabels[r.type as SecurityEventType] ?? r.type,
        username: r.username,
        method: r.method ? (methodLabels[r.method] ?? r.method) : "",
        ip: r.ip,
        detail: r.detail,
      })),
    );
  });

  return router;
}
