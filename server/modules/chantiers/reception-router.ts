import { Router, type NextFunction, type Request, type Response } from "express";
import type { Chantiers } from "./chantiers.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import { showClientPage } from "#server/http/client-page.ts";
import { sendDocument } from "./files-http.ts";

/**
 * The forms and the PDF of the client's PV de réception, under his chantier page (mounted by
 * public-router.ts, which sets the private, no-store, noindex headers and the same-origin check of
 * the forms). The page is a React Router route (app/routes/site/client-reception.tsx).
 */
export function createReceptionPublicRouter(services: { chantiers: Chantiers }): Router {
  const router = Router();
  const { chantiers } = services;
  const token = (req: Request) => String(req.params.token);
  const base = (req: Request) => `/mon-chantier/${token(req)}/reception`;
  const body = (req: Request) => (req.body ?? {}) as Record<string, string>;

  /** A refused form: the page again with the French message; an unknown or revoked link goes on to the chantier router's answer. */
  function failed(req: Request, res: Response, next: NextFunction, err: unknown) {
    const refused = formRefusal(res, err);
    if (!refused) return next(err);
    const b = body(req);
    showClientPage(req, res, next, base(req), {
      ...refused,
      values: { name: b.name ?? "", publishConsent: b.publishConsent ?? "" },
    });
  }

  const action = (fn: (req: Request) => Promise<string>) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const m = await fn(req);
      // After a code request, back on the code field (focused), not at the top of the page.
      res.redirect(303, `${base(req)}?m=${m}${m === "code" ? "#code" : ""}`);
    } catch (err) {
      failed(req, res, next, err);
    }
  };

  router.get("/mon-chantier/:token/reception", (req, res, next) => showClientPage(req, res, next, base(req)));
  router.get("/mon-chantier/:token/reception/pv.pdf", async (req, res) => {
    const { chantier } = await chantiers.public.open(token(req));
    await chantiers.reception.forClient(chantier);
    const { bytes, signed } = await chantiers.reception.pdf(chantier.id);
    sendDocument(res, { name: `proces-verbal-reception${signed ? "-signe" : ""}`, bytes });
  });
  router.post(
    "/mon-chantier/:token/reception/code",
    action(async (req) => {
      const { chantier } = await chantiers.public.open(token(req));
      await chantiers.reception.requestCode(chantier);
      return "code";
    }),
  );
  router.post(
    "/mon-chantier/:token/reception/signer",
    action(async (req) => {
      const { chantier } = await chantiers.public.open(token(req));
      const b = body(req);
      await chantiers.reception.sign(chantier, token(req), {
        code: String(b.code ?? ""),
        name: String(b.name ?? ""),
        receive: b.receive === "1",
        publishConsent: b.publishConsent === "1",
        shownSha256: String(b.pdfSha256 ?? ""),
        ip: req.ip ?? "",
        userAgent: req.get("user-agent") ?? "",
      });
      return "signe";
    }),
  );
  router.post(
    "/mon-chantier/:token/reception/accord",
    action(async (req) => {
      const { chantier } = await chantiers.public.open(token(req));
      const consent = body(req).consent === "1";
      const unpublished = await chantiers.reception.setConsent(chantier, consent);
      return consent ? "accord" : unpublished > 0 ? "accordRetireEnLigne" : "accord";
    }),
  );
  return router;
}
