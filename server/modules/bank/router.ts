import { Router } from "express";
import { leadAuthor } from "#domain/permissions.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { idParam } from "#server/http/parse.ts";
import type { Bank } from "./bank.ts";
import { receiveStatement } from "./statement-http.ts";

/** The admin's bank API (/api/banque…, docs/paiements.md); the manager and the office. */
export function createBankRouter(services: { bank: Bank }): Router {
  const router = Router();
  const { bank } = services;
  router.use("/banque", requireAdmin);

  router.post("/banque/releves", async (req, res) => {
    const upload = await receiveStatement(req);
    res.json(await bank.importStatement(upload, leadAuthor(res.locals.user)));
  });
  router.get("/banque/releves", async (_req, res) => {
    res.json(await bank.imports());
  });
  router.get("/banque/operations", async (req, res) => {
    const status = typeof req.query.status === "string" && req.query.status !== "" ? req.query.status : undefined;
    res.json(await bank.operations(status));
  });
  router.post("/banque/operations/:id/rapprocher", async (req, res) => {
    res.json(await bank.decide(idParam(req, "Opération introuvable."), req.body ?? {}, leadAuthor(res.locals.user)));
  });
  router.get("/banque/modeles-csv", async (_req, res) => {
    res.json(await bank.mappings());
  });
  router.put("/banque/modeles-csv", async (req, res) => {
    res.json(await bank.saveMapping(req.body ?? {}));
  });
  return router;
}
