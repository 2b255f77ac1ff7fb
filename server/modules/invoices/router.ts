import { Router } from "express";
import { z } from "zod";
import { leadAuthor } from "#domain/permissions.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { parseListQuery, sendPage } from "#server/http/list-query.ts";
import { idParam, parseBody, parseQuery } from "#server/http/parse.ts";
import { invoiceSorts, type Invoices } from "./invoices.ts";

const NOT_FOUND = "Facture introuvable.";
const filterSchema = z.object({
  status: z.string().optional(),
  devisId: z.coerce.number("Devis invalide").int("Devis invalide").positive("Devis invalide").optional(),
});

/** The admin's invoices API (/api/factures…, docs/factures.md). Every route needs the admin session. */
export function createInvoicesRouter(services: { invoices: Invoices }): Router {
  const router = Router();
  const { invoices } = services;
  router.use("/factures", requireAdmin);

  router.get("/factures", async (req, res) => {
    const query = parseListQuery(req, { sorts: invoiceSorts, defaultSort: "createdAt", defaultDir: "desc" });
    const filter = parseQuery(filterSchema.passthrough(), req, "Filtre invalide.");
    sendPage(res, await invoices.list(query, filter));
  });
  router.post("/factures", async (req, res) => {
    res.status(201).json(await invoices.create(req.body ?? {}, leadAuthor(res.locals.user)));
  });
  router.get("/factures/:id", async (req, res) => {
    res.json(await invoices.get(idParam(req, NOT_FOUND)));
  });
  router.put("/factures/:id", async (req, res) => {
    res.json(await invoices.update(idParam(req, NOT_FOUND), req.body ?? {}));
  });
  router.delete("/factures/:id", async (req, res) => {
    await invoices.remove(idParam(req, NOT_FOUND));
    res.json({ ok: true });
  });
  router.post("/factures/:id/emettre", async (req, res) => {
    res.json(await invoices.issue(idParam(req, NOT_FOUND), leadAuthor(res.locals.user)));
  });
  router.post("/factures/:id/avoir", async (req, res) => {
    res
      .status(201)
      .json(await invoices.creditNote(idParam(req, NOT_FOUND), req.body ?? {}, leadAuthor(res.locals.user)));
  });
  /** The client's signed reduced-VAT certification came back (or not): recorded even on an issued invoice. */
  router.post("/factures/:id/attestation", async (req, res) => {
    const { returned } = parseBody(z.object({ returned: z.boolean("Valeur invalide (oui ou non)") }), req);
    res.json(await invoices.certificationReturned(idParam(req, NOT_FOUND), returned));
  });
  router.post("/factures/:id/envoyer", async (req, res) => {
    res.json(await invoices.send(idParam(req, NOT_FOUND), leadAuthor(res.locals.user)));
  });
  // Payments (docs/paiements.md): on one invoice, spread over several, undone; refunds and the client's credit.
  const by = (res: { locals: { user?: Parameters<typeof leadAuthor>[0] } }) => leadAuthor(res.locals.user);
  router.post("/factures/paiements", async (req, res) => {
    res.status(201).json(await invoices.payments.paySplit(req.body ?? {}, by(res)));
  });
  router.delete("/factures/paiements/:id", async (req, res) => {
    res.json(await invoices.payments.undoPayment(idParam(req, "Paiement introuvable."), by(res)));
  });
  router.post("/factures/:id/paiements", async (req, res) => {
    res.status(201).json(await invoices.payments.pay(idParam(req, NOT_FOUND), req.body ?? {}, by(res)));
  });
  router.post("/factures/:id/remboursements", async (req, res) => {
    res.status(201).json(await invoices.payments.refundClient(idParam(req, NOT_FOUND), req.body ?? {}, by(res)));
  });
  router.post("/factures/:id/avoir-client", async (req, res) => {
    res.json(await invoices.payments.useClientCredit(idParam(req, NOT_FOUND), by(res)));
  });
  /** The Factur-X PDF (the XML inside), as e-mailed to the client. */
  router.get("/factures/:id/pdf", async (req, res) => {
    const { number, pdf } = await invoices.files(idParam(req, NOT_FOUND));
    res.type("application/pdf").setHeader("Content-Disposition", `inline; filename="${number}.pdf"`);
    res.setHeader("Cache-Control", "private, no-store");
    res.send(pdf);
  });
  /** The CII XML alone (EN 16931, French rules), for an accounting software. */
  router.get("/factures/:id/factur-x.xml", async (req, res) => {
    const { number, xml } = await invoices.files(idParam(req, NOT_FOUND));
    res.type("application/xml").setHeader("Content-Disposition", `attachment; filename="${number}-factur-x.xml"`);
    res.setHeader("Cache-Control", "private, no-store");
    res.send(xml);
  });
  return router;
}
