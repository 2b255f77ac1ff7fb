import { describe, expect, it } from "vitest";
import { aiLengths, aiOptionSets, generateContentSchema, type AiLength } from "#domain/ai.ts";
import { firstWords } from "#domain/text.ts";
import { createOfflineProvider } from "./index.ts";
import { composeContent, countWords } from "./text.ts";

const request = (over: Record<string, unknown> = {}) =>
  generateContentSchema.parse({
    title: "Une cuisine en chêne à Léognan",
    context: "Une famille veut une cuisine ouverte sur le séjour, avec un îlot et beaucoup de rangements.",
    keywords: "chêne massif, îlot central, Gironde",
    ...over,
  });

describe("offline writer", () => {
  for (const length of Object.keys(aiLengths) as AiLength[]) {
    it(`keeps a '${length}' text within ${aiLengths[length].min}–${aiLengths[length].max} words for every tone and style`, () => {
      const { min, max } = aiLengths[length];
      for (const [variant, set] of Object.entries(aiOptionSets)) {
        for (const tone of set.tones) {
          for (const style of set.styles) {
            const contentType = variant === "article" ? "articles" : "services";
            const { content } = composeContent(request({ length, tone, style, contentType }), `${tone}-${style}`);
            const words = countWords(content);
            expect(words, `${tone}/${style}`).toBeGreaterThanOrEqual(min);
            expect(words, `${tone}/${style}`).toBeLessThanOrEqual(max);
          }
        }
      }
    }, 30_000);
  }

  it("uses every keyword, markdown headings, French and the vouvoiement", () => {
    const { content, suggestions } = composeContent(
      request({ keywords: ["chêne massif", "îlot central", "Gironde", "tiroirs à sortie totale"] }),
      "k",
    );
    for (const keyword of ["chêne massif", "îlot central", "Gironde", "tiroirs à sortie totale"])
      expect(content).toContain(keyword);
    expect(content).toMatch(/^## /m);
    expect(content).not.toMatch(/^# /m);
    expect(content).toMatch(/\bvous\b/);
    expect(content).toMatch(/\bvotre\b|\bvos\b/);
    expect(content).not.toMatch(/\b(tu|ton|tes|toi)\b/i);
    for (const word of [" le ", " la ", " de ", " et ", " nous "]) expect(content).toContain(word);
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions.join(" ")).toContain("chêne massif");
  });

  it("never invents figures: only the business facts and placeholders to complete", () => {
    for (const contentType of ["articles", "services", "portfolio"] as const) {
      const { content } = composeContent(request({ contentType, length: "long" }), contentType);
      const numbers = (content.match(/\d[\d\s,.]*/g) ?? []).map((n) => n.trim().replace(/[,.]$/, ""));
      for (const n of numbers)
        expect(["2008", "5", "500", "1", "2", "3", "4", "6", "7", "8", "3D"]).toContain(n.replace(/\s/g, ""));
      expect(content).not.toMatch(/€|euros?\b|\d+ ?(m²|m2|jours|semaines|mois|ans)\b/);
    }
    const portfolio = composeContent(request({ contentType: "portfolio" }), "p").content;
    expect(portfolio).toContain("[à compléter]");
  });

  it("writes about the topic of the request and names the audience", () => {
    const { content } = composeContent(
      request({
        title: "Un escalier suspendu",
        // The brief is quoted whole: here it speaks of the staircase only.
        context: "Un escalier suspendu en chêne pour une maison contemporaine.",
        keywords: [],
        targetAudience: "jeunes couples",
      }),
      "s",
    );
    expect(content).toMatch(/escalier/i);
    expect(content).not.toMatch(/cuisine/i);
    expect(content).toContain("jeunes couples");
  });
});

describe("offline provider", () => {
  it("streams the text in pieces that add up to the content, signed 'hors-ligne'", async () => {
    const pieces: string[] = [];
    const result = await createOfflineProvider().generateContent(request(), { onDelta: (t) => pieces.push(t) });
    expect(result.provider).toBe("hors-ligne");
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join("")).toBe(result.content);
    expect(firstWords(result.content, 20).split(/\s+/)).toHaveLength(20);
  });

  it("says why audio and video are unavailable", async () => {
    const provider = createOfflineProvider();
    // In French for the artisan, no server variable name.
    expect(provider.unavailable("audio")).toMatch(/^La génération audio n'est pas activée sur ce site/);
    expect(provider.unavailable("video")).toMatch(/^La génération vidéo n'est pas activée sur ce site/);
    expect(provider.unavailable("audio")).not.toMatch(/AI_[A-Z]/);
    expect(provider.unavailable("image")).toBeNull();
    await expect(provider.generateAudio({ prompt: "x" })).rejects.toMatchObject({ kind: "not-implemented" });
  });
});
