import type { NextFunction, Request, Response, Router } from "express";
import type { Chantiers } from "./chantiers.ts";
import { AppError } from "#server/errors.ts";
import { asId } from "#server/validation.ts";
import { refuseToClientPage, showClientPage } from "#server/http/client-page.ts";
import { privateTokenPages } from "#server/http/guards.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";
import { sendDocument, sendPhoto } from "./files-http.ts";
import type { ClientInvoices } from "./types.ts";
import { createReceptionPublicRouter } from "./reception-router.ts";

export interface ChantierPublicRouterDeps {
  chantiers: Chantiers;
  siteUrl: string;
  limiter: RateLimiter;
  /** The chantier's invoices (the invoices module's, given by the composition root). */
  invoices: ClientInvoices;
}

/**
 * The photos, documents, invoices and message form of the client's chantier page
 * /mon-chantier/<token> (a plain HTML post: the same with or without JavaScript), and its PV's
 * forms. The pages themselves are React Router routes (app/routes/site/client-chantier.tsx,
 * client-reception.tsx), reached through here with the private headers.
 */
export function createChantierPublicRouter(services: ChantierPublicRouterDeps): Router {
  const { chantiers } = services;
  const token = (req: Request) => String(req.params.token);
  const pagePath = (req: Request) => `/mon-chantier/${token(req)}`;
  const router = privateTokenPages(services.siteUrl, 10, {
    limiter: services.limiter,
    refuse: (req, res, next, refusal) =>
      refuseToClientPage(req, res, next, `/mon-chantier/${req.path.split("/")[2]}`, refusal),
  });
  /** A numeric id of the address (0, never found, when it is not one). */
  const idOf = (value: unknown) => asId(value) ?? 0;
  /** A revoked (410) or unknown (404) link, or a missing file: the French page; other errors go on. */
  const refused = (req: Request, res: Response, next: NextFunction, err: unknown) =>
    refuseToClientPage(req, res, next, pagePath(req), err);

  // The PV de réception (decision 052): its own page under the chantier's.
  const receptionRouter = createReceptionPublicRouter(services);
  router.use((req, res, next) => {
    // An unknown or revoked link: the same French page (404/410) as the chantier's.
    receptionRouter(req, res, (err?: unknown) => (err ? refused(req, res, next, err) : next()));
  });

  router.get("/mon-chantier/:token", (req, res, next) => showClientPage(req, res, next, pagePath(req)));

  router.post("/mon-chantier/:token/messages", async (req, res, next) => {
    const body = String((req.body as Record<string, unknown> | undefined)?.body ?? "");
    try {
      await chantiers.public.postMessage(token(req), { body });
      res.redirect(303, `${pagePath(req)}?m=envoye`);
    } catch (err) {
      refuseToClientPage(req, res, next, pagePath(req), err, { body });
    }
  });

  router.get("/mon-chantier/:token/photos/:photoId/:variant", async (req, res, next) => {
    try {
      const row = await chantiers.public.photo(token(req), idOf(req.params.photoId));
      await sendPhoto(res, chantiers.photos, row, String(req.params.variant));
    } catch (err) {
      refused(req, res, next, err);
    }
  });

  /** An invoice of the chantier's devis, as e-mailed (its Factur-X PDF). */
  router.get("/mon-chantier/:token/factures/:invoiceId", async (req, res, next) => {
    try {
      const { chantier } = await chantiers.public.open(token(req));
      const id = idOf(req.params.invoiceId);
      const mine = chantier.devisId ? await services.invoices.ofDevis(chantier.devisId) : [];
      if (!mine.some((i) => i.id === id)) throw new AppError("not-found", "Facture introuvable.");
      const { number, pdf } = await services.invoices.pdf(id);
      sendDocument(res, { name: number, bytes: pdf });
    } catch (err) {
      refused(req, res, next, err);
    }
  });

  router.get("/mon-chantier/:token/documents/:docId", async (req, res, next) => {
    try {
      const { chantier } = await chantiers.public.open(token(req));
      sendDocument(res, await chantiers.documents.read(chantier.id, idOf(req.params.docId), "client"));
    } catch (err) {
      refused(req, res, next, err);
    }
  });
  return router;
}
