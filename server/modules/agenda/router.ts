import { Router } from "express";
import { requireAdmin } from "#server/http/guards.ts";
import { parseId } from "#server/http/parse.ts";
import type { Config } from "#server/config.ts";
import type { LeadAlerts } from "./alerts.ts";
import type { Agenda } from "./service.ts";

const leadId = (value: unknown): number => parseId(value, "Demande introuvable.");

export interface AgendaRouterDeps {
  agenda: Agenda;
  alerts: LeadAlerts;
  config: Pick<Config, "TEST_CLOCK">;
}

/**
 * The visits' API (under /api): the visitor's booking page (the token is the credential), and the
 * admin's settings, feed and bookings by phone (admin session). A taken slot → 409 with `days`,
 * the fresh list; an address outside the served area → 422.
 */
export function createAgendaRouter(services: AgendaRouterDeps): Router {
  const router = Router();
  const { agenda } = services;

  router.get("/rendez-vous/:token", async (req, res) => {
    res.json(await agenda.page(req.params.token));
  });
  router.post("/rendez-vous/:token", async (req, res) => {
    const visit = await agenda.bookByToken(req.params.token, req.body ?? {}, req.ip ?? "");
    res.status(201).json({ startsAt: visit.startsAt.toISOString(), endsAt: visit.endsAt.toISOString() });
  });
  router.post("/rendez-vous/:token/annulation", async (req, res) => {
    await agenda.cancelByToken(req.params.token, req.ip ?? "");
    res.json({ ok: true });
  });

  const admin = Router();
  admin.use(requireAdmin);
  admin.get("/settings", async (_req, res) => {
    res.json({ settings: await agenda.settings.get(), feedPath: `/agenda/${await agenda.settings.feedSecret()}.ics` });
  });
  admin.put("/settings", async (req, res) => {
    res.json({ settings: await agenda.settings.update(req.body) });
  });
  admin.post("/feed", async (_req, res) => {
    res.json({ feedPath: `/agenda/${await agenda.settings.revokeFeed()}.ics` });
  });
  admin.get("/slots", async (_req, res) => {
    res.json({ days: await agenda.slots({ noticeHours: 0 }) });
  });
  admin.post("/leads/:id/visit", async (req, res) => {
    const visit = await agenda.bookForLead(leadId(req.params.id), req.body ?? {});
    res.status(201).json({ startsAt: visit.startsAt.toISOString() });
  });
  admin.delete("/leads/:id/visit", async (req, res) => {
    await agenda.cancelForLead(leadId(req.params.id));
    res.json({ ok: true });
  });
  admin.get("/speed", async (_req, res) => {
    res.json(await services.alerts.speed());
  });
  admin.post("/push/subscriptions", async (req, res) => {
    await services.alerts.subscribe(req.body, res.locals.user!.id);
    res.status(201).json({ ok: true });
  });
  admin.delete("/push/subscriptions", async (req, res) => {
    await services.alerts.unsubscribe(String((req.body as { endpoint?: unknown } | undefined)?.endpoint ?? ""));
    res.json({ ok: true });
  });
  admin.get("/push/key", async (_req, res) => {
    res.json({ publicKey: await services.alerts.publicKey() });
  });
  router.use("/admin/agenda", admin);

  if (services.config.TEST_CLOCK) {
    // Test only: runs the reminders and the alerts now (after the clock was moved).
    router.post("/test/agenda/run", requireAdmin, async (_req, res) => {
      res.json(await services.alerts.runDue());
    });
  }
  return router;
}

/**
 * GET /agenda/<secret>.ics: the calendar subscription (Google, Apple, Outlook); a revoked secret → 404.
 */
export function createAgendaFeedRouter(services: { agenda: Agenda }): Router {
  const router = Router();
  router.get("/agenda/:file", async (req, res, next) => {
    const m = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(req.params.file);
    const body = m ? await services.agenda.feed(m[1]) : null;
    if (body === null) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex");
    res.type("text/calendar; charset=utf-8").send(body);
  });
  return router;
}
