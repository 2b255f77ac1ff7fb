import { Router, type Request } from "express";
import { roleLabels } from "#domain/permissions.ts";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";
import { acceptInvitationSchema, invitationSchema, memberChangeSchema } from "#domain/schemas/team.ts";
import { HttpError, sendError } from "#server/http/errors.ts";
import { requireAdmin } from "#server/http/guards.ts";
import type { Services } from "#server/services.ts";
import { finishLogin, recordEvent } from "#server/modules/auth/login-http.ts";
import { sessionUserOf } from "#server/modules/auth/service.ts";
import { readSessionToken } from "#server/modules/auth/session-cookie.server.ts";
import { INVITATION_GONE_MESSAGE } from "./service.ts";

function idParam(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new HttpError(404, "Membre introuvable.");
  return id;
}

/**
 * « Équipe » (manager only, domain/permissions.ts): /api/team/… ; and the invitation link's
 * /api/invitations/:token (no session: the new member chooses his password there).
 */
export function createTeamRouter(services: Services): Router {
  const router = Router();
  const { team, security } = services;

  router.get("/invitations/:token", async (req, res) => {
    const invitation = await team.invitation(String(req.params.token));
    if (!invitation) return sendError(res, 410, INVITATION_GONE_MESSAGE);
    res.json({ invitation });
  });

  router.post("/invitations/:token", async (req, res) => {
    const parsed = acceptInvitationSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, errorSummary(parsed.error), { errors: fieldErrors(parsed.error) });
    const created = await team.accept(String(req.params.token), parsed.data.password);
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
    const parsed = invitationSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, errorSummary(parsed.error), { errors: fieldErrors(parsed.error) });
    const user = res.locals.user!;
    const invitation = await team.invite(parsed.data, user);
    await recordEvent(
      services,
      req,
      user,
      "member_invited",
      `${parsed.data.displayName} <${parsed.data.email.toLowerCase()}> : ${roleLabels[parsed.data.role]}`,
    );
    res.status(201).json({ invitation });
  });

  router.delete("/team/invitations/:id", async (req, res) => {
    if (!(await team.revokeInvitation(idParam(req)))) return sendError(res, 404, "Invitation introuvable.");
    await recordEvent(services, req, res.locals.user!, "invitation_revoked");
    res.json({ ok: true });
  });

  router.patch("/team/members/:id", async (req, res) => {
    const parsed = memberChangeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, errorSummary(parsed.error));
    const { before, after } = await team.change(idParam(req), parsed.data);
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
    const id = idParam(req);
    const user = res.locals.user!;
    if (id === user.id)
      return sendError(res, 409, "Vous ne pouvez pas supprimer votre propre compte : demandez à un autre gérant.");
    const removed = await team.remove(id);
    await recordEvent(services, req, user, "member_removed", removed.displayName || removed.username);
    res.json({ ok: true });
  });

  router.delete("/team/sessions/:id", async (req, res) => {
    const owner = await security.endSession(null, String(req.params.id));
    if (owner === null) return sendError(res, 404, "Session introuvable ou déjà fermée.");
    await recordEvent(services, req, res.locals.user!, "member_session_ended");
    res.json({ ok: true });
  });

  return router;
}
