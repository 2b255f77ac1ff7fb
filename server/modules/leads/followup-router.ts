import { Router, type Request } from "express";
import { attachmentMessages } from "#domain/attachments.ts";
import { leadReplySchema, replyTemplatesSchema } from "#domain/lead-followup.ts";
import { leadKinds, type LeadKind } from "#domain/leads.ts";
import { AppError } from "#server/errors.ts";
import { parseBody } from "#server/http/parse.ts";
import { leadAuthor } from "#domain/permissions.ts";
import type { Leads } from "./leads.ts";

/** The lead of a /:kind/:id address (404 when it cannot be one). */
export function leadParams(req: Request): { kind: LeadKind; id: number } {
  const kind = String(req.params.kind) as LeadKind;
  const id = Number(req.params.id);
  if (!leadKinds.includes(kind) || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    throw new AppError("not-found", "Demande introuvable.");
  return { kind, id };
}

/**
 * The admin's follow-up of the leads (/api/leads/…, mounted behind requireAdmin by the inbox router):
 * the files of a request, the replies, the reply templates, the figures.
 */
export function createLeadFollowupRouter(services: { leads: Leads }): Router {
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
