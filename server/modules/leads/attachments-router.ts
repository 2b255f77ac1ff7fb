import { Router } from "express";
import { ATTACHMENT_FIELD, attachmentMessages, MAX_ATTACHMENTS } from "#domain/attachments.ts";
import type { Config } from "#server/config.ts";
import type { Leads } from "./leads.ts";
import { receiveAttachmentForm } from "./attachment-receive.ts";
import { RATE_LIMIT_WINDOW_MS } from "./submit.ts";
import { addressKey, type RateLimiter } from "#server/infra/rate-limit.ts";
import { AppError } from "#server/errors.ts";

/**
 * POST /api/quote-attachments (public): one photo or plan, checked and stored privately,
 * answered with an opaque token that the quote request then sends. Limited per address
 * (LEADS_RATE_LIMIT × 12 per 10 minutes: two full forms' worth per allowed request).
 */
export function createAttachmentUploadRouter(services: {
  leads: Leads;
  limiter: RateLimiter;
  config: Pick<Config, "LEADS_RATE_LIMIT">;
}): Router {
  const router = Router();
  const { leads, limiter, config } = services;
  router.post("/quote-attachments", async (req, res) => {
    if (!/^multipart\/form-data\b/i.test(req.get("content-type") ?? "")) {
      throw new AppError("unsupported", "Envoyez le fichier en multipart/form-data (champ « file »).", {
        errors: { [ATTACHMENT_FIELD]: attachmentMessages.wrongType("fichier") },
      });
    }
    if (config.LEADS_RATE_LIMIT > 0) {
      const { allowed, retryAfterSec } = await limiter.hit(
        `attach:${addressKey(req.ip ?? "")}`,
        config.LEADS_RATE_LIMIT * MAX_ATTACHMENTS * 2,
        RATE_LIMIT_WINDOW_MS,
      );
      if (!allowed) {
        req.resume();
        throw new AppError("rate-limited", attachmentMessages.rateLimited, {
          retryAfterSec,
          errors: { [ATTACHMENT_FIELD]: attachmentMessages.rateLimited },
        });
      }
    }
    // An address whose unclaimed files already fill its budget is refused before its bytes are read.
    const address = addressKey(req.ip ?? "");
    try {
      await leads.attachments.checkBudget(address, 1);
    } catch (err) {
      req.resume();
      throw err;
    }
    const form = await receiveAttachmentForm(req.headers, req, { maxFiles: 1 });
    try {
      if (form.broken)
        throw new AppError("invalid", "Envoi interrompu ou invalide.", {
          errors: { [ATTACHMENT_FIELD]: "Envoi interrompu : réessayez." },
        });
      if (form.fileError)
        throw new AppError("too-large", form.fileError, { errors: { [ATTACHMENT_FIELD]: form.fileError } });
      if (form.files.length === 0)
        throw new AppError("invalid", "Aucun fichier reçu.", { errors: { [ATTACHMENT_FIELD]: "Aucun fichier reçu." } });
      const [stored] = await leads.attachments.accept(form.files, address);
      res.status(201).json(stored);
    } finally {
      await form.cleanup();
    }
  });
  return router;
}
