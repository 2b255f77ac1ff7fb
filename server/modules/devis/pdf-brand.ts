import { readFileSync } from "node:fs";
import path from "node:path";
import type { PDFFont, PDFPage } from "pdf-lib";
import { loadPdfLib, rgb } from "#server/infra/pdf-lib.ts";

/**
 * The workshop's look on its business documents (used by pdf-layout.ts) (the devis today, the invoices next): A4 pages
 * in the site's typefaces (Inter for the text, Fraunces for the headings, subset and embedded:
 * searchable, extractable, a prerequisite of PDF/A), its colours (app/app.css), the logo, a table
 * with column headers, blocks kept together on one page, « page n / N » and an optional draft mark
 * on every page. Nothing here knows what a devis is: the document modules describe their content.
 */

export const A4 = { w: 595.28, h: 841.89 };
export const MARGIN = 48;
/** The height kept for the footer line (page n / N) under the content. */
export const FOOTER = 30;
const hex = (h: string) =>
  rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);

/** The site's colours (app/app.css). */
export const colours = {
  ink: hex("#1f2421"),
  muted: hex("#5c544b"),
  forest: hex("#2f3a33"),
  oak: hex("#c8a27a"),
  oakDark: hex("#8a6240"),
  walnut: hex("#6b4a33"),
  sand: hex("#e8d9c4"),
  paper: hex("#fbf8f3"),
  line: hex("#e4dacb"),
  danger: hex("#b42318"),
};

/** The logo mark (app/assets/brand/logo-mark.svg, 64 × 64): strokes of width 5.2, square caps. */
export const logoMark = [
  { d: "M6.5 53L24 11L41.5 53", colour: "#2F3A33" },
  { d: "M49 11V53H59", colour: "#2F3A33" },
  { d: "M13 38H49", colour: "#C8A27A" },
];

/** The logo mark, `size` points wide, its top-left corner at (x, y). */
export function drawLogo(page: PDFPage, x: number, y: number, size: number) {
  for (const stroke of logoMark)
    page.drawSvgPath(stroke.d, {
      x,
      y,
      scale: size / 64,
      borderColor: hex(stroke.colour),
      borderWidth: 5.2,
      borderLineCap: 2,
    });
}

const fontDir = path.resolve(import.meta.dirname, "../../assets/pdf-fonts");
let fontFiles: { text: Buffer; bold: Buffer; heading: Buffer } | null = null;
/** The font files of the business's documents (Inter, Fraunces), read once. */
export const loadFonts = () =>
  (fontFiles ??= {
    text: readFileSync(path.join(fontDir, "inter-400.ttf")),
    bold: readFileSync(path.join(fontDir, "inter-600.ttf")),
    heading: readFileSync(path.join(fontDir, "fraunces-600.ttf")),
  });

export interface Fonts {
  text: PDFFont;
  bold: PDFFont;
  heading: PDFFont;
}

/** A new document with the three embedded (subset) fonts. */
export async function newBusinessDocument(meta: { title: string; producer: string }) {
  const { PDFDocument, fontkit } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(meta.title);
  doc.setLanguage("fr-FR");
  doc.setProducer(meta.producer);
  doc.setCreator(meta.producer);
  const files = loadFonts();
  const fonts: Fonts = {
    text: await doc.embedFont(files.text, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
    heading: await doc.embedFont(files.heading, { subset: true }),
  };
  return { doc, fonts };
}
