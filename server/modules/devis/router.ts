import { Router, type Response } from "express";
import type { Config } from "#server/config.ts";
import type { Devis } from "./devis.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { leadAuthor } from "#domain/permissions.ts";
import { idParam, parseValue } from "#server/http/parse.ts";
import { AppError } from "#server/errors.ts";
import { PAPER_SCAN_FIELD, paperSignatureSchema } from "#domain/devis-paper.ts";
import { receiveAttachmentForm } from "#server/modules/leads/index.ts";

function sendPdf(res: Response, name: string, bytes: Uint8Array, inline = true) {
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `${inline ? "inline" : "attachment"}; filename="${name}.pdf"`);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.end(Buffer.from(bytes));
}

/** The admin's devis API (/api/devis…, docs/devis.md). Every route needs the admin session. */
export function createDevisRouter(services: { devis: Devis; config: Pick<Config, "TEST_CLOCK"> }): Router {
  const router = Router();
  const { devis } = services;
  router.use("/devis", requireAdmin);

  router.get("/devis", async (req, res) => {
    const status = typeof req.query.status === "string" && req.query.status ? req.query.status : undefined;
    res.json({ items: await devis.admin.list(status) });
  });
  router.post("/devis", async (req, res) => {
    res.status(201).json(await devis.admin.create(req.body ?? {}, leadAuthor(res.locals.user)));
  });
  router.get("/devis/stats", async (_req, res) => {
    res.json(await devis.admin.stats());
  });

  router.get("/devis/ouvrages", async (req, res) => {
    res.json({ items: await devis.ouvrages.list(typeof req.query.q === "string" ? req.query.q : "") });
  });
  router.post("/devis/ouvrages", async (req, res) => {
    res.status(201).json({ item: await devis.ouvrages.create(req.body) });
  });
  router.put("/devis/ouvrages/:id", async (req, res) => {
    res.json({ item: await devis.ouvrages.update(idParam(req, "Devis introuvable."), req.body) });
  });
  router.delete("/devis/ouvrages/:id", async (req, res) => {
    await devis.ouvrages.remove(idParam(req, "Devis introuvable."));
    res.json({ ok: true });
  });
  router.post("/devis/proposer-lignes", async (req, res) => {
    res.json({ lines: await devis.proposeLines(req.body ?? {}) });
  });

  router.get("/devis/:id", async (req, res) => {
    res.json(await devis.admin.get(idParam(req, "Devis introuvable.")));
  });
  router.put("/devis/:id", async (req, res) => {
    res.json(await devis.admin.update(idParam(req, "Devis introuvable."), req.body ?? {}));
  });
  router.get("/devis/:id/pdf", async (req, res) => {
    const { number, bytes } = await devis.admin.pdf(idParam(req, "Devis introuvable."), req.query.original === "1");
    sendPdf(res, number, bytes, req.query.download !== "1");
  });
  router.get("/devis/:id/envoi", async (req, res) => {
    res.json(await devis.sending.preview(idParam(req, "Devis introuvable.")));
  });
  router.post("/devis/:id/envoyer", async (req, res) => {
    const message = (req.body as { message?: unknown } | undefined)?.message;
    const { publicUrl, devis: view } = await devis.admin.send(
      idParam(req, "Devis introuvable."),
      leadAuthor(res.locals.user),
      typeof message === "string" ? message.slice(0, 5000) : undefined,
    );
    res.json({ publicUrl, devis: view });
  });
  router.post("/devis/:id/revoquer", async (req, res) => {
    res.json(await devis.admin.revoke(idParam(req, "Devis introuvable."), leadAuthor(res.locals.user)));
  });
  /** The office reopens online signing locked after too many codes: journaled, the client told. */
  router.post("/devis/:id/deverrouiller", async (req, res) => {
    const id = idParam(req, "Devis introuvable.");
    await devis.public.unlock(id, leadAuthor(res.locals.user));
    res.json(await devis.admin.get(id));
  });
  router.post("/devis/:id/modifier", async (req, res) => {
    res.status(201).json(await devis.admin.newVersion(idParam(req, "Devis introuvable."), leadAuthor(res.locals.user)));
  });
  /** « Signé sur papier » (multipart: `scan`, `signedAt`, `place`, the boxes): the devis accepted as the answer. */
  router.post("/devis/:id/signe-papier", async (req, res) => {
    const id = idParam(req, "Devis introuvable.");
    const form = await receiveAttachmentForm(req.headers, req, { maxFiles: 1, fileFields: [PAPER_SCAN_FIELD] });
    try {
      if (form.broken)
        throw new AppError(
          "invalid",
          "Envoi interrompu ou invalide : réessayez (formulaire multipart, champ « scan »).",
          {
            errors: { [PAPER_SCAN_FIELD]: "Envoi interrompu : réessayez." },
          },
        );
      if (form.fileError)
        throw new AppError("too-large", form.fileError, { errors: { [PAPER_SCAN_FIELD]: form.fileError } });
      const input = parseValue(paperSignatureSchema, form.fields);
      res.json(await devis.admin.signOnPaper(id, input, form.files[0], leadAuthor(res.locals.user)));
    } finally {
      await form.cleanup();
    }
  });
  /** The scan of a devis signed on paper (private storage; the office only). */
  router.get("/devis/:id/scan", async (req, res) => {
    const { name, mimeType, stored } = await devis.admin.paperScan(idParam(req, "Devis introuvable."));
    // A file the client gave: shown in a sandbox (no script, no form, no request), never sniffed.
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("Content-Type", mimeType);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Content-Length", String(stored.size));
    res.setHeader("Content-Disposition", `${req.query.download === "1" ? "attachment" : "inline"}; filename="${name}"`);
    stored.body.pipe(res);
  });
  router.post("/devis/:id/acompte", async (req, res) => {
    res.json(
      await devis.admin.requestDeposit(idParam(req, "Devis introuvable."), req.body ?? {}, leadAuthor(res.locals.user)),
    );
  });
  if (services.config.TEST_CLOCK)
    router.post("/test/devis/relances", requireAdmin, async (_req, res) => {
      res.json(await devis.public.sweep());
    });
  return router;
}
