import { describe, expect, it } from "vitest";
import { createOfflineProvider } from "./offline/index.ts";
import { fitSeo, seoDescription, seoTitle } from "./seo-limits.ts";

describe("SEO limits", () => {
  it("adds a regional suffix and stays within 60 characters", () => {
    expect(seoTitle("Cuisine en chêne")).toBe("Cuisine en chêne | Menuiserie Saucats (33)");
    for (const title of [
      "Escalier",
      "Bien choisir son dressing sur mesure en noyer",
      "Un très long titre d'article qui parle de cuisines, de dressings, d'escaliers et de caves à vin",
    ]) {
      const t = seoTitle(title);
      expect(t.length).toBeLessThanOrEqual(60);
      expect(t).toMatch(/ \| Menuiserie Saucats \(33\)$| – Saucats, Gironde$/);
    }
    // Too long for the suffix: shortened at a word, no « … », no dangling « de ».
    expect(
      seoTitle("Un très long titre d'article qui parle de cuisines, de dressings, d'escaliers et de caves à vin"),
    ).toBe("Un très long titre d'article qui parle – Saucats, Gironde");
    expect(seoTitle("Nos escaliers à Saucats")).toBe("Nos escaliers à Saucats");
  });

  it("writes a description of at most 155 characters from the text", () => {
    const content =
      "## Intro\n\nUn escalier en chêne se dessine d'après la trémie. Nous relevons les cotes sur place. Puis nous fabriquons tout à l'atelier, marche après marche, avant la pose.";
    const d = seoDescription("Escalier", content);
    expect(d.length).toBeLessThanOrEqual(155);
    expect(d).toContain("Un escalier en chêne");
    expect(seoDescription("Escalier", "").length).toBeLessThanOrEqual(155);
  });

  it("brings a provider's answer back within the limits", () => {
    const fitted = fitSeo({ metaTitle: "Titre", metaDescription: "y ".repeat(200) }, "Titre", "");
    expect(fitted.metaTitle).toBe("Titre | Menuiserie Saucats (33)");
    expect(fitted.metaDescription.length).toBeLessThanOrEqual(155);
    expect(fitted.metaDescription).toMatch(/ y…$/);
    expect(
      fitSeo({ metaTitle: "Cuisines | Menuiserie Saucats (33)", metaDescription: "Bien." }, "t", "").metaTitle,
    ).toBe("Cuisines | Menuiserie Saucats (33)");
  });

  it("offline: SEO of a generated article", async () => {
    const provider = createOfflineProvider();
    const article = await provider.generateContent({
      title: "Dressing en noyer",
      context: "Chambre parentale",
      keywords: [],
      tone: "professionnel",
      length: "court",
      style: "informatif",
      contentType: "articles",
      targetAudience: "particuliers",
    });
    const seo = await provider.generateSeo({ title: "Dressing en noyer", content: article.content });
    expect(seo.metaTitle).toBe("Dressing en noyer | Menuiserie Saucats (33)");
    expect(seo.metaDescription.length).toBeGreaterThan(50);
    expect(seo.metaDescription.length).toBeLessThanOrEqual(155);
    expect(seo.provider).toBe("hors-ligne");
  });
});
