import type { NextFunction, Request, Response, Router } from "express";
import type { Devis } from "./devis.ts";
import { refuseToClientPage, showClientPage } from "#server/http/client-page.ts";
import { privateTokenPages } from "#server/http/guards.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";

export interface DevisPublicRouterDeps {
  devis: Devis;
  siteUrl: string;
  limiter: RateLimiter;
}

/**
 * The forms and the PDF of the client's devis page /mon-devis/<token> (plain HTML posts: the same
 * with or without JavaScript; 303 back to the page). The page itself is a React Router route
 * (app/routes/site/client-devis.tsx), reached through here with the private headers.
 */
export function createDevisPublicRouter(services: DevisPublicRouterDeps): Router {
  const { devis } = services;
  const token = (req: Request) => String(req.params.token);
  const pagePath = (req: Request) => `/mon-devis/${token(req)}`;
  const router = privateTokenPages(services.siteUrl, 20, {
    limiter: services.limiter,
    refuse: (req, res, next, refusal) =>
      refuseToClientPage(req, res, next, `/mon-devis/${req.path.split("/")[2]}`, refusal),
  });

  /** A refused form: the page again, with the French message, the status and the values typed. */
  const failed = (req: Request, res: Response, next: NextFunction, err: unknown) => {
    const body = (req.body ?? {}) as Record<string, string>;
    const values = {
      name: body.name ?? "",
      expressStart: body.expressStart ?? "",
      certification: body.certification ?? "",
    };
    refuseToClientPage(req, res, next, pagePath(req), err, values);
  };

  router.get("/mon-devis/:token", (req, res, next) => showClientPage(req, res, next, pagePath(req)));

  router.get("/mon-devis/:token/devis.pdf", async (req, res, next) => {
    try {
      const { number, bytes, signed } = await devis.public.pdf(token(req));
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `inline; filename="devis-${number}${signed ? "-signe" : ""}.pdf"`);
      res.end(bytes);
    } catch (err) {
      failed(req, res, next, err);
    }
  });

  router.post("/mon-devis/:token/code", async (req, res, next) => {
    try {
      await devis.public.requestCode(token(req));
      // Back on the code field (focused), not at the top of the page.
      res.redirect(303, `${pagePath(req)}?m=code#code`);
    } catch (err) {
      failed(req, res, next, err);
    }
  });

  router.post("/mon-devis/:token/accepter", async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, string>;
    try {
      await devis.public.accept(token(req), {
        code: String(body.code ?? ""),
        name: String(body.name ?? ""),
        bonPourAccord: body.bonPourAccord === "1",
        expressStart: body.expressStart === "1",
        certification: body.certification === "1",
        shownSha256: String(body.pdfSha256 ?? ""),
        ip: req.ip ?? "",
        userAgent: req.get("user-agent") ?? "",
      });
      res.redirect(303, `${pagePath(req)}?m=accepte`);
    } catch (err) {
      failed(req, res, next, err);
    }
  });

  router.post("/mon-devis/:token/refuser", async (req, res, next) => {
    try {
      const body = (req.body as Record<string, string> | undefined) ?? {};
      await devis.public.refuse(token(req), String(body.reason ?? ""), String(body.code ?? ""));
      res.redirect(303, `${pagePath(req)}?m=refuse`);
    } catch (err) {
      failed(req, res, next, err);
    }
  });
  return router;
}
