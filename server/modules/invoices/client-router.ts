import { Router } from "express";
import { AppError } from "#server/errors.ts";
import { INVOICE_UNKNOWN } from "./client-link.ts";
import type { Invoices } from "./invoices.ts";

/**
 * The PDF of a free invoice's client page (/ma-facture/<token>/facture.pdf): the Factur-X PDF as
 * e-mailed, never cached nor indexed. The page itself is a React Router route (client-invoice.tsx).
 */
export function createInvoiceClientRouter(services: { invoices: Pick<Invoices, "byClientToken" | "files"> }): Router {
  const router = Router();
  router.get("/ma-facture/:token/facture.pdf", async (req, res) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", "same-origin");
    const row = await services.invoices.byClientToken(String(req.params.token));
    if (!row) throw new AppError("not-found", INVOICE_UNKNOWN);
    const { number, pdf } = await services.invoices.files(row.id);
    res.type("application/pdf").setHeader("Content-Disposition", `inline; filename="${number}.pdf"`);
    res.send(pdf);
  });
  return router;
}
