import { Router, type Request } from "express";
import { leadKinds, type LeadKind } from "#domain/leads.ts";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";
import { faqInputSchema, reorderSchema, testimonialInputSchema } from "#domain/schemas/site-lists.ts";
import type { Services } from "#server/services.ts";
import { HttpError, sendError } from "#server/http/errors.ts";
import { requireAdmin } from "#server/http/guards.ts";

function idParam(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new HttpError(404, "Élément introuvable.");
  return id;
}

/**
 * The admin's API for the business settings ('Entreprise'), testimonials, FAQ, statistics and
 * review requests (/api/admin/…). Every route needs the admin session.
 */
export function createSiteAdminRouter(services: Services): Router {
  const router = Router();
  const { business, siteLists, stats, leads } = services;
  router.use(requireAdmin);

  router.get("/entreprise", async (_req, res) => {
    res.json({ settings: await business.get() });
  });
  router.put("/entreprise", async (req, res) => {
    res.json({ settings: await business.update(req.body ?? {}) });
  });

  for (const [path, list, schema] of [
    ["temoignages", siteLists.testimonials, testimonialInputSchema],
    ["faq", siteLists.faq, faqInputSchema],
  ] as const) {
    router.get(`/${path}`, async (_req, res) => {
      res.json({ items: await list.list() });
    });
    router.post(`/${path}`, async (req, res) => {
      const parsed = schema.safeParse(req.body ?? {});
      if (!parsed.success)
        return sendError(res, 400, errorSummary(parsed.error), { errors: fieldErrors(parsed.error) });
      res.status(201).json({ item: await (list.create as (v: unknown) => Promise<unknown>)(parsed.data) });
    });
    router.post(`/${path}/ordre`, async (req, res) => {
      const parsed = reorderSchema.safeParse(req.body ?? {});
      if (!parsed.success) return sendError(res, 400, errorSummary(parsed.error));
      await list.reorder(parsed.data.ids);
      res.json({ ok: true });
    });
    router.patch(`/${path}/:id`, async (req, res) => {
      const id = idParam(req);
      const parsed = schema.partial().safeParse(req.body ?? {});
      if (!parsed.success)
        return sendError(res, 400, errorSummary(parsed.error), { errors: fieldErrors(parsed.error) });
      // partial() keeps the defaults out only for absent keys: drop undefined values.
      const patch = Object.fromEntries(
        Object.entries(parsed.data).filter(([k, v]) => v !== undefined && k in (req.body ?? {})),
      );
      // Nothing to change (found by the route × role test: an empty PATCH was a 500).
      if (Object.keys(patch).length === 0) return sendError(res, 400, "Aucune modification demandée.");
      const item = await (list.update as (id: number, v: unknown) => Promise<unknown>)(id, patch);
      if (!item) return sendError(res, 404, "Élément introuvable.");
      res.json({ item });
    });
    router.delete(`/${path}/:id`, async (req, res) => {
      if (!(await list.remove(idParam(req)))) return sendError(res, 404, "Élément introuvable.");
      res.json({ ok: true });
    });
  }

  router.get("/statistiques", async (req, res) => {
    const days = Math.min(Math.max(Number(req.query.jours) || 30, 7), 400);
    await stats.flush();
    res.json(await stats.report(days));
  });

  router.post("/demandes/:kind/:id/demande-avis", async (req, res) => {
    const kind = String(req.params.kind) as LeadKind;
    if (!leadKinds.includes(kind)) return sendError(res, 404, "Demande introuvable.");
    await leads.requestReview(kind, idParam(req));
    res.status(201).json({ ok: true });
  });

  return router;
}
