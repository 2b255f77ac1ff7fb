import { describe, expect, it } from "vitest";
import { focalCrop } from "./variants.ts";
import { fallbackCandidates } from "./files-router.ts";

describe("media fallbacks and crops", () => {
  it("falls back to the same width in the other format, then the nearest widths (the larger one on a tie)", () => {
    expect(fallbackCandidates("800.avif").slice(0, 4)).toEqual(["800.webp", "480.avif", "480.webp", "1200.avif"]);
    expect(fallbackCandidates("1600.webp")).toHaveLength(7);
    expect(fallbackCandidates("og.jpg")[0]).toBe("1200.webp");
    expect(fallbackCandidates("devis.pdf")).toEqual([]);
  });

  it("keeps the focal point in the crop, as far as the edges allow", () => {
    expect(focalCrop(2000, 1000, 1000, 500, 50, 50)).toEqual({ left: 500, top: 250 });
    expect(focalCrop(2000, 1000, 1000, 500, 10, 90)).toEqual({ left: 0, top: 500 });
    expect(focalCrop(2000, 1000, 1000, 500, 75, 25)).toEqual({ left: 1000, top: 0 });
  });
});
