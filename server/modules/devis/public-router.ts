import type { Request, Response, Router } from "express";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import type { Devis } from "./devis.ts";
import { isAppError } from "#server/errors.ts";
import { httpStatus } from "#server/http/errors.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import { privateTokenPages } from "#server/http/guards.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";
import { devisPage, gonePage, type PageState } from "./page.ts";

const messages: Record<string, PageState["message"]> = {
  code: { kind: "info", text: "Un code à 6 chiffres vient de vous être envoyé par e-mail. Il est valable 10 minutes." },
  accepte: {
    kind: "ok",
    text: "Merci ! Votre acceptation est enregistrée. Le devis signé est téléchargeable ci-dessous.",
  },
  refuse: { kind: "info", text: "Votre refus est enregistré. Merci de nous avoir répondu." },
};

export interface DevisPublicRouterDeps {
  devis: Devis;
  business: BusinessSettingsService;
  siteUrl: string;
  now: () => Date;
  limiter: RateLimiter;
}

/**
 * The client's devis page /mon-devis/<token> and its forms (plain HTML posts: the same with or
 * without JavaScript). Never cached (private, no-store), never indexed.
 */
export function createDevisPublicRouter(services: DevisPublicRouterDeps): Router {
  const { devis, business, now } = services;
  const router = privateTokenPages(services.siteUrl, 20, {
    limiter: services.limiter,
    refuse: async (res, message) =>
      res
        .status(429)
        .type("html")
        .send(gonePage(await business.get(), message)),
  });

  const token = (req: Request) => String(req.params.token);

  async function page(req: Request, res: Response, state: Omit<PageState, "now">, status = 200, log = false) {
    const b = await business.get();
    try {
      const row = log ? await devis.public.view(token(req)) : await devis.public.open(token(req));
      res
        .status(status)
        .type("html")
        .send(devisPage(b, row, token(req), { ...state, now: now() }));
    } catch (err) {
      if (!isAppError(err) || (err.kind !== "gone" && err.kind !== "not-found")) throw err;
      const message = err.kind === "gone" ? err.message : "Ce lien de devis est inconnu. Vérifiez qu'il est complet.";
      res.status(httpStatus(err)).type("html").send(gonePage(b, message));
    }
  }

  /** A refused form: the page again, with the French message and the status of the error. */
  async function failed(req: Request, res: Response, err: unknown) {
    const refused = formRefusal(res, err);
    if (!refused) {
      if (isAppError(err) && (err.kind === "gone" || err.kind === "not-found")) return page(req, res, {});
      throw err;
    }
    const body = (req.body ?? {}) as Record<string, string>;
    await page(
      req,
      res,
      {
        message: refused.message,
        values: { name: body.name, expressStart: body.expressStart === "1", certification: body.certification === "1" },
      },
      refused.status,
    );
  }

  router.get("/mon-devis/:token", async (req, res) => {
    const m = typeof req.query.m === "string" ? messages[req.query.m] : undefined;
    await page(req, res, { message: m }, 200, true);
  });

  router.get("/mon-devis/:token/devis.pdf", async (req, res) => {
    try {
      const { number, bytes, signed } = await devis.public.pdf(token(req));
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `inline; filename="devis-${number}${signed ? "-signe" : ""}.pdf"`);
      res.end(bytes);
    } catch (err) {
      await failed(req, res, err);
    }
  });

  router.post("/mon-devis/:token/code", async (req, res) => {
    try {
      await devis.public.requestCode(token(req));
      res.redirect(303, `/mon-devis/${token(req)}?m=code`);
    } catch (err) {
      await failed(req, res, err);
    }
  });

  router.post("/mon-devis/:token/accepter", async (req, res) => {
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
      res.redirect(303, `/mon-devis/${token(req)}?m=accepte`);
    } catch (err) {
      await failed(req, res, err);
    }
  });

  router.post("/mon-devis/:token/refuser", async (req, res) => {
    try {
      const body = (req.body as Record<string, string> | undefined) ?? {};
      await devis.public.refuse(token(req), String(body.reason ?? ""), String(body.code ?? ""));
      res.redirect(303, `/mon-devis/${token(req)}?m=refuse`);
    } catch (err) {
      await failed(req, res, err);
    }
  });
  return router;
}
