import { once } from "node:events";
import { Router } from "express";
import { leadListQuerySchema, leadUpdateSchema } from "#domain/leads.ts";
import type { Leads } from "./leads.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { createLeadFollowupRouter, leadParams } from "./followup-router.ts";
import { leadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import { parseBody, parseQuery } from "#server/http/parse.ts";

/** The admin inbox API (/api/leads…): every route needs the admin session. */
export function createLeadsInboxRouter(services: { leads: Leads }): Router {
  const router = Router();
  const { leads } = services;
  router.use(requireAdmin);
  router.use(createLeadFollowupRouter(services));

  router.get("/", async (req, res) => {
    const input = parseQuery(leadListQuerySchema, req);
    const [list, unread] = await Promise.all([leads.list(input), leads.unreadCount()]);
    res.json({ ...list, unread });
  });

  router.get("/unread-count", async (_req, res) => {
    res.json({ count: await leads.unreadCount() });
  });

  router.get("/export.csv", async (req, res) => {
    const kind = req.query.kind === "contact" ? "contact" : "quote";
    const includeSpam = req.query.spam === "1";
    const chunks = leads.streamCsv(kind, includeSpam);
    // The first chunk (headers) before the status: a failure before it is still a JSON error.
    const first = await chunks.next();
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader(
      "Content-Disposition",
      `attachment; filename="${kind === "quote" ? "demandes-de-devis" : "messages-de-contact"}-${day}.csv"`,
    );
    // Streamed batch by batch: constant memory, other requests served meanwhile.
    if (!first.done) res.write(first.value);
    try {
      for await (const chunk of chunks) {
        if (res.destroyed) return;
        if (!res.write(chunk)) await once(res, "drain");
      }
    } catch (err) {
      res.destroy(err as Error);
      return;
    }
    res.end();
  });

  router.post("/emails/:emailId/resend", async (req, res) => {
    const emailId = Number(req.params.emailId);
    const row =
      Number.isInteger(emailId) && emailId > 0 && emailId < 2_147_483_647 ? await leads.resendEmail(emailId) : null;
    if (!row) throw new AppError("not-found", "E-mail introuvable.");
    res.json({ ok: true, status: row.status });
  });

  router.get("/:kind/:id", async (req, res) => {
    const { kind, id } = leadParams(req);
    const lead = await leads.get(kind, id);
    if (!lead) throw new AppError("not-found", "Demande introuvable.");
    const [emails, attachments, timeline] = await Promise.all([
      leads.emails(kind, id),
      leads.attachments.forLead(kind, id),
      leads.followup.timeline(lead),
    ]);
    res.json({ lead, emails, attachments, timeline });
  });

  router.patch("/:kind/:id", async (req, res) => {
    const { kind, id } = leadParams(req);
    const input = parseBody(leadUpdateSchema, req);
    const { isSpam, ...rest } = input;
    let lead = Object.keys(rest).length
      ? await leads.update(kind, id, rest, leadAuthor(res.locals.user))
      : await leads.get(kind, id);
    if (lead && isSpam !== undefined) lead = await leads.setSpam(kind, id, isSpam);
    if (!lead) throw new AppError("not-found", "Demande introuvable.");
    res.json({ lead });
  });

  router.delete("/:kind/:id", async (req, res) => {
    const { kind, id } = leadParams(req);
    if (!(await leads.remove(kind, id))) throw new AppError("not-found", "Demande introuvable.");
    res.json({ ok: true });
  });

  return router;
}
