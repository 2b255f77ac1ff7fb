import { readFileSync } from "node:fs";
import { Router } from "express";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import { ADMIN_ICONS, adminManifest } from "./manifest.ts";
import { ADMIN_SERVICE_WORKER } from "./service-worker.ts";

/** The icons' bytes, read once (a few kilobytes). */
const icons = new Map<string, Buffer>(
  ADMIN_ICONS.map((icon) => [icon.file, readFileSync(new URL(`./icons/${icon.file}`, import.meta.url))]),
);

/**
 * What makes the admin an app on the phone, served without a session (the browser fetches the
 * manifest and icons without cookies; nothing in them is private):
 * GET /admin-sw.js — the admin's service worker (web push, chantier photos), allowed to control /admin/;
 * GET /admin.webmanifest — the web app manifest; GET /admin-icons/<file>.png — its icons.
 */
export function createAdminAppRouter(services: { business: BusinessSettingsService }): Router {
  const router = Router();
  router.get("/admin-sw.js", (_req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Service-Worker-Allowed", "/admin/");
    res.type("application/javascript").send(ADMIN_SERVICE_WORKER);
  });
  router.get("/admin.webmanifest", async (_req, res) => {
    const business = await services.business.get();
    res.setHeader("Cache-Control", "no-cache");
    res.type("application/manifest+json").send(JSON.stringify(adminManifest(business.name)));
  });
  router.get("/admin-icons/:file", (req, res, next) => {
    const bytes = icons.get(req.params.file);
    if (!bytes) return next();
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.type("image/png").send(bytes);
  });
  return router;
}
