import { describe, expect, it } from "vitest";
import {
  businessSeed,
  closureText,
  hoursLines,
  legalChecklist,
  nextParisMidnight,
  openingHoursSpecification,
  parisDate,
  rgeValid,
  visibleClosures,
} from "./business.ts";
import { businessSettingsSchema, isValidFrenchVat, isValidSiret } from "./schemas/business.ts";
import { fieldErrors } from "./schemas/errors.ts";

describe("Entreprise settings", () => {
  it("checks the SIRET's Luhn key and the VAT number's key", () => {
    expect(isValidSiret("732 829 320 00074")).toBe(true);
    expect(isValidSiret("73282932000075")).toBe(false);
    expect(isValidSiret("7328293200007")).toBe(false);
    expect(isValidFrenchVat("FR44732829320")).toBe(true);
    expect(isValidFrenchVat("FR45732829320")).toBe(false);
    expect(isValidFrenchVat("DE44732829320")).toBe(false);
  });

  it("refuses invalid values with French messages", () => {
    const result = businessSettingsSchema.safeParse({
      ...businessSeed,
      siret: "12345678901234",
      vatNumber: "FR00123",
      phone: "12",
      email: "pas-un-email",
      mediator: { name: "Médiateur", url: "javascript:alert(1)" },
      closures: [{ from: "2026-08-22", to: "2026-08-04", label: "" }],
    });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.siret).toMatch(/^SIRET invalide/);
    expect(errors.vatNumber).toMatch(/^Numéro de TVA invalide/);
    expect(errors.phone).toBe("Numéro de téléphone invalide");
    expect(errors.email).toBe("Adresse e-mail invalide");
    expect(errors["mediator.url"]).toMatch(/^Adresse web invalide/);
    expect(errors["closures.0.to"]).toBe("La date de fin doit suivre la date de début");
    expect(businessSettingsSchema.safeParse(businessSeed).success).toBe(true);
  });

  it("shows today's hours as the site always did, and groups them for schema.org", () => {
    expect(hoursLines(businessSeed)).toEqual([
      { days: "Lundi – Vendredi", hours: "8h – 18h" },
      { days: "Samedi", hours: "9h – 12h" },
      { days: "Dimanche", hours: "Fermé" },
    ]);
    expect(openingHoursSpecification(businessSeed)).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
      { dayOfWeek: ["Saturday"], opens: "09:00", closes: "12:00" },
    ]);
  });

  it("announces a closure until its last day, then drops it", () => {
    const b = { ...businessSeed, closures: [{ from: "2026-08-04", to: "2026-08-22", label: "" }] };
    expect(closureText(b.closures[0])).toMatch(/^Fermeture exceptionnelle du 4 au 22 août/);
    expect(visibleClosures(b, "2026-07-01")).toHaveLength(1);
    expect(visibleClosures(b, "2026-08-22")).toHaveLength(1);
    expect(visibleClosures(b, "2026-08-23")).toHaveLength(0);
  });

  it("shows the RGE certificate only while valid", () => {
    const b = { ...businessSeed, rge: { body: "Qualibat", number: "E-123", validUntil: "2027-01-31" } };
    expect(rgeValid(b, "2027-01-31")).toBe(true);
    expect(rgeValid(b, "2027-02-01")).toBe(false);
  });

  it("knows the next midnight in Paris (summer and winter time)", () => {
    const summer = Date.parse("2026-08-22T15:00:00Z");
    expect(new Date(nextParisMidnight(summer)).toISOString()).toBe("2026-08-22T22:00:00.000Z");
    const winter = Date.parse("2026-12-01T23:30:00Z"); // already 2 December in Paris
    expect(new Date(nextParisMidnight(winter)).toISOString()).toBe("2026-12-02T23:00:00.000Z");
    expect(parisDate(new Date(nextParisMidnight(summer)))).toBe("2026-08-23");
  });

  it("lists what a legally complete site still lacks", () => {
    const missing = legalChecklist(businessSeed).map((i) => i.field);
    expect(missing).toEqual(expect.arrayContaining(["siret", "mediator.name", "host.name", "insurance.insurer"]));
    const complete = legalChecklist({
      ...businessSeed,
      siret: "73282932000074",
      registration: "RCS Bordeaux 732 829 320",
      shareCapital: "10 000 €",
      vatNumber: "FR44732829320",
      publicationDirector: "Julien Lartigue",
      host: { name: "Hébergeur", address: "1 rue X, 75000 Paris", phone: "01 02 03 04 05" },
      mediator: { name: "Médiateur", url: "https://mediateur.example" },
      insurance: { insurer: "Assureur", contact: "1 rue Y", coverage: "France métropolitaine" },
    });
    expect(complete).toEqual([]);
  });
});
