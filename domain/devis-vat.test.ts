import { describe, expect, it } from "vitest";
import { certificationRates, certificationWording, vatWarnings } from "./devis-vat.ts";

const line = (vatRate: number, kind = "ligne") => ({ kind, vatRate });

describe("reduced VAT: the client's certification (BOI-LETTRE-000280)", () => {
  it("is asked for the reduced rates of priced lines only, 10 then 5,5", () => {
    expect(certificationRates([line(20), line(0)])).toEqual([]);
    expect(certificationRates([line(5.5), line(20), line(10)])).toEqual([10, 5.5]);
    // A section title's rate means nothing.
    expect(certificationRates([line(10, "titre"), line(20)])).toEqual([]);
  });

  it("has the 10 % and the 5,5 % wordings, with the client's name when known", () => {
    const ten = certificationWording(10, "Jeanne Dubreuil");
    expect(ten).toMatch(/^« Je soussigné\(e\) Jeanne Dubreuil certifie, en qualité de preneur de la prestation/);
    expect(ten).toContain("supérieure à 10 %. »");
    expect(ten).not.toContain("rénovation énergétique");
    expect(certificationWording(5.5)).toContain("(Nom, prénom)");
    expect(certificationWording(5.5)).toContain("et qu'ils ont la nature de travaux de rénovation énergétique. »");
  });

  it("warns (never refuses) about a reduced rate on new housing or professional premises", () => {
    expect(vatWarnings({ premises: "logement-ancien", lines: [line(10)] })).toEqual([]);
    expect(vatWarnings({ premises: "logement-neuf", lines: [line(20)] })).toEqual([]);
    expect(vatWarnings({ premises: "logement-neuf", lines: [line(10)] })[0]).toContain("logement neuf");
    expect(vatWarnings({ premises: "professionnel", lines: [line(5.5)] })[0]).toContain("locaux professionnels");
  });
});
