import { describe, expect, it } from "vitest";
import { businessSeed } from "./business.ts";
import { defaultHomeText, homeText, homeTextSections } from "./home-texts.ts";

describe("home section introductions", () => {
  it("show the default text, with the workshop's town and region, while the artisan's field is empty", () => {
    const moved = { ...businessSeed, address: { ...businessSeed.address, city: "Cestas", region: "Gironde" } };
    expect(homeText("services", moved)).toContain("notre atelier de Cestas");
    expect(homeText("portfolio", moved)).toContain("menés en Gironde");
    for (const { key } of homeTextSections) expect(homeText(key, moved)).toBe(defaultHomeText(key, moved));
  });

  it("show the artisan's own text once written (spaces around it ignored; blank means the default)", () => {
    const written = {
      ...businessSeed,
      homeTexts: { ...businessSeed.homeTexts, gallery: "  Nos plus beaux ouvrages. " },
    };
    expect(homeText("gallery", written)).toBe("Nos plus beaux ouvrages.");
    const blank = { ...businessSeed, homeTexts: { ...businessSeed.homeTexts, contact: "   " } };
    expect(homeText("contact", blank)).toBe(defaultHomeText("contact", blank));
  });
});
