import { Router } from "express";
import { z } from "zod";
import { leadAuthor } from "#domain/permissions.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { idParam, parseBody, parseQuery } from "#server/http/parse.ts";
import type { ReceivablesService } from "./receivables.ts";
import { periodSchema } from "./sales-export.ts";
import { receivablesSettingsSchema } from "./settings.ts";

const NOT_FOUND = "Facture introuvable.";
const pauseSchema = z.object({ paused: z.boolean("Valeur invalide") });

const attachment = (name: string) => `attachment; filename="${name}"`;

/** « À encaisser », reminders and the sales export (docs/paiements.md). Every route needs the admin session. */
export function createReceivablesRouter(services: { receivables: ReceivablesService }): Router {
  const router = Router();
  const { receivables } = services;
  for (const path of ["/encaissements", "/relances", "/export-ventes", "/factures/:id/relances"])
    router.use(path, requireAdmin);

  router.get("/encaissements", async (_req, res) => {
    res.json(await receivables.view());
  });
  router.get("/relances/reglages", async (_req, res) => {
    res.json(await receivables.settings.get());
  });
  router.put("/relances/reglages", async (req, res) => {
    const value = parseBody(receivablesSettingsSchema, req, "Réglages invalides.");
    res.json(await receivables.settings.put(value));
  });
  router.get("/factures/:id/relances", async (req, res) => {
    res.json(await receivables.reminders.state(idParam(req, NOT_FOUND)));
  });
  router.put("/factures/:id/relances", async (req, res) => {
    const { paused } = parseBody(pauseSchema, req);
    res.json(await receivables.reminders.pause(idParam(req, NOT_FOUND), paused, leadAuthor(res.locals.user)));
  });
  router.get("/export-ventes/journal", async (req, res) => {
    const out = await receivables.sales.journal(parseQuery(periodSchema, req, "Période invalide."));
    res.setHeader("Content-Disposition", attachment(out.filename));
    res.type("text/plain; charset=utf-8").send(out.text);
  });
  router.get("/export-ventes/encaissements", async (req, res) => {
    const out = await receivables.sales.receipts(parseQuery(periodSchema, req, "Période invalide."));
    res.setHeader("Content-Disposition", attachment(out.filename));
    res.type("text/csv; charset=utf-8").send(out.text);
  });
  router.get("/export-ventes/factures", async (req, res) => {
    const out = await receivables.sales.pdfs(parseQuery(periodSchema, req, "Période invalide."));
    res.setHeader("Content-Disposition", attachment(out.filename));
    res.type("application/zip").send(Buffer.from(out.zip));
  });
  return router;
}
