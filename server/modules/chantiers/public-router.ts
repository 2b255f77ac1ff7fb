import type { Request, Response, Router } from "express";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import type { Chantiers } from "./chantiers.ts";
import { AppError, isAppError } from "#server/errors.ts";
import { asId } from "#server/validation.ts";
import { httpStatus } from "#server/http/errors.ts";
import { privateTokenPages } from "#server/http/guards.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";
import { sendDocument, sendPhoto } from "./files-http.ts";
import { chantierGonePage, chantierPage, type ChantierPageState, type ClientInvoices } from "./page.ts";
import { receptionCard } from "./reception-page.ts";
import { createReceptionPublicRouter } from "./reception-router.ts";

export interface ChantierPublicRouterDeps {
  chantiers: Chantiers;
  business: BusinessSettingsService;
  siteUrl: string;
  limiter: RateLimiter;
  /** The chantier's invoices (the invoices module's, given by the composition root). */
  invoices: ClientInvoices;
}

/**
 * The client's chantier page /mon-chantier/<token>, its photos, documents and message form (a
 * plain HTML post: the same with or without JavaScript). Private, never cached nor indexed.
 */
export function createChantierPublicRouter(services: ChantierPublicRouterDeps): Router {
  const { chantiers, business } = services;
  const router = privateTokenPages(services.siteUrl, 10, {
    limiter: services.limiter,
    refuse: async (res, refusal) =>
      res
        .status(httpStatus(refusal))
        .type("html")
        .send(chantierGonePage(await business.get(), "Trop d'envois", refusal.message)),
  });
  const token = (req: Request) => String(req.params.token);
  /** A numeric id of the address (0, never found, when it is not one). */
  const idOf = (value: unknown) => asId(value) ?? 0;

  /** A revoked (410) or unknown (404) link: the French page; other errors go on. */
  async function refused(res: Response, err: unknown) {
    if (!isAppError(err) || (err.kind !== "gone" && err.kind !== "not-found")) throw err;
    const b = await business.get();
    const title = err.kind === "gone" ? "Lien désactivé" : "Page introuvable";
    res
      .status(httpStatus(err))
      .type("html")
      .send(chantierGonePage(b, title, err.message));
  }

  async function page(req: Request, res: Response, state: ChantierPageState, status = 200) {
    try {
      const view = await chantiers.public.view(token(req), { userAgent: req.get("user-agent") ?? "" });
      const b = await business.get();
      const reception = receptionCard(await chantiers.reception.forClient(view.chantier), token(req));
      const invoices = view.chantier.devisId ? await services.invoices.ofDevis(view.chantier.devisId) : [];
      res
        .status(status)
        .type("html")
        .send(chantierPage(b, view, token(req), { ...state, reception, invoices }));
    } catch (err) {
      await refused(res, err);
    }
  }

  // The PV de réception (decision 052): its own page under the chantier's.
  const receptionRouter = createReceptionPublicRouter(services);
  router.use((req, res, next) => {
    // An unknown or revoked link: the same French page (404/410) as the chantier's.
    receptionRouter(req, res, (err?: unknown) => (err ? refused(res, err).catch(next) : next()));
  });

  router.get("/mon-chantier/:token", async (req, res) => {
    const sent = req.query.m === "envoye";
    await page(req, res, sent ? { message: { kind: "ok", text: "Votre message est envoyé. Merci !" } } : {});
  });

  router.post("/mon-chantier/:token/messages", async (req, res) => {
    const body = String((req.body as Record<string, unknown> | undefined)?.body ?? "");
    try {
      await chantiers.public.postMessage(token(req), { body });
      res.redirect(303, `/mon-chantier/${token(req)}?m=envoye`);
    } catch (err) {
      if (isAppError(err) && err.kind === "invalid")
        return page(req, res, { message: { kind: "err", text: err.message }, draft: body }, 400);
      await refused(res, err);
    }
  });

  router.get("/mon-chantier/:token/photos/:photoId/:variant", async (req, res) => {
    try {
      const row = await chantiers.public.photo(token(req), idOf(req.params.photoId));
      await sendPhoto(res, chantiers.photos, row, String(req.params.variant));
    } catch (err) {
      await refused(res, err);
    }
  });

  /** An invoice of the chantier's devis, as e-mailed (its Factur-X PDF). */
  router.get("/mon-chantier/:token/factures/:invoiceId", async (req, res) => {
    try {
      const { chantier } = await chantiers.public.open(token(req));
      const id = idOf(req.params.invoiceId);
      const mine = chantier.devisId ? await services.invoices.ofDevis(chantier.devisId) : [];
      if (!mine.some((i) => i.id === id)) throw new AppError("not-found", "Facture introuvable.");
      const { number, pdf } = await services.invoices.pdf(id);
      sendDocument(res, { name: number, bytes: pdf });
    } catch (err) {
      await refused(res, err);
    }
  });

  router.get("/mon-chantier/:token/documents/:docId", async (req, res) => {
    try {
      const { chantier } = await chantiers.public.open(token(req));
      sendDocument(res, await chantiers.documents.read(chantier.id, idOf(req.params.docId), "client"));
    } catch (err) {
      await refused(res, err);
    }
  });
  return router;
}
