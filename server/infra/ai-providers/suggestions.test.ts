import { describe, expect, it } from "vitest";
import { parseKeywords } from "#domain/ai.ts";
import { SUGGESTIONS_MARKER } from "./prompts.ts";
import { splitSuggestions, SuggestionsFilter } from "./suggestions.ts";

describe("model answers", () => {
  it("splits the article from its suggestions and drops a level-1 title", () => {
    const raw = `# Titre\n\n## Partie\n\nTexte.\n${SUGGESTIONS_MARKER}\n- Vérifier les délais\n- Ajouter une photo\n`;
    expect(splitSuggestions(raw)).toEqual({
      content: "## Partie\n\nTexte.",
      suggestions: ["Vérifier les délais", "Ajouter une photo"],
    });
  });

  it("streams the article but holds back the marker even when split across chunks", () => {
    const out: string[] = [];
    const filter = new SuggestionsFilter((t) => out.push(t));
    for (const chunk of ["## Par", "tie\n\nTexte final.\n---SUGG", "ESTIONS---\n- une idée"]) filter.push(chunk);
    filter.end();
    expect(out.join("")).toBe("## Partie\n\nTexte final.\n");
  });

  it("passes text through when there is no marker", () => {
    const out: string[] = [];
    const filter = new SuggestionsFilter((t) => out.push(t));
    filter.push("Texte --");
    filter.push("- fin");
    filter.end();
    expect(out.join("")).toBe("Texte --- fin");
  });
});

describe("keywords", () => {
  it("are comma-separated, trimmed, deduplicated, empties dropped", () => {
    expect(parseKeywords(" chêne, , îlot ,Chêne,Gironde ,")).toEqual(["chêne", "îlot", "Gironde"]);
    expect(parseKeywords(["a, b", " c "])).toEqual(["a", "b", "c"]);
    expect(parseKeywords(undefined)).toEqual([]);
  });
});

describe("content request schema", () => {
  it("fills the defaults of docs/product.md §9 and accepts the accented spellings", async () => {
    const { generateContentSchema } = await import("#domain/ai.ts");
    expect(generateContentSchema.parse({ title: "T", context: "C" })).toEqual({
      title: "T",
      context: "C",
      keywords: [],
      tone: "professionnel",
      length: "moyen",
      style: "informatif",
      contentType: "articles",
      targetAudience: "particuliers et professionnels",
    });
    expect(
      generateContentSchema.parse({ title: "T", context: "C", style: "Éducatif", contentType: "service" }),
    ).toMatchObject({ style: "educatif", contentType: "services" });
    expect(
      generateContentSchema.safeParse({ title: "T", context: "C", tone: "sarcastique" }).error?.issues[0]?.message,
    ).toBe("Ton inconnu");
  });
});
