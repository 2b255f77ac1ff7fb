import { Router, type Request, type Response } from "express";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import type { Chantiers } from "./chantiers.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import { sendDocument } from "./files-http.ts";
import { receptionPage, type ReceptionPageState } from "./reception-page.ts";

const messages: Record<string, ReceptionPageState["message"]> = {
  code: { kind: "info", text: "Un code à 6 chiffres vient de vous être envoyé par e-mail. Il est valable 10 minutes." },
  signe: {
    kind: "ok",
    text: "Merci ! Votre signature est enregistrée. Le procès-verbal signé est téléchargeable ci-dessous.",
  },
  accord: { kind: "ok", text: "Votre choix est enregistré." },
  accordRetireEnLigne: {
    kind: "ok",
    text: "Votre choix est enregistré : les photos de vos travaux publiées sur notre site en ont été retirées.",
  },
};

/**
 * The client's PV de réception, under his chantier page (mounted by public-router.ts, which sets
 * the private, no-store, noindex headers and the same-origin check of the forms).
 */
export function createReceptionPublicRouter(services: {
  chantiers: Chantiers;
  business: BusinessSettingsService;
}): Router {
  const router = Router();
  const { chantiers, business } = services;
  const token = (req: Request) => String(req.params.token);
  const base = (req: Request) => `/mon-chantier/${token(req)}/reception`;
  const body = (req: Request) => (req.body ?? {}) as Record<string, string>;

  async function page(req: Request, res: Response, state: ReceptionPageState, status = 200) {
    const { chantier } = await chantiers.public.open(token(req));
    const view = await chantiers.reception.forClient(chantier);
    res
      .status(status)
      .type("html")
      .send(receptionPage(await business.get(), chantier, view, token(req), state));
  }

  /** A refused form: the page again with the French message; an unknown or revoked link goes on to the chantier router's answer. */
  async function failed(req: Request, res: Response, err: unknown) {
    const refused = formRefusal(res, err);
    if (!refused) throw err;
    const b = body(req);
    await page(
      req,
      res,
      { message: refused.message, values: { name: b.name, publishConsent: b.publishConsent === "1" } },
      refused.status,
    );
  }

  const action = (fn: (req: Request) => Promise<string>) => async (req: Request, res: Response) => {
    try {
      res.redirect(303, `${base(req)}?m=${await fn(req)}`);
    } catch (err) {
      await failed(req, res, err);
    }
  };

  router.get("/mon-chantier/:token/reception", async (req, res) => {
    const m = typeof req.query.m === "string" ? messages[req.query.m] : undefined;
    await page(req, res, { message: m });
  });
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
