import { describe, expect, it } from "vitest";
import { frenchSpacing } from "./typography.ts";

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
