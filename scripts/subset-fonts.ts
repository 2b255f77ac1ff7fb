import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

/**
 * `npm run fonts:subset`: cuts the two variable fonts of the site (Inter for the text, Fraunces for
 * the headings) down to what a French page uses, and writes the woff2 files the site serves
 * (app/assets/fonts/*-fr-wght.woff2, committed). Offline: harfbuzz in WebAssembly, from npm.
 *
 * - Characters: printable ASCII, from Latin-1 only the French letters (à â æ ç é è ê ë î ï ô ù
 *   û ü ÿ and their capitals) and signs (nbsp, « », °, ², ³, ·, ×, ©, ®, ª), Œ œ Ÿ, the typographic quotes, dashes, ellipsis, thin and narrow no-break spaces
 *   (French punctuation spacing, domain/typography.ts), bullet, € and ™.
 *   Anything else (an admin's exotic character) falls back to the system font for that glyph.
 * - Axes: weight only (the other axes of Fraunces are pinned at their defaults), limited to the
 *   weights the site uses: Inter 400–700 (font-normal … font-bold), Fraunces 400–600 (headings
 *   are font-semibold, the hero tagline and quotes regular).
 * - Layout features: harfbuzz's defaults (kerning, ligatures, contextual alternates), nothing else.
 *
 * The same character set is the `unicode-range` of the @font-face rules of app/app.css.
 */
export const unicodeRanges: [number, number][] = [
  [0x20, 0x7e],
  // Latin-1: no-break space, ¡–¿ signs that French text uses, and the French letters only.
  [0xa0, 0xa0],
  [0xa9, 0xab],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb2, 0xb3],
  [0xb7, 0xb7],
  [0xbb, 0xbb],
  [0xc0, 0xc0],
  [0xc2, 0xc2],
  [0xc6, 0xcb],
  [0xce, 0xcf],
  [0xd4, 0xd4],
  [0xd7, 0xd7],
  [0xd9, 0xd9],
  [0xdb, 0xdc],
  [0xe0, 0xe0],
  [0xe2, 0xe2],
  [0xe6, 0xeb],
  [0xee, 0xef],
  [0xf4, 0xf4],
  [0xf9, 0xf9],
  [0xfb, 0xfc],
  [0xff, 0xff],
  [0x152, 0x153],
  [0x178, 0x178],
  [0x2009, 0x2009],
  [0x2010, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

const text = unicodeRanges
  .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
  .join("");
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");
const fonts = [
  {
    from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    to: "inter-fr-wght.woff2",
    wght: { min: 400, max: 700 },
  },
  {
    from: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    to: "fraunces-fr-wght.woff2",
    wght: { min: 400, max: 600 },
  },
];

if (import.meta.main) {
  for (const font of fonts) {
    const source = readFileSync(require.resolve(font.from));
    const subset = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: font.wght } });
    writeFileSync(path.join(root, "app", "assets", "fonts", font.to), subset);
    console.log(`${font.to} : ${(source.length / 1024).toFixed(1)} Ko → ${(subset.length / 1024).toFixed(1)} Ko`);
  }
  const css = unicodeRanges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
  console.log(`unicode-range: ${css};`);
}

function hex(n: number) {
  return n.toString(16).toUpperCase().padStart(4, "0");
}
