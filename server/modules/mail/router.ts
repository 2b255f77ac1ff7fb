import { Router } from "express";
import type { Outbox } from "./outbox.ts";
import type { MailSettings } from "./settings.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { AppError } from "#server/errors.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";

const TESTS_PER_WINDOW = 5;
const TEST_WINDOW_MS = 10 * 60_000;

/**
 * « Messagerie » (/api/admin/messagerie): the SMTP server entered in the admin, and a test
 * e-mail. Every route needs the admin session; the password is never sent back.
 */
export function createMailSettingsRouter(services: {
  mailSettings: MailSettings;
  outbox: Outbox;
  limiter: RateLimiter;
}): Router {
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
    // A few tests in a row, not a tool to knock on every port of a network.
    const { allowed, retryAfterSec } = await services.limiter.hit(
      `mail-test:${res.locals.user!.id}`,
      TESTS_PER_WINDOW,
      TEST_WINDOW_MS,
    );
    if (!allowed)
      throw new AppError(
        "rate-limited",
        `Trop d'e-mails de test à la suite : réessayez dans ${Math.ceil(retryAfterSec / 60)} min.`,
        { retryAfterSec },
      );
    await mailSettings.sendTest(req.body ?? {});
    res.json({ ok: true });
  });
  return router;
}
