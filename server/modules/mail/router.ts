import { Router } from "express";
import type { Outbox } from "./outbox.ts";
import type { MailSettings } from "./settings.ts";
import { requireAdmin } from "#server/http/guards.ts";

/**
 * « Messagerie » (/api/admin/messagerie): the SMTP server entered in the admin, and a test
 * e-mail. Every route needs the admin session; the password is never sent back.
 */
export function createMailSettingsRouter(services: { mailSettings: MailSettings; outbox: Outbox }): Router {
  const router = Router();
  const { mailSettings, outbox } = services;
  router.use("/messagerie", requireAdmin);

  router.get("/messagerie", (_req, res) => {
    res.json(mailSettings.view());
  });
  router.put("/messagerie", async (req, res) => {
    const view = await mailSettings.update(req.body ?? {});
    // E-mails waiting for a retry leave with the new server at once.
    outbox.kick();
    res.json(view);
  });
  router.post("/messagerie/test", async (req, res) => {
    await mailSettings.sendTest(req.body ?? {});
    res.json({ ok: true });
  });
  return router;
}
