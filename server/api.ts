import express, { Router } from "express";
import type { Services } from "./services.ts";
import { createAiRouter } from "./modules/ai/router.ts";
import { createMediaRouter } from "./modules/media/router.ts";
import { createAccountSecurityRouter } from "./modules/auth/security-router.ts";
import { createAuthRouter } from "./modules/auth/router.ts";
import { readSessionToken } from "./modules/auth/session-cookie.server.ts";
import { createBackupRouter } from "./modules/backup/router.ts";
import { createContentRouter } from "./modules/content/router.ts";
import { apiErrorHandler, DATABASE_DOWN_MESSAGE, sendError } from "./http/errors.ts";
import { loadSession, sameOriginWrites } from "./http/guards.ts";
import { createLeadsRouter } from "./modules/leads/router.ts";
import { createTestClockRouter } from "./http/test-clock.ts";
import { createSiteAdminRouter } from "./modules/business/router.ts";
import { createTeamRouter } from "./modules/team/router.ts";
import { createReviewsAdminRouter } from "./modules/reviews/router.ts";
import { createDevisRouter } from "./modules/devis/router.ts";
import { createAgendaRouter } from "./modules/agenda/router.ts";
import { createMailSettingsRouter } from "./modules/mail/router.ts";
import { createChantiersRouter } from "./modules/chantiers/router.ts";
import { createReceptionAdminRouter } from "./modules/chantiers/reception-admin-router.ts";

/**
 * The JSON API of docs/product.md §7 under /api, mounted by the composition root (beside
 * server/app.ts): each module's router receives only the services and settings it uses;
 * routers stay thin: parse → service → respond.
 */
export function createApiRouter(services: Services): Router {
  const { config, db, logger, limiter, auth, security } = services;
  const login = { auth, security, config };
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use((_req, res, next) => {
    if (!services.dbHealth.healthy) return sendError(res, 503, DATABASE_DOWN_MESSAGE);
    next();
  });
  router.use(sameOriginWrites(config.siteUrl));
  router.use(express.json({ limit: "1mb", strict: true }));
  router.use(express.urlencoded({ extended: false, limit: "100kb", parameterLimit: 100 }));
  router.use(loadSession((cookieHeader) => auth.validate(readSessionToken(cookieHeader))));

  router.use("/auth", createAuthRouter(login));
  router.use(createAccountSecurityRouter({ ...login, db, limiter }));
  router.use(createTeamRouter({ ...login, team: services.team }));
  router.use(
    "/admin",
    createBackupRouter({
      db,
      config,
      storage: services.storage,
      privateStorage: services.privateStorage,
      security,
    }),
  );
  router.use("/admin/avis", createReviewsAdminRouter({ reviews: services.reviews }));
  router.use(
    "/admin",
    createSiteAdminRouter({
      business: services.business,
      siteLists: services.siteLists,
      stats: services.stats,
      requestReview: (kind, id) => services.leads.requestReview(kind, id),
    }),
  );
  router.use("/admin", createMailSettingsRouter({ mailSettings: services.mailSettings, outbox: services.outbox }));
  router.use("/ai", createAiRouter({ ai: services.ai, limiter, logger }));
  router.use(
    "/media",
    createMediaRouter({
      db,
      media: services.media,
      mediaJobs: services.mediaJobs,
      limiter,
      suggestAltText: (input) => services.ai.suggestAltText(input),
    }),
  );
  router.use(createLeadsRouter({ leads: services.leads, limiter, config }));
  router.use(createDevisRouter({ devis: services.devis, config }));
  router.use(createAgendaRouter({ agenda: services.agenda, alerts: services.alerts, config }));
  router.use(createChantiersRouter({ chantiers: services.chantiers, db }));
  router.use(createReceptionAdminRouter({ chantiers: services.chantiers, db }));
  if (config.TEST_CLOCK) router.use(createTestClockRouter({ clock: services.clock }));
  router.use(createContentRouter({ admin: services.admin, previews: services.previews, siteUrl: config.siteUrl }));

  router.use((_req, res) => sendError(res, 404, "Ressource introuvable."));
  router.use(apiErrorHandler(services.logger, services.dbHealth));
  return router;
}
