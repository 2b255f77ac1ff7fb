import { Router } from "express";
import { roleLabels } from "#domain/permissions.ts";
import { acceptInvitationSchema, invitationSchema, memberChangeSchema } from "#domain/schemas/team.ts";
import { requireAdmin } from "#server/http/guards.ts";
import type { LoginHttpDeps } from "#server/modules/auth/index.ts";
import type { Team } from "./service.ts";
import { finishLogin, recordEvent } from "#server/modules/auth/index.ts";
import { sessionUserOf } from "#server/modules/auth/index.ts";
import { readSessionToken } from "#server/modules/auth/index.ts";
import { INVITATION_GONE_MESSAGE } from "./service.ts";
import { AppError } from "#server/errors.ts";
import { parseBody, idParam } from "#server/http/parse.ts";

/**
 * « Équipe » (manager only, domain/permissions.ts): /api/team/… ; and the invitation link's
 * /api/invitations/:token (no session: the new member chooses his password there).
 */
export function createTeamRouter(services: LoginHttpDeps & { team: Team }): Router {
  const router = Router();
  const { team, security } = services;

  router.get("/invitations/:token", async (req, res) => {
    const invitation = await team.invitation(String(req.params.token));
    if (!invitation) throw new AppError("gone", INVITATION_GONE_MESSAGE);
    res.json({ invitation });
  });

  router.post("/invitations/:token", async (req, res) => {
    const input = parseBody(acceptInvitationSchema, req);
    const created = await team.accept(String(req.params.token), input.password);
    const user = sessionUserOf(created);
    await security.journal.record({
      type: "member_joined",
      userId: user.id,
      username: user.username,
      ip: req.ip ?? "",
      userAgent: req.get("user-agent") ?? "",
      detail: roleLabels[user.role],
    });
    const token = await services.auth.openSession(user.id, req.get("user-agent") ?? "");
    await finishLogin(services, req, res, { token, method: "password", user });
  });

  router.use("/team", requireAdmin);

  router.get("/team", async (req, res) => {
    const [list, sessions] = await Promise.all([
      team.list(),
      security.listSessions(null, readSessionToken(req.headers.cookie)),
    ]);
    res.json({ ...list, sessions, me: res.locals.user!.id });
  });

  router.post("/team/invitations", async (req, res) => {
    const input = parseBody(invitationSchema, req);
    const user = res.locals.user!;
    const invitation = await team.invite(input, user);
    await recordEvent(
      services,
      req,
      user,
      "member_invited",
      `${input.displayName} <${input.email.toLowerCase()}> : ${roleLabels[input.role]}`,
    );
    res.status(201).json({ invitation });
  });

  router.delete("/team/invitations/:id", async (req, res) => {
    if (!(await team.revokeInvitation(idParam(req, "Membre introuvable."))))
      throw new AppError("not-found", "Invitation introuvable.");
    await recordEvent(services, req, res.locals.user!, "invitation_revoked");
    res.json({ ok: true });
  });

  router.patch("/team/members/:id", async (req, res) => {
    const input = parseBody(memberChangeSchema, req);
    const { before, after } = await team.change(idParam(req, "Membre introuvable."), input);
    const name = after.displayName || after.username;
    const user = res.locals.user!;
    if (before.role !== after.role)
      await recordEvent(
        services,
        req,
        user,
        "member_role_changed",
        `${name} : ${roleLabels[before.role]} → ${roleLabels[after.role]}`,
      );
    if (before.status !== after.status)
      await recordEvent(
        services,
        req,
        user,
        after.status === "suspended" ? "member_suspended" : "member_reactivated",
        name,
      );
    res.json({ ok: true });
  });

  router.delete("/team/members/:id", async (req, res) => {
    const id = idParam(req, "Membre introuvable.");
    const user = res.locals.user!;
    if (id === user.id)
      throw new AppError("conflict", "Vous ne pouvez pas supprimer votre propre compte : demandez à un autre gérant.");
    const removed = await team.remove(id);
    await recordEvent(services, req, user, "member_removed", removed.displayName || removed.username);
    res.json({ ok: true });
  });

  router.delete("/team/sessions/:id", async (req, res) => {
    const owner = await security.endSession(null, String(req.params.id));
    if (owner === null) throw new AppError("not-found", "Session introuvable ou déjà fermée.");
    await recordEvent(services, req, res.locals.user!, "member_session_ended");
    res.json({ ok: true });
  });

  return router;
}
