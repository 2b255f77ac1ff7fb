import { Router, type Request } from "express";
import { z } from "zod";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";
import { refusalReasons, refusalSchema, replySchema } from "#domain/reviews.ts";
import type { Services } from "#server/services.ts";
import { HttpError, sendError } from "#server/http/errors.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { leadAuthor } from "../leads/followup.ts";

const reviewIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** The review of the path (a malformed id is simply not found). */
function idParam(req: Request): number {
  const parsed = reviewIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw new HttpError(404, "Avis introuvable.");
  return parsed.data;
}

/**
 * The admin's moderation of client reviews (/api/admin/avis, docs/avis.md): list, publish,
 * refuse with a published reason (the author is e-mailed), public reply. Admin session required.
 */
export function createReviewsAdminRouter(services: Services): Router {
  const router = Router();
  const { reviews } = services;
  router.use(requireAdmin);

  router.get("/", async (_req, res) => {
    const items = await reviews.listAdmin();
    res.json({ items: items.map(({ authorEmail: _e, ...r }) => r), refusalReasons });
  });
  router.post("/:id/publier", async (req, res) => {
    res.json({ item: await reviews.publish(idParam(req), leadAuthor(res.locals.user)) });
  });
  router.post("/:id/refuser", async (req, res) => {
    const id = idParam(req);
    const parsed = refusalSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, errorSummary(parsed.error), { errors: fieldErrors(parsed.error) });
    res.json({ item: await reviews.refuse(id, parsed.data.reason, leadAuthor(res.locals.user)) });
  });
  router.put("/:id/reponse", async (req, res) => {
    const id = idParam(req);
    const parsed = replySchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, errorSummary(parsed.error), { errors: fieldErrors(parsed.error) });
    res.json({ item: await reviews.reply(id, parsed.data.reply, leadAuthor(res.locals.user)) });
  });
  return router;
}
