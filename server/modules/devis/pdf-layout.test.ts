import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { logoMark } from "./pdf-brand.ts";

describe("the PDF layout", () => {
  it("draws the site's logo mark (app/assets/brand/logo-mark.svg)", () => {
    const svg = readFileSync(path.resolve(import.meta.dirname, "../../../app/assets/brand/logo-mark.svg"), "utf8");
    const paths = [...svg.matchAll(/<path d="([^"]+)"[^>]*stroke="(#[0-9A-Fa-f]{6})"/g)].map((m) => ({
      d: m[1],
      colour: m[2],
    }));
    expect(logoMark).toEqual(paths);
  });
});
