import { describe, expect, it } from "vitest";
import { chantierAddress, chantierName, chantierUpdateSchema, mapsUrl, splitAddress } from "./chantiers.ts";

describe("chantier addresses", () => {
  it("splits a free-text address into street, postal code and commune", () => {
    expect(splitAddress("12 rue des Pins, 33650 Saucats")).toEqual({
      street: "12 rue des Pins",
      postalCode: "33650",
      commune: "Saucats",
    });
    expect(splitAddress("Lieu-dit Le Bourg 33770 Salles")).toEqual({
      street: "Lieu-dit Le Bourg",
      postalCode: "33770",
      commune: "Salles",
    });
    // Nothing to split: all of it stays in the street.
    expect(splitAddress("  chemin de la forêt  ")).toEqual({
      street: "chemin de la forêt",
      postalCode: "",
      commune: "",
    });
    expect(chantierAddress({ street: "12 rue des Pins", postalCode: "33650", commune: "Saucats" })).toBe(
      "12 rue des Pins, 33650 Saucats",
    );
  });

  it("refuses a postal code that is not 5 digits, in French", () => {
    const r = chantierUpdateSchema.safeParse({ postalCode: "3365" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("Le code postal compte 5 chiffres");
  });
});

describe("a chantier's name and its address on a map", () => {
  it("names the chantier after its client and its commune, not the project type", () => {
    expect(chantierName("Jeanne Dubreuil", "Saucats")).toBe("Jeanne Dubreuil – Saucats");
    expect(chantierName("Jeanne Dubreuil", "")).toBe("Jeanne Dubreuil");
  });
  it("opens the address in the phone's maps", () => {
    expect(mapsUrl("12 rue des Pins, 33650 Saucats")).toBe(
      "https://www.google.com/maps/search/?api=1&query=12%20rue%20des%20Pins%2C%2033650%20Saucats",
    );
  });
});
