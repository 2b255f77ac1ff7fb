import { describe, expect, it } from "vitest";
import { projectPhotos } from "./project-images.ts";

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
