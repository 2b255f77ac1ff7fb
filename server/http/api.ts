import express, { Router } from "express";
import type { Services } from "../services.ts";
import { createAiRouter, createMediaRouter } from "../modules/ai/router.ts";
import { createAccountSecurityRouter } from "../modules/auth/security-router.ts";
import { createAuthRouter } from "../modules/auth/router.ts";
import { createBackupRouter } from "../modules/backup/router.ts";
import { createContentRouter } from "../modules/content/router.ts";
import { apiErrorHandler, DATABASE_DOWN_MESSAGE, sendError } from "./errors.ts";
import { loadSession, sameOriginWrites } from "./guards.ts";
import { createLeadsRouter } from "../modules/leads/router.ts";
import { createTestClockRouter } from "./test-clock.ts";
import { createSiteAdminRouter } from "../modules/business/router.ts";
import { createTeamRouter } from "../modules/team/router.ts";
import { createReviewsAdminRouter } from "../modules/reviews/router.ts";
import { createDevisRouter } from "../modules/devis/router.ts";
import { createAgendaRouter } from "../modules/agenda/router.ts";
import { createMailSettingsRouter } from "../modules/mail/router.ts";
import { createChantiersRouter } from "../modules/chantiers/router.ts";

/**
 * The JSON API of docs/product.md §7 under /api. Each concern adds its own router here;
 * routers stay thin: parse → service → respond.
 */
export function createApiRouter(services: Services): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use((_req, res, next) => {
    if (!services.dbHealth.healthy) return sendError(res, 503, DATABASE_DOWN_MESSAGE);
    next();
  });
  router.use(sameOriginWrites(services.config.siteUrl));
  router.use(express.json({ limit: "1mb", strict: true }));
  router.use(express.urlencoded({ extended: false, limit: "100kb", parameterLimit: 100 }));
  router.use(loadSession(services));

  router.use("/auth", createAuthRouter(services));
  router.use(createAccountSecurityRouter(services));
  router.use(createTeamRouter(services));
  router.use("/admin", createBackupRouter(services));
  router.use("/admin/avis", createReviewsAdminRouter(services));
  router.use("/admin", createSiteAdminRouter(services));
  router.use("/admin", createMailSettingsRouter(services));
  router.use("/ai", createAiRouter(services));
  router.use("/media", createMediaRouter(services));
  router.use(createLeadsRouter(services));
  router.use(createDevisRouter(services));
  router.use(createAgendaRouter(services));
  router.use(createChantiersRouter(services));
  if (services.config.TEST_CLOCK) router.use(createTestClockRouter(services));
  router.use(createContentRouter(services));

  router.use((_req, res) => sendError(res, 404, "Ressource introuvable."));
  router.use(apiErrorHandler(services.logger, services.dbHealth));
  return router;
}
