import { describe, expect, it } from "vitest";
import { compareValueText, projectPhotos, shownPairs } from "./project-images.ts";

describe("a project's photos", () => {
  it("puts the main photo first, once, then the gallery in its order", () => {
    expect(
      projectPhotos("/media/b/1200.webp", ["/media/a/1200.webp", "/media/b/1200.webp", "/media/c/1200.webp"]),
    ).toEqual(["/media/b/1200.webp", "/media/a/1200.webp", "/media/c/1200.webp"]);
  });
  it("shows a replaced main photo even when the gallery still starts with the old one", () => {
    expect(projectPhotos("/media/new/1200.webp", ["/media/old/1200.webp"])).toEqual([
      "/media/new/1200.webp",
      "/media/old/1200.webp",
    ]);
  });
  it("drops empty addresses and copes with no photo at all", () => {
    expect(projectPhotos(null, ["", "  "])).toEqual([]);
    expect(projectPhotos("", ["/media/a/1200.webp"])).toEqual(["/media/a/1200.webp"]);
  });
});

describe("before/after comparisons", () => {
  const photos = ["/media/a/1200.webp", "/media/b/1200.webp", "/media/c/1200.webp"];
  it("keeps the pairs of two different photos of the project, each once", () => {
    const pair = { before: "/media/a/1200.webp", after: "/media/b/1200.webp" };
    expect(shownPairs([pair, { ...pair }], photos)).toEqual([pair]);
    expect(shownPairs([{ before: "/media/a/1200.webp", after: "/media/a/1200.webp" }], photos)).toEqual([]);
  });
  it("drops a pair whose photo was removed from the project", () => {
    expect(shownPairs([{ before: "/media/gone/1200.webp", after: "/media/b/1200.webp" }], photos)).toEqual([]);
  });
  it("says where the divider is, in French, within 0 to 100 %", () => {
    expect(compareValueText(50)).toBe("Avant 50 %, après 50 %");
    expect(compareValueText(72.4)).toBe("Avant 72 %, après 28 %");
    expect(compareValueText(140)).toBe("Avant 100 %, après 0 %");
  });
});
