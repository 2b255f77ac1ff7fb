import { Router } from "express";
import { createBackupStream } from "../services/backup.ts";
import type { Services } from "../services/index.ts";
import { requireAdmin } from "./guards.ts";

/** GET /api/admin/backup: the archive of `npm run backup`, downloaded from the admin. */
export function createBackupRouter(services: Services): Router {
  const router = Router();
  router.get("/backup", requireAdmin, async (_req, res, next) => {
    try {
      const stream = await createBackupStream(services.db, services.config.dataDir, services.storage);
      const name = `sauvegarde-atelier-${new Date().toISOString().slice(0, 10)}.tar.gz`;
      res.setHeader("Content-Type", "application/gzip");
      res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
      stream.on("error", next);
      stream.pipe(res);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
