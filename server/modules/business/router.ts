import { Router } from "express";
import { leadKinds, type LeadKind } from "#domain/leads.ts";
import { faqInputSchema, reorderSchema, testimonialInputSchema } from "#domain/schemas/site-lists.ts";
import type { BusinessSettingsService } from "./service.ts";
import type { SiteLists } from "./site-lists.ts";
import type { Stats } from "#server/modules/stats/index.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { AppError } from "#server/errors.ts";
import { parseBody, idParam } from "#server/http/parse.ts";

export interface SiteAdminRouterDeps {
  business: BusinessSettingsService;
  siteLists: SiteLists;
  stats: Stats;
  /** Sends the review request of a finished lead (the leads module's, given by the composition root). */
  requestReview: (kind: LeadKind, id: number) => Promise<unknown>;
}

/**
 * The admin's API for the business settings ('Entreprise'), testimonials, FAQ, statistics and
 * review requests (/api/admin/…). Every route needs the admin session.
 */
export function createSiteAdminRouter(services: SiteAdminRouterDeps): Router {
  const router = Router();
  const { business, siteLists, stats, requestReview } = services;
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
      const input = parseBody(schema, req);
      res.status(201).json({ item: await (list.create as (v: unknown) => Promise<unknown>)(input) });
    });
    router.post(`/${path}/ordre`, async (req, res) => {
      const input = parseBody(reorderSchema, req);
      await list.reorder(input.ids);
      res.json({ ok: true });
    });
    router.patch(`/${path}/:id`, async (req, res) => {
      const id = idParam(req);
      const input = parseBody(schema.partial(), req);
      // partial() keeps the defaults out only for absent keys: drop undefined values.
      const patch = Object.fromEntries(
        Object.entries(input).filter(([k, v]) => v !== undefined && k in (req.body ?? {})),
      );
      // Nothing to change (found by the route × role test: an empty PATCH was a 500).
      if (Object.keys(patch).length === 0) throw new AppError("invalid", "Aucune modification demandée.");
      const item = await (list.update as (id: number, v: unknown) => Promise<unknown>)(id, patch);
      if (!item) throw new AppError("not-found", "Élément introuvable.");
      res.json({ item });
    });
    router.delete(`/${path}/:id`, async (req, res) => {
      if (!(await list.remove(idParam(req)))) throw new AppError("not-found", "Élément introuvable.");
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
    if (!leadKinds.includes(kind)) throw new AppError("not-found", "Demande introuvable.");
    await requestReview(kind, idParam(req));
    res.status(201).json({ ok: true });
  });

  return router;
}
