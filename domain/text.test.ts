import { describe, expect, it } from "vitest";
import { firstWords, formatDateLong, readingTime, slugify, slugWithTimeSuffix, truncate } from "./text.ts";

describe("slugify", () => {
  it("lowercases, strips accents and turns other characters into hyphens", () => {
    expect(slugify("Cuisine en Chêne — Léognan !")).toBe("cuisine-en-chene-leognan");
    expect(slugify("  Escalier  ")).toBe("escalier");
  });
  it("appends a 6-digit time suffix for the generic editor", () => {
    expect(slugWithTimeSuffix("Dressing à Pessac", 1732212345678)).toBe("dressing-a-pessac-345678");
  });
});

describe("readingTime", () => {
  it("divides words by 200 and rounds up", () => {
    expect(readingTime(Array(200).fill("mot").join(" "))).toBe(1);
    expect(readingTime(Array(201).fill("mot").join(" "))).toBe(2);
  });
});

describe("firstWords", () => {
  it("keeps the first 20 words without markdown", () => {
    const text = "## Titre\n" + Array.from({ length: 30 }, (_, i) => `m${i}`).join(" ");
    expect(firstWords(text).split(" ")).toHaveLength(20);
    expect(firstWords(text).endsWith("m18…")).toBe(true);
    expect(firstWords(text).startsWith("Titre m0")).toBe(true);
  });
});

describe("formatDateLong", () => {
  it("formats in French long format", () => {
    expect(formatDateLong("2026-03-14T10:00:00Z")).toBe("14 mars 2026");
    expect(formatDateLong(null)).toBe("");
  });
});

describe("truncate", () => {
  it("cuts on a word boundary", () => {
    expect(truncate("Cuisine sur mesure en chêne massif", 20)).toBe("Cuisine sur mesure…");
  });
});
