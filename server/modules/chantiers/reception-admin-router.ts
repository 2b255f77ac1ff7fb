import { Router, type Request, type Response } from "express";
import type { Db } from "#server/infra/db/client.ts";
import type { Chantiers } from "./chantiers.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { idParam } from "#server/http/parse.ts";
import { openFor, requireOffice, viewerOf } from "./access.ts";
import { leadAuthor } from "#domain/permissions.ts";
import { sendDocument } from "./files-http.ts";

function chantierId(req: Request): number {
  return idParam(req, "Chantier introuvable.");
}

/**
 * The PV de réception and « Publier en réalisation » of the admin API (docs/chantiers.md):
 * GET/PUT /api/chantiers/:id/reception (the office or an assigned craftsman, on site), POST
 * /api/chantiers/:id/reception/signer-entreprise (the same, signing for the company first), GET
 * /api/chantiers/:id/reception/pv.pdf, POST /api/chantiers/:id/publication (the office).
 */
export function createReceptionAdminRouter(services: { chantiers: Chantiers; db: Db }): Router {
  const router = Router();
  const { chantiers } = services;
  router.use("/chantiers", requireAdmin);
  const viewer = (res: Response) => viewerOf(res.locals.user);

  router.get("/chantiers/:id/reception", async (req, res) => {
    res.json(await chantiers.reception.view(viewer(res), chantierId(req)));
  });
  router.put("/chantiers/:id/reception", async (req, res) => {
    res.json(await chantiers.reception.save(viewer(res), chantierId(req), req.body ?? {}));
  });
  router.get("/chantiers/:id/reception/pv.pdf", async (req, res) => {
    const id = chantierId(req);
    const v = viewer(res);
    await openFor(services.db, v, id);
    const { bytes, signed } = await chantiers.reception.pdf(id);
    // The signed PV carries its certificate (the client's e-mail, address, IP): the office's.
    if (signed) requireOffice(v);
    sendDocument(res, { name: `proces-verbal-reception-${id}${signed ? "-signe" : ""}`, bytes });
  });
  /** « Signer pour l'entreprise »: the member doing the réception (an assigned craftsman or the office), then the client is told. */
  router.post("/chantiers/:id/reception/signer-entreprise", async (req, res) => {
    res.json(await chantiers.reception.companySign(viewer(res), chantierId(req)));
  });
  /** The office reopens online signing locked after too many codes: journaled, the client told. */
  router.post("/chantiers/:id/reception/deverrouiller", async (req, res) => {
    requireOffice(viewer(res));
    res.json(await chantiers.reception.unlock(chantierId(req), leadAuthor(res.locals.user)));
  });
  router.post("/chantiers/:id/publication", async (req, res) => {
    res.status(201).json(await chantiers.publication.publish(viewer(res), chantierId(req), req.body ?? {}));
  });
  return router;
}
