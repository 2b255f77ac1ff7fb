import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * The PDF writing shared by the signed documents (the devis, the PV de réception): text drawn
 * with the standard fonts (searchable, extractable), a cursor that breaks pages, and the
 * certificate page appended to a signed document (docs/devis.md, docs/chantiers.md).
 */

export const PAGE = { w: 595.28, h: 841.89 };
export const MARGIN = 50;
export const dark = rgb(0.13, 0.16, 0.14);
export const grey = rgb(0.4, 0.38, 0.35);
export const rule = rgb(0.78, 0.64, 0.48);

/** The WinAnsi characters of the standard fonts; others (emoji, narrow spaces) become spaces or vanish. */
function cleaner(font: PDFFont) {
  const known = new Set(font.getCharacterSet());
  return (value: string) =>
    [...value.replace(/[\u00a0\u202f\u2009\t]/g, " ")].filter((c) => known.has(c.codePointAt(0) ?? 0)).join("");
}

/** A cursor over pages: writes wrapped text, breaks pages when full. */
export class Writer {
  page!: PDFPage;
  y = 0;
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly clean: (s: string) => string;
  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont, clean: (s: string) => string) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.clean = clean;
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([PAGE.w, PAGE.h]);
    this.y = PAGE.h - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  wrap(text: string, size: number, width: number, font = this.regular): string[] {
    const out: string[] = [];
    for (const paragraph of this.clean(text).split(/\r?\n/)) {
      let line = "";
      for (const word of paragraph.split(" ")) {
        const attempt = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(attempt, size) <= width || !line) line = attempt;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }
  text(text: string, opts: { size?: number; bold?: boolean; x?: number; width?: number; color?: typeof dark } = {}) {
    const size = opts.size ?? 9.5;
    const font = opts.bold ? this.bold : this.regular;
    const x = opts.x ?? MARGIN;
    for (const line of this.wrap(text, size, opts.width ?? PAGE.w - MARGIN - x, font)) {
      this.ensure(size + 3);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: opts.color ?? dark });
      this.y -= size + 3;
    }
  }
  right(text: string, xRight: number, y: number, size = 9.5, bold = false) {
    const font = bold ? this.bold : this.regular;
    const clean = this.clean(text);
    this.page.drawText(clean, { x: xRight - font.widthOfTextAtSize(clean, size), y, size, font, color: dark });
  }
  gap(h = 8) {
    this.y -= h;
  }
  hr() {
    this.ensure(6);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.w - MARGIN, y: this.y },
      thickness: 0.6,
      color: rule,
    });
    this.y -= 6;
  }
  /** The framed space of a handwritten signature. */
  signatureBox() {
    this.ensure(70);
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - 64,
      width: PAGE.w - 2 * MARGIN,
      height: 60,
      borderColor: rule,
      borderWidth: 0.8,
    });
    this.y -= 70;
  }
  heading(text: string) {
    this.gap(6);
    this.ensure(40);
    this.text(text, { size: 11.5, bold: true });
    this.gap(2);
  }
}

export async function newDocument(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setLanguage("fr-FR");
  doc.setProducer("Menuiserie – devis");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, regular, bold, clean: cleaner(regular) };
}

export const utcText = (iso: string) => iso.replace("T", " à ").replace(/\.\d+Z$/, " UTC");

/** The original pages, unchanged, then a certificate page: each fact (label, value), then the footnote. */
export async function appendCertificate(
  original: Uint8Array,
  c: { title: string; heading: string; facts: [string, string][]; footnote: string },
): Promise<Uint8Array> {
  const source = await PDFDocument.load(original);
  const { doc, regular, bold, clean } = await newDocument(c.title);
  const pages = await doc.copyPages(source, source.getPageIndices());
  for (const page of pages) doc.addPage(page);
  const w = new Writer(doc, regular, bold, clean);
  w.text(c.heading, { size: 16, bold: true });
  w.gap(8);
  for (const [label, value] of c.facts) {
    w.text(label, { bold: true, size: 9 });
    w.text(value || "—", { x: MARGIN + 12 });
    w.gap(4);
  }
  w.gap(8);
  w.text(c.footnote, { size: 8.5, color: grey });
  return doc.save({ useObjectStreams: false });
}
