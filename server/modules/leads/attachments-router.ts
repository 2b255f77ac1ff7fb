import { Router, type Request } from "express";
import { ATTACHMENT_FIELD, attachmentMessages, MAX_ATTACHMENTS } from "#domain/attachments.ts";
import { leadReplySchema, replyTemplatesSchema } from "#domain/lead-followup.ts";
import { leadKinds, type LeadKind } from "#domain/leads.ts";
import type { Services } from "#server/services.ts";
import { receiveAttachmentForm } from "./attachment-receive.ts";
import { RATE_LIMIT_WINDOW_MS } from "./submit.ts";
import { addressKey } from "#server/infra/rate-limit.ts";
import { leadAuthor } from "./followup.ts";
import { AppError } from "#server/errors.ts";
import { parseBody } from "#server/http/parse.ts";

/**
 * POST /api/quote-attachments (public): one photo or plan, checked and stored privately,
 * answered with an opaque token that the quote request then sends. Limited per address
 * (LEADS_RATE_LIMIT × 12 per 10 minutes: two full forms' worth per allowed request).
 */
export function createAttachmentUploadRouter(services: Services): Router {
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

function leadParams(req: Request): { kind: LeadKind; id: number } {
  const kind = String(req.params.kind) as LeadKind;
  const id = Number(req.params.id);
  if (!leadKinds.includes(kind) || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    throw new AppError("not-found", "Demande introuvable.");
  return { kind, id };
}

/** Admin routes (mounted behind requireAdmin): files, replies, templates, figures. */
export function createLeadFollowupRouter(services: Services): Router {
  const router = Router();
  const { leads } = services;

  router.get("/stats", async (_req, res) => {
    res.json(await leads.followup.stats());
  });

  router.get("/templates", async (_req, res) => {
    res.json({ templates: await leads.followup.templates() });
  });

  router.put("/templates", async (req, res) => {
    const input = parseBody(replyTemplatesSchema, req);
    await leads.followup.saveTemplates(input.templates);
    res.json({ templates: await leads.followup.templates() });
  });

  router.post("/:kind/:id/reply", async (req, res) => {
    const { kind, id } = leadParams(req);
    const input = parseBody(leadReplySchema, req);
    const lead = await leads.get(kind, id);
    if (!lead) throw new AppError("not-found", "Demande introuvable.");
    res.status(201).json({ ok: true, ...(await leads.followup.reply(lead, input, leadAuthor(res.locals.user))) });
  });

  /** Streams one attachment: images inline (thumbnails), PDFs only as downloads. Never cached by proxies. */
  router.get("/:kind/:id/attachments/:attId/:variant", async (req, res) => {
    const { kind, id } = leadParams(req);
    const attId = Number(req.params.attId);
    const variant = req.params.variant === "thumb" ? "thumb" : req.params.variant === "file" ? "file" : null;
    if (!variant || !Number.isInteger(attId) || attId < 1 || attId > 2_147_483_647)
      throw new AppError("not-found", "Fichier introuvable.");
    const file = await leads.attachments.open(kind, id, attId, variant);
    if (!file) throw new AppError("not-found", "Fichier introuvable.");
    if (file.status === "pending") {
      res.setHeader("Retry-After", "5");
      res.setHeader("Cache-Control", "no-store");
      throw new AppError("unavailable", attachmentMessages.pending);
    }
    if (file.status === "unreadable") throw new AppError("not-found", attachmentMessages.unreadableStored);
    res.setHeader("Content-Type", file.mimeType);
    res.setHeader("Content-Length", String(file.size));
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    const ext =
      file.mimeType === "application/pdf"
        ? "pdf"
        : file.mimeType === "image/png"
          ? "png"
          : file.mimeType === "image/webp"
            ? "webp"
            : "jpg";
    const base =
      file.row.fileName
        .replace(/\.[^.]*$/, "")
        .replace(/[^\w.-]+/g, "_")
        .slice(0, 80) || "fichier";
    const disposition = file.mimeType === "application/pdf" || req.query.download === "1" ? "attachment" : "inline";
    res.setHeader(
      "Content-Disposition",
      `${disposition}; filename="${base}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${base}.${ext}`)}`,
    );
    file.body.on("error", () => res.destroy());
    file.body.pipe(res);
  });

  return router;
}
