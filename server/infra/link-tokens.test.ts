import { describe, expect, it } from "vitest";
import { pullTokens, putTokens, redactTokens } from "./link-tokens.ts";

const devis = "Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-xy";
const booking = "Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz";

describe("the tokens of personal links in stored e-mails", () => {
  it("are replaced by numbered marks, the same token by the same mark in the text and the HTML", () => {
    const text = `Votre devis : https://atelier.fr/mon-devis/${devis}\nRendez-vous : https://atelier.fr/rendez-vous/${booking}`;
    const html = `<a href="https://atelier.fr/mon-devis/${devis}">devis</a>`;
    const { texts, tokens } = pullTokens([text, html]);
    expect(tokens).toEqual([devis, booking]);
    expect(texts.join("\n")).not.toContain(devis);
    expect(texts[0]).toContain("/mon-devis/[[lien-1]]");
    expect(texts[0]).toContain("/rendez-vous/[[lien-2]]");
    expect(texts[1]).toContain("/mon-devis/[[lien-1]]");
    expect(putTokens(texts[0], tokens)).toBe(text);
    expect(putTokens(texts[1], tokens)).toBe(html);
  });

  it("a mark whose token is gone reads « [jeton] »; other addresses are left alone", () => {
    const { texts, tokens } = pullTokens([
      `https://atelier.fr/avis/donner/${booking} et https://atelier.fr/blog/mon-article`,
    ]);
    expect(tokens).toEqual([booking]);
    expect(putTokens(texts[0], null)).toBe(
      "https://atelier.fr/avis/donner/[jeton] et https://atelier.fr/blog/mon-article",
    );
    expect(pullTokens(["https://atelier.fr/mon-devis/court"]).tokens).toEqual([]);
  });

  it("log lines lose every token", () => {
    expect(redactTokens(`GET /mon-chantier/${devis}/pv 200`)).toBe("GET /mon-chantier/[jeton]/pv 200");
    expect(redactTokens(`GET /agenda/${booking}.ics`)).toBe("GET /agenda/[jeton].ics");
  });
});
