import express, { Router } from "express";
import type { Services } from "../services/index.ts";
import { apiErrorHandler, sendError } from "./errors.ts";

/**
 * The JSON API of SPEC §7 under /api. Each concern adds its own router here;
 * routers stay thin: parse → service → respond.
 */
export function createApiRouter(services: Services): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: "1mb", strict: true }));

  router.use((_req, res) => sendError(res, 404, "Ressource introuvable."));
  router.use(apiErrorHandler(services.logger));
  return router;
}
