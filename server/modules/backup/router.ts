import { Router } from "express";
import type { AutomaticBackups } from "./automatic.ts";
import { createBackupStream } from "./service.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import type { AccountSecurity } from "#server/modules/auth/index.ts";
import { recordEvent } from "#server/modules/auth/index.ts";
import { requireAdmin } from "#server/http/guards.ts";

export interface BackupRouterDeps {
  db: Db;
  config: Pick<Config, "dataDir">;
  storage: Storage;
  privateStorage: Storage;
  security: AccountSecurity;
  backups: AutomaticBackups;
}

/** GET /api/admin/backup: the archive of `npm run backup`, downloaded from the admin. */
export function createBackupRouter(services: BackupRouterDeps): Router {
  const router = Router();
  router.get("/backup", requireAdmin, async (req, res, next) => {
    try {
      await recordEvent(services, req, res.locals.user!, "backup_downloaded");
      const stream = await createBackupStream(
        services.db,
        services.config.dataDir,
        services.storage,
        services.privateStorage,
      );
      const name = `sauvegarde-atelier-${new Date().toISOString().slice(0, 10)}.tar.gz`;
      res.setHeader("Content-Type", "application/gzip");
      res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
      stream.on("error", next);
      // An aborted download ends the export (its temporary folder is removed at once).
      res.on("close", () => stream.destroy());
      stream.pipe(res);
    } catch (err) {
      next(err);
    }
  });
  // The automatic backups: their state, and the recovery phrase shown to the Gérant
  // until he confirms he kept it (manager only: domain/permissions.ts).
  router.get("/backup/status", requireAdmin, async (_req, res, next) => {
    try {
      res.setHeader("Cache-Control", "no-store");
      res.json({ status: await services.backups.refresh(), targets: services.backups.targets.map((t) => t.label) });
    } catch (err) {
      next(err);
    }
  });
  router.get("/backup/phrase", requireAdmin, async (_req, res, next) => {
    try {
      res.setHeader("Cache-Control", "no-store");
      res.json(await services.backups.phrase());
    } catch (err) {
      next(err);
    }
  });
  router.post("/backup/phrase/confirm", requireAdmin, async (req, res, next) => {
    try {
      const user = res.locals.user!;
      await services.backups.confirmPhrase(user.username);
      await recordEvent(services, req, user, "backup_phrase_confirmed");
      res.json({ ok: true });
    } catch (err) {
      next(err);
    }
  });
  return router;
}
