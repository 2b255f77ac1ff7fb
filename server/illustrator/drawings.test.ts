import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { drawingsDir } from "./index.ts";
import { BRAND, SCENES } from "./scenes.ts";

/** The committed drawings are what the code draws: `npm run illustrations` after a change of the code. */
describe("illustrator drawings", () => {
  it.each(Object.keys(SCENES))("drawings/%s.svg is what the code draws", (key) => {
    expect(readFileSync(path.join(drawingsDir, `${key}.svg`), "utf8")).toBe(SCENES[key]());
  });

  it.each(Object.keys(BRAND))("app/assets/brand/%s.svg is what the code draws", (key) => {
    const file = path.resolve(drawingsDir, "../../../app/assets/brand", `${key}.svg`);
    expect(readFileSync(file, "utf8")).toBe(BRAND[key]());
  });
});
