import { expect, type APIRequestContext } from "@playwright/test";

/** A French VAT number whose key matches the SIREN (FR + key + SIREN). */
const vatOf = (siren: string) => `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0")}${siren}`;

/**
 * Completes « Entreprise » with the legal mentions a devis requires (legal form, capital, SIRET,
 * RCS, VAT number, insurance, mediator), through the admin API of a logged-in context.
 */
export async function completeLegalMentions(api: APIRequestContext) {
  const settings = (await (await api.get("/api/admin/entreprise")).json()) as { settings: object };
  const complete = {
    ...settings.settings,
    legalForm: "SARL",
    shareCapital: "10 000 €",
    siret: "73282932000074",
    registration: "RCS Bordeaux 732 829 320",
    vatNumber: vatOf("732829320"),
    insurance: { insurer: "MAAF Assurances", contact: "79180 Chauray", coverage: "France métropolitaine" },
    mediator: { name: "CM2C", url: "https://www.cm2c.net" },
  };
  expect((await api.put("/api/admin/entreprise", { data: complete })).status()).toBe(200);
}
