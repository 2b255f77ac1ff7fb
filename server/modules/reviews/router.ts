import { Router } from "express";
import { refusalReasons, refusalSchema, replySchema } from "#domain/reviews.ts";
import type { Reviews } from "./service.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { leadAuthor } from "#domain/permissions.ts";
import { parseBody, idParam } from "#server/http/parse.ts";

/**
 * The admin's moderation of client reviews (/api/admin/avis, docs/avis.md): list, publish,
 * refuse with a published reason (the author is e-mailed), public reply. Admin session required.
 */
export function createReviewsAdminRouter(services: { reviews: Reviews }): Router {
  const router = Router();
  const { reviews } = services;
  router.use(requireAdmin);

  router.get("/", async (_req, res) => {
    const items = await reviews.listAdmin();
    res.json({ items: items.map(({ authorEmail: _e, ...r }) => r), refusalReasons });
  });
  router.post("/:id/publier", async (req, res) => {
    res.json({ item: await reviews.publish(idParam(req, "Avis introuvable."), leadAuthor(res.locals.user)) });
  });
  router.post("/:id/refuser", async (req, res) => {
    const id = idParam(req, "Avis introuvable.");
    const input = parseBody(refusalSchema, req);
    res.json({ item: await reviews.refuse(id, input.reason, leadAuthor(res.locals.user)) });
  });
  router.put("/:id/reponse", async (req, res) => {
    const id = idParam(req, "Avis introuvable.");
    const input = parseBody(replySchema, req);
    res.json({ item: await reviews.reply(id, input.reply, leadAuthor(res.locals.user)) });
  });
  return router;
}
