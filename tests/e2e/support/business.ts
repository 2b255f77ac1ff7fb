import { expect, type APIRequestContext } from "@playwright/test";
import { legalMentions } from "../../fixtures/business.ts";

/**
 * Completes « Entreprise » with the legal mentions a devis requires (legal form, capital, SIRET,
 * RCS, VAT number, insurance, mediator), through the admin API of a logged-in context.
 */
export async function completeLegalMentions(api: APIRequestContext) {
  const settings = (await (await api.get("/api/admin/entreprise")).json()) as { settings: object };
  expect((await api.put("/api/admin/entreprise", { data: { ...settings.settings, ...legalMentions } })).status()).toBe(
    200,
  );
}
