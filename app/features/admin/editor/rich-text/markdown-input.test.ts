import { describe, expect, it } from "vitest";
import { looksLikeMarkdown } from "./markdown-input.ts";

describe("Markdown pasted into the visual editor", () => {
  it.each([
    "## Titre",
    "- un\n- deux",
    "1. premier",
    "> une citation",
    "Voir [le devis](https://example.fr/devis)",
    "du **gras** ici",
    "de l'*italique* là",
    "du _bois_ brut",
    "Intro\n\n### Sous-titre\n\nTexte",
  ])("reads « %s » as Markdown", (text) => {
    expect(looksLikeMarkdown(text)).toBe(true);
  });

  it.each([
    "Une phrase ordinaire, avec une virgule.",
    "Prix : 3 * 4 = 12",
    "Cuisine n° 2 - chêne",
    "nom_de_fichier.jpg",
    "[à compléter]",
    "5 x 3 m",
  ])("leaves plain text « %s » as it is", (text) => {
    expect(looksLikeMarkdown(text)).toBe(false);
  });
});
