import { Router, type Request } from "express";
import type { Db } from "#server/infra/db/client.ts";
import type { Chantiers } from "./chantiers.ts";
import { AppError } from "#server/errors.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { idParam, parseId } from "#server/http/parse.ts";
import { receiveAttachmentForm, type ReceivedForm } from "#server/modules/leads/index.ts";
import { openFor, seesAll, viewerOf } from "./access.ts";
import { sendDocument, sendPhoto } from "./files-http.ts";

function num(req: Request, name: string, what = "Chantier introuvable."): number {
  return idParam(req, what, name);
}

/**
 * The chantiers API (/api/chantiers…, docs/chantiers.md). The permission table lets the manager,
 * the office and the compagnons in; the service then refuses a compagnon every chantier he is not
 * assigned to (403) and the office's actions.
 */
export function createChantiersRouter(services: { chantiers: Chantiers; db: Db }): Router {
  const router = Router();
  const { chantiers } = services;
  router.use("/chantiers", requireAdmin);
  const viewer = (res: Parameters<Parameters<typeof router.get>[1]>[1]) => viewerOf(res.locals.user);

  /** A multipart upload with one file (`file`), its fields; the temporary file is always removed. */
  async function withForm<T>(req: Request, fn: (form: ReceivedForm) => Promise<T>): Promise<T> {
    const form = await receiveAttachmentForm(req.headers, req, { maxFiles: 1 });
    try {
      if (form.broken) throw new AppError("invalid", "Envoi interrompu ou invalide : réessayez.");
      if (form.fileError) throw new AppError("too-large", form.fileError);
      return await fn(form);
    } finally {
      await form.cleanup();
    }
  }

  router.get("/chantiers", async (req, res) => {
    res.json({ items: await chantiers.admin.list(viewer(res), { mine: req.query.mine === "1" }) });
  });
  router.post("/chantiers", async (req, res) => {
    const body = (req.body ?? {}) as { leadType?: unknown; leadId?: unknown };
    const leadId = parseId(body.leadId, "Demande introuvable.", "invalid");
    const opened = await chantiers.admin.openFromLead(String(body.leadType ?? ""), leadId, viewer(res));
    res.status(opened.created ? 201 : 200).json(opened);
  });
  router.get("/chantiers/:id", async (req, res) => {
    res.json(await chantiers.admin.get(viewer(res), num(req, "id")));
  });
  router.patch("/chantiers/:id", async (req, res) => {
    res.json(await chantiers.admin.update(viewer(res), num(req, "id"), req.body ?? {}));
  });
  router.put("/chantiers/:id/steps/:step", async (req, res) => {
    res.json(await chantiers.admin.updateStep(viewer(res), num(req, "id"), String(req.params.step), req.body ?? {}));
  });
  router.post("/chantiers/:id/members", async (req, res) => {
    const userId = parseId(
      (req.body as { userId?: unknown } | undefined)?.userId,
      "Choisissez un membre de l'équipe.",
      "invalid",
    );
    res.json(await chantiers.admin.assign(viewer(res), num(req, "id"), userId));
  });
  router.delete("/chantiers/:id/members/:userId", async (req, res) => {
    res.json(await chantiers.admin.unassign(viewer(res), num(req, "id"), num(req, "userId", "Membre introuvable.")));
  });
  router.post("/chantiers/:id/notes", async (req, res) => {
    res.status(201).json(await chantiers.admin.addNote(viewer(res), num(req, "id"), req.body ?? {}));
  });
  router.post("/chantiers/:id/messages", async (req, res) => {
    res.status(201).json(await chantiers.admin.postMessage(viewer(res), num(req, "id"), req.body ?? {}));
  });
  router.post("/chantiers/:id/access", async (req, res) => {
    const send = (req.body as { send?: unknown } | undefined)?.send === true;
    res.status(201).json(await chantiers.admin.createLink(viewer(res), num(req, "id"), send));
  });
  router.delete("/chantiers/:id/access", async (req, res) => {
    res.json(await chantiers.admin.revokeLinks(viewer(res), num(req, "id")));
  });

  // Photos: the upload contract of the offline queue (docs/chantiers.md): multipart `file`,
  // optional `clientKey` (same key → 200 and the same photo) and `takenAt`; 201 with the photo.
  router.post("/chantiers/:id/photos", async (req, res) => {
    const id = num(req, "id");
    const v = viewer(res);
    // Refused before the body is stored: a compagnon not assigned stores nothing.
    try {
      await openFor(services.db, v, id);
    } catch (err) {
      req.resume();
      throw err;
    }
    const result = await withForm(req, (form) => chantiers.photos.upload(v, id, form.files[0], form.fields));
    res.status(result.created ? 201 : 200).json(result.photo);
  });
  router.patch("/chantiers/:id/photos/:photoId", async (req, res) => {
    const photoId = num(req, "photoId", "Photo introuvable.");
    res.json(await chantiers.photos.update(viewer(res), num(req, "id"), photoId, req.body ?? {}));
  });
  router.delete("/chantiers/:id/photos/:photoId", async (req, res) => {
    await chantiers.photos.remove(viewer(res), num(req, "id"), num(req, "photoId", "Photo introuvable."));
    res.status(204).end();
  });
  router.get("/chantiers/:id/photos/:photoId/:variant", async (req, res) => {
    const id = num(req, "id");
    await openFor(services.db, viewer(res), id);
    const row = await chantiers.photos.find(id, num(req, "photoId", "Photo introuvable."));
    if (!row) throw new AppError("not-found", "Photo introuvable.");
    await sendPhoto(res, chantiers.photos, row, String(req.params.variant));
  });

  router.post("/chantiers/:id/documents", async (req, res) => {
    const id = num(req, "id");
    const v = viewer(res);
    const doc = await withForm(req, (form) => chantiers.documents.add(v, id, form.files[0], form.fields));
    res.status(201).json(doc);
  });
  router.delete("/chantiers/:id/documents/:docId", async (req, res) => {
    await chantiers.documents.remove(viewer(res), num(req, "id"), num(req, "docId", "Document introuvable."));
    res.status(204).end();
  });
  router.get("/chantiers/:id/documents/:docId", async (req, res) => {
    const id = num(req, "id");
    const v = viewer(res);
    await openFor(services.db, v, id);
    const reader = seesAll(v.role) ? "office" : "team";
    sendDocument(res, await chantiers.documents.read(id, num(req, "docId", "Document introuvable."), reader));
  });
  return router;
}
