import { describe, expect, it } from "vitest";
import { readableBaseName } from "#domain/file-name.ts";
import { documentFileName } from "./document-name.ts";

describe("readable file names", () => {
  it("names a generated sheet once, without the prefix twice nor a cut word", () => {
    expect(documentFileName("Fiche projet: dressing sur mesure en noyer")).toBe(
      "fiche-projet-dressing-sur-mesure-en-noyer.pdf",
    );
    expect(documentFileName("Dressing en noyer pour une chambre")).toBe(
      "fiche-projet-dressing-en-noyer-pour-une-chambre.pdf",
    );
    expect(documentFileName("  ")).toBe("fiche-projet-atelier.pdf");
  });

  it("cuts long names between two words", () => {
    const name = readableBaseName(
      "Escalier quart tournant en chêne massif avec garde-corps en acier thermolaqué noir",
      { max: 40 },
    );
    expect(name.length).toBeLessThanOrEqual(40);
    expect(name).toBe("escalier-quart-tournant-en-chene-massif");
    const words = "escalier quart tournant en chene massif avec garde corps en acier thermolaque noir".split(" ");
    for (const part of name.split("-")) expect(words).toContain(part);
  });

  it("keeps a single over-long word rather than nothing", () => {
    expect(readableBaseName("anticonstitutionnellement", { max: 10 })).toBe("anticonsti");
  });
});
