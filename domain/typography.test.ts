import { describe, expect, it } from "vitest";
import { agreed, counted, de, frenchDate, frenchSpacing, nameWithArticle, ofName, toName } from "./typography.ts";

describe("frenchSpacing", () => {
  it("glues high punctuation and guillemets to their word", () => {
    expect(frenchSpacing("Entretenir une cuisine en bois : nos conseils ?")).toBe(
      "Entretenir une cuisine en bois\u00a0: nos conseils\u00a0?",
    );
    expect(frenchSpacing("« Superbe » !")).toBe("«\u00a0Superbe\u00a0»\u00a0!");
  });

  it("leaves other text alone", () => {
    expect(frenchSpacing("Cuisine en chêne, quartz")).toBe("Cuisine en chêne, quartz");
  });
});

describe("elision before a business name", () => {
  it("elides before a vowel or a mute h, decided from the name", () => {
    expect(ofName("Atelier Lartigue")).toBe("de l'Atelier Lartigue");
    expect(ofName("Ossau Bois")).toBe("d'Ossau Bois");
    expect(ofName("Ébénisterie Moreau")).toBe("de l'Ébénisterie Moreau");
    expect(ofName("Héritage Bois")).toBe("d'Héritage Bois");
    expect(ofName("Yves Menuiserie")).toBe("d'Yves Menuiserie");
    expect(toName("Atelier Lartigue")).toBe("à l'Atelier Lartigue");
    expect(nameWithArticle("Atelier Lartigue")).toBe("l'Atelier Lartigue");
  });

  it("keeps « de » before a consonant, an aspirated h or « y » before a vowel", () => {
    expect(ofName("Dupont & Fils")).toBe("de Dupont & Fils");
    expect(ofName("Hêtre et Chêne")).toBe("de Hêtre et Chêne");
    expect(de("Yaourt Bois")).toBe("de Yaourt Bois");
    expect(ofName("Menuiserie Dupont")).toBe("de la Menuiserie Dupont");
    expect(toName("Menuiserie Dupont")).toBe("à la Menuiserie Dupont");
    expect(toName("Dupont & Fils")).toBe("à Dupont & Fils");
  });

  it("contracts a name's own article (« du », « des », « au », « aux »)", () => {
    expect(ofName("Le Bois Doré")).toBe("du Bois Doré");
    expect(toName("Le Bois Doré")).toBe("au Bois Doré");
    expect(ofName("Les Ateliers Réunis")).toBe("des Ateliers Réunis");
    expect(toName("Ateliers du Bassin")).toBe("aux Ateliers du Bassin");
    expect(ofName("L'Établi")).toBe("de l'Établi");
    expect(ofName("La Fabrique")).toBe("de la Fabrique");
  });
});

describe("French dates and agreements", () => {
  it("writes dates in lower case with « 1er »", () => {
    expect(frenchDate("Mardi 1 Décembre")).toBe("mardi 1er décembre");
    expect(frenchDate("lundi 30 novembre 2026 à 14:30")).toBe("lundi 30 novembre 2026 à 14:30");
    expect(frenchDate("1 janvier 2027")).toBe("1er janvier 2027");
    expect(frenchDate("11 janvier 2027")).toBe("11 janvier 2027");
    expect(frenchDate("21 mai")).toBe("21 mai");
  });

  it("agrees with the count", () => {
    expect(`${counted(1, "photo")} ${agreed(1, "reçu", true)}`).toBe("1 photo reçue");
    expect(`${counted(3, "photo")} ${agreed(3, "reçu", true)}`).toBe("3 photos reçues");
    expect(`${counted(2, "réserve")}`).toBe("2 réserves");
  });
});
