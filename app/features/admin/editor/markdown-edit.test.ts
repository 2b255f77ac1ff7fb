import { describe, expect, it } from "vitest";
import { titleFromContent } from "./markdown-edit";

describe("titleFromContent", () => {
  it("takes the first heading, else the first line, without markdown", () => {
    expect(titleFromContent("Intro\n\n## Le **chêne** massif\n\ntexte")).toBe("Le chêne massif");
    expect(titleFromContent("# Titre principal #\n## Second")).toBe("Titre principal");
    expect(titleFromContent("\n\n  Une *première* ligne\nsuite")).toBe("Une première ligne");
    expect(titleFromContent("")).toBe("");
  });
});
