import { describe, expect, it } from "vitest";
import { ALT_TEXT_MAX, suggestAltText } from "./alt-text.ts";

describe("suggested alt text", () => {
  it("describes the image from its description, without 'image de'", () => {
    expect(suggestAltText("illustration de cuisine en chêne avec îlot vert. Style croquis.")).toBe(
      "Cuisine en chêne avec îlot vert",
    );
  });
  it("falls back on a readable file name", () => {
    expect(suggestAltText("", "escalier-chene_suspendu.jpg")).toBe("Escalier chene suspendu");
  });
  it("stays short, cut between two words", () => {
    const alt = suggestAltText("Dressing ".repeat(40));
    expect(alt.length).toBeLessThanOrEqual(ALT_TEXT_MAX);
    expect(alt.endsWith("Dressing")).toBe(true);
  });
});
