import { Router, type Response } from "express";
import type { SubmitResult } from "./submit.ts";
import type { Services } from "#server/services.ts";
import { sendError } from "#server/http/errors.ts";
import { createAttachmentUploadRouter } from "./attachments-router.ts";
import { createLeadsInboxRouter } from "./inbox-router.ts";

export const LEAD_SUCCESS_MESSAGE = "Message envoyé !";

/** 201 once the lead is committed; 400 with `{ message, errors }`; 429 with Retry-After. */
function answer(res: Response, result: SubmitResult) {
  if (result.ok) return res.status(201).json({ ok: true, message: LEAD_SUCCESS_MESSAGE });
  if (result.status === 429) {
    res.setHeader("Retry-After", String(result.retryAfterSec));
    return sendError(res, 429, result.message);
  }
  return sendError(res, 400, result.message, { errors: result.errors });
}

/**
 * POST /api/quotes and POST /api/contact (public, JSON or urlencoded; oversized bodies are
 * refused with 413 by the API's body parsers) and the admin inbox under /api/leads.
 */
export function createLeadsRouter(services: Services): Router {
  const router = Router();
  const { leads } = services;

  router.post("/quotes", async (req, res) => {
    answer(res, await leads.submitQuote(req.body ?? {}, { ip: req.ip ?? "" }));
  });

  router.post("/contact", async (req, res) => {
    answer(res, await leads.submitContact(req.body ?? {}, { ip: req.ip ?? "" }));
  });

  router.use(createAttachmentUploadRouter(services));
  router.use("/leads", createLeadsInboxRouter(services));
  return router;
}
