import { copyFileSync, writeFileSync } from "node:fs";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { unicodeRanges } from "./subset-fonts.ts";

/**
 * `node scripts/pdf-fonts.ts`: the static instances of the site's typefaces that the PDFs embed
 * (server/modules/devis/pdf-layout.ts): Inter 400 and 600 for the text, Fraunces 600 for the
 * headings, cut to the French character set of the site (scripts/subset-fonts.ts) and pinned to
 * one weight (pdf-lib embeds TrueType outlines, not variable fonts). pdf-lib subsets them again
 * to the glyphs each document uses. Output committed in server/assets/pdf-fonts/.
 */
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "server", "assets", "pdf-fonts");
const text = unicodeRanges
  .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
  .join("");
const fonts = [
  { from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", to: "inter-400.ttf", wght: 400 },
  { from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", to: "inter-600.ttf", wght: 600 },
  { from: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", to: "fraunces-600.ttf", wght: 600 },
];

for (const font of fonts) {
  const source = readFileSync(require.resolve(font.from));
  const subset = await subsetFont(source, text, { targetFormat: "truetype", variationAxes: { wght: font.wght } });
  writeFileSync(path.join(out, font.to), subset);
  console.log(`${font.to} : ${(subset.length / 1024).toFixed(1)} Ko`);
}
for (const license of ["LICENSE-inter.txt", "LICENSE-fraunces.txt"])
  copyFileSync(path.join(root, "app", "assets", "fonts", license), path.join(out, license));
