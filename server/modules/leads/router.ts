import { Router, type Response } from "express";
import type { Config } from "#server/config.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";
import type { Leads } from "./leads.ts";
import { createAttachmentUploadRouter } from "./attachments-router.ts";
import { createLeadsInboxRouter } from "./inbox-router.ts";

export const LEAD_SUCCESS_MESSAGE = "Message envoyé !";

/** 201 once the lead is committed; a refusal (400 with `{ message, errors }`, 429 with Retry-After) is thrown. */
function answer(res: Response, extra: Record<string, string | number> = {}) {
  res.status(201).json({ ok: true, message: LEAD_SUCCESS_MESSAGE, ...extra });
}

export interface LeadsRouterDeps {
  leads: Leads;
  limiter: RateLimiter;
  config: Pick<Config, "LEADS_RATE_LIMIT" | "siteUrl">;
}

/**
 * POST /api/quotes and POST /api/contact (public, JSON or urlencoded; oversized bodies are
 * refused with 413 by the API's body parsers) and the admin inbox under /api/leads.
 */
export function createLeadsRouter(services: LeadsRouterDeps): Router {
  const router = Router();
  const { leads } = services;

  router.post("/quotes", async (req, res) => {
    const { id, visitToken } = await leads.submitQuote(req.body ?? {}, { ip: req.ip ?? "" });
    // The request's number and the booking page of the technical visit (the confirmation shows both).
    answer(res, {
      number: id,
      ...(visitToken ? { visitUrl: leads.visitUrl(visitToken) } : {}),
    });
  });

  router.post("/contact", async (req, res) => {
    const { id } = await leads.submitContact(req.body ?? {}, { ip: req.ip ?? "" });
    answer(res, { number: id });
  });

  router.use(createAttachmentUploadRouter(services));
  router.use("/leads", createLeadsInboxRouter(services));
  return router;
}
