import express, { Router } from "express";
import type { Services } from "./services.ts";
import { createAiRouter } from "#server/modules/ai/index.ts";
import { createMediaRouter } from "#server/modules/media/index.ts";
import { createAccountSecurityRouter } from "#server/modules/auth/index.ts";
import { createAuthRouter } from "#server/modules/auth/index.ts";
import { readSessionToken } from "#server/modules/auth/index.ts";
import { createBackupRouter } from "#server/modules/backup/index.ts";
import { createContentRouter } from "#server/modules/content/index.ts";
import { apiErrorHandler, DATABASE_DOWN_MESSAGE, sendError } from "./http/errors.ts";
import { loadSession, sameOriginWrites } from "./http/guards.ts";
import { createLeadsRouter } from "#server/modules/leads/index.ts";
import { createTestClockRouter } from "./http/test-clock.ts";
import { createSiteAdminRouter } from "#server/modules/business/index.ts";
import { createTeamRouter } from "#server/modules/team/index.ts";
import { createReviewsAdminRouter } from "#server/modules/reviews/index.ts";
import { createDevisRouter } from "#server/modules/devis/index.ts";
import { createInvoicesRouter } from "#server/modules/invoices/index.ts";
import { createReceivablesRouter } from "#server/modules/receivables/index.ts";
import { createBankRouter } from "#server/modules/bank/index.ts";
import { createAgendaRouter } from "#server/modules/agenda/index.ts";
import { createMailSettingsRouter } from "#server/modules/mail/index.ts";
import { createChantiersRouter } from "#server/modules/chantiers/index.ts";
import { createReceptionAdminRouter } from "#server/modules/chantiers/index.ts";

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
      backups: services.backups,
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
  router.use(
    "/admin",
    createMailSettingsRouter({
      mailSettings: services.mailSettings,
      outbox: services.outbox,
      limiter: services.limiter,
    }),
  );
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
  router.use(createInvoicesRouter({ invoices: services.invoices }));
  router.use(createReceivablesRouter({ receivables: services.receivables }));
  router.use(createBankRouter({ bank: services.bank }));
  router.use(createAgendaRouter({ agenda: services.agenda, alerts: services.alerts, config }));
  router.use(createChantiersRouter({ chantiers: services.chantiers, db }));
  router.use(createReceptionAdminRouter({ chantiers: services.chantiers, db }));
  if (config.TEST_CLOCK) router.use(createTestClockRouter({ clock: services.clock }));
  router.use(createContentRouter({ admin: services.admin, previews: services.previews, siteUrl: config.siteUrl }));

  router.use((_req, res) => sendError(res, 404, "Ressource introuvable."));
  router.use(apiErrorHandler(services.logger, services.dbHealth));
  return router;
}
