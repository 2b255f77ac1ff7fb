import { describe, expect, it } from "vitest";
import { insertAt, mediaMarkdown, titleFromContent } from "./markdown-edit";

describe("titleFromContent", () => {
  it("takes the first heading, else the first line, without markdown", () => {
    expect(titleFromContent("Intro\n\n## Le **chêne** massif\n\ntexte")).toBe("Le chêne massif");
    expect(titleFromContent("# Titre principal #\n## Second")).toBe("Titre principal");
    expect(titleFromContent("\n\n  Une *première* ligne\nsuite")).toBe("Une première ligne");
    expect(titleFromContent("")).toBe("");
  });
});

describe("mediaMarkdown and insertAt", () => {
  it("inserts an image or a link at the cursor", () => {
    const image = {
      id: "1",
      url: "/media/a/800.webp",
      type: "image" as const,
      description: "",
      altText: "Cuisine [chêne]",
      fileName: "",
    };
    expect(mediaMarkdown(image)).toBe("![Cuisine chêne](/media/a/800.webp)");
    const doc = {
      id: "2",
      url: "/media/b/guide.pdf",
      type: "document" as const,
      description: "",
      altText: "",
      fileName: "guide.pdf",
    };
    expect(mediaMarkdown(doc)).toBe("[guide.pdf](/media/b/guide.pdf)");
    expect(insertAt("Avant après", "X", 6)).toEqual({ text: "Avant Xaprès", caret: 7 });
    expect(insertAt("abcdef", "-", 1, 4)).toEqual({ text: "a-ef", caret: 2 });
  });
});
