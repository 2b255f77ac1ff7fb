import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { A4, FOOTER, MARGIN, colours, drawLogo, type Fonts } from "./pdf-brand.ts";

/**
 * The layout of the workshop's business documents (the devis today, the invoices next), in its
 * look (pdf-brand.ts): a table with column headers, blocks kept together on one page, « page n / N »
 * and an optional draft mark on every page. Nothing here knows what a devis is: the document
 * modules describe their content.
 */

export { A4, MARGIN, colours, newBusinessDocument } from "./pdf-brand.ts";

export type Align = "left" | "right";
export interface Column {
  label: string;
  width: number;
  align: Align;
}
export interface TextStyle {
  size?: number;
  font?: "text" | "bold" | "heading";
  colour?: RGB;
  x?: number;
  width?: number;
  lineGap?: number;
}

/**
 * A cursor over A4 pages. `measure(fn)` runs `fn` without drawing to know its height: `keep(fn)`
 * moves a block to the next page rather than split it (the totals with the « Bon pour accord »).
 */
export class Layout {
  page!: PDFPage;
  y = 0;
  private dry = false;
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  private readonly known: Set<number>;
  readonly contentWidth = A4.w - 2 * MARGIN;

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.known = new Set(fonts.text.getCharacterSet());
    this.newPage();
  }

  /** Characters the fonts lack (emoji, other scripts) are dropped; odd spaces become spaces. */
  clean(value: string): string {
    return [...value.replace(/[\u00a0\u202f\u2009\t]/g, " ")]
      .filter((c) => c === "\n" || this.known.has(c.codePointAt(0) ?? 0))
      .join("");
  }

  newPage() {
    if (this.dry) {
      this.y = A4.h - MARGIN;
      return;
    }
    this.page = this.doc.addPage([A4.w, A4.h]);
    this.y = A4.h - MARGIN;
  }

  /** Room for `height` points on this page, or a new page. */
  ensure(height: number) {
    if (this.dry) return;
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  gap(h = 8) {
    this.y -= h;
  }

  font(kind: TextStyle["font"] = "text"): PDFFont {
    return this.fonts[kind];
  }

  width(text: string, size: number, kind: TextStyle["font"] = "text") {
    return this.font(kind).widthOfTextAtSize(this.clean(text), size);
  }

  /** Lines of at most `width` points (a word longer than the width stands alone); paragraphs kept. */
  wrap(text: string, size: number, width: number, kind: TextStyle["font"] = "text"): string[] {
    const font = this.font(kind);
    return this.clean(text)
      .split(/\r?\n/)
      .flatMap((paragraph) =>
        paragraph.split(" ").reduce<string[]>(
          (lines, word) => {
            const last = lines[lines.length - 1];
            const joined = last ? `${last} ${word}` : word;
            if (!last || font.widthOfTextAtSize(joined, size) <= width) lines[lines.length - 1] = joined;
            else lines.push(word);
            return lines;
          },
          [""],
        ),
      );
  }

  draw(text: string, x: number, y: number, style: TextStyle = {}) {
    if (this.dry || !text) return;
    this.page.drawText(this.clean(text), {
      x,
      y,
      size: style.size ?? 9,
      font: this.font(style.font),
      color: style.colour ?? colours.ink,
    });
  }

  drawRight(text: string, xRight: number, y: number, style: TextStyle = {}) {
    this.draw(text, xRight - this.width(text, style.size ?? 9, style.font), y, style);
  }

  /** Wrapped text from the cursor down. */
  text(text: string, style: TextStyle = {}) {
    const size = style.size ?? 9;
    const x = style.x ?? MARGIN;
    const step = size + (style.lineGap ?? 3.5);
    for (const line of this.wrap(text, size, style.width ?? A4.w - MARGIN - x, style.font)) {
      this.ensure(step);
      this.draw(line, x, this.y - size, style);
      this.y -= step;
    }
  }

  heading(text: string, size = 12) {
    this.gap(8);
    this.ensure(size + 40);
    this.text(text, { size, font: "heading", colour: colours.forest });
    this.gap(2);
  }

  rule(colour = colours.oak, thickness = 0.7) {
    this.ensure(6);
    if (!this.dry)
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: A4.w - MARGIN, y: this.y },
        thickness,
        color: colour,
      });
    this.y -= 6;
  }

  rect(x: number, y: number, width: number, height: number, opts: { fill?: RGB; border?: RGB }) {
    if (this.dry) return;
    this.page.drawRectangle({
      x,
      y,
      width,
      height,
      color: opts.fill,
      borderColor: opts.border,
      borderWidth: opts.border ? 0.8 : 0,
    });
  }

  /** A filled vector shape (an SVG path, `scale` points per unit), its top-left corner at (x, y). */
  shape(path: string, x: number, y: number, scale: number, colour: RGB) {
    if (!this.dry) this.page.drawSvgPath(path, { x, y, scale, color: colour });
  }

  /** The logo mark, `size` points wide, its top-left corner at (x, y). */
  logo(x: number, y: number, size: number) {
    if (!this.dry) drawLogo(this.page, x, y, size);
  }

  /** The height `fn` takes, drawn nowhere. */
  measure(fn: () => void): number {
    const { y, dry } = this;
    this.dry = true;
    this.y = A4.h;
    try {
      fn();
      return A4.h - this.y;
    } finally {
      this.y = y;
      this.dry = dry;
    }
  }

  /** Draws `fn` on one page: the next one when it does not fit here (unless it is taller than a page). */
  keep(fn: () => void) {
    const height = this.measure(fn);
    if (height <= A4.h - 2 * MARGIN - FOOTER) this.ensure(height);
    fn();
  }

  /** A table: its header row (repeated on each new page), then rows drawn by the caller through `row`. */
  table(columns: Column[]) {
    const xs: number[] = [];
    let x = MARGIN;
    for (const c of columns) {
      xs.push(x);
      x += c.width;
    }
    const header = () => {
      this.ensure(40);
      this.rect(MARGIN, this.y - 16, this.contentWidth, 16, { fill: colours.sand });
      columns.forEach((c, i) => {
        const style = { size: 7.5, font: "bold" as const, colour: colours.walnut };
        if (c.align === "right") this.drawRight(c.label.toUpperCase(), xs[i] + c.width - 4, this.y - 11, style);
        else this.draw(c.label.toUpperCase(), xs[i] + 4, this.y - 11, style);
      });
      this.y -= 20;
    };
    header();
    const cellWidth = (i: number) => columns[i].width - 8;
    return {
      /** One row: `cells` on the first line; `under` (several lines, smaller) below the first cell. */
      row: (
        cells: string[],
        opts: { under?: string; bold?: boolean; band?: RGB; colour?: RGB; keepWithNext?: number } = {},
      ) => {
        const size = 8.8;
        const font = opts.bold ? ("bold" as const) : ("text" as const);
        const first = this.wrap(cells[0], size, cellWidth(0), font);
        const under = opts.under ? this.wrap(opts.under, 7.8, cellWidth(0)) : [];
        const height = first.length * 12 + under.length * 10.5 + 6;
        const pageBefore = this.page;
        this.ensure(Math.min(height, 120) + (opts.keepWithNext ?? 0));
        if (this.page !== pageBefore && !this.dry) header();
        if (opts.band) this.rect(MARGIN, this.y - height + 2, this.contentWidth, height, { fill: opts.band });
        const top = this.y - 10;
        cells.forEach((cell, i) => {
          if (i === 0) return;
          const style = { size, font, colour: opts.colour };
          if (columns[i].align === "right") this.drawRight(cell, xs[i] + columns[i].width - 4, top, style);
          else this.draw(cell, xs[i] + 4, top, style);
        });
        for (const line of first) {
          this.ensure(12);
          this.draw(line, xs[0] + 4, this.y - 10, { size, font, colour: opts.colour });
          this.y -= 12;
        }
        for (const line of under) {
          this.ensure(10.5);
          this.draw(line, xs[0] + 10, this.y - 8.5, { size: 7.8, colour: colours.muted });
          this.y -= 10.5;
        }
        this.y -= 3;
        if (!this.dry)
          this.page.drawLine({
            start: { x: MARGIN, y: this.y },
            end: { x: A4.w - MARGIN, y: this.y },
            thickness: 0.4,
            color: colours.line,
          });
        this.y -= 3;
      },
    };
  }

  /** Footer on every page (`left`, « page n / N ») and the draft mark when given; then the bytes. */
  async finish(opts: { footer: string; draft?: string }): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `page ${i + 1} / ${pages.length}`;
      const size = 7.5;
      page.drawLine({
        start: { x: MARGIN, y: MARGIN + 12 },
        end: { x: A4.w - MARGIN, y: MARGIN + 12 },
        thickness: 0.5,
        color: colours.oak,
      });
      page.drawText(this.clean(opts.footer), {
        x: MARGIN,
        y: MARGIN,
        size,
        font: this.fonts.text,
        color: colours.muted,
      });
      page.drawText(label, {
        x: A4.w - MARGIN - this.fonts.text.widthOfTextAtSize(label, size),
        y: MARGIN,
        size,
        font: this.fonts.text,
        color: colours.muted,
      });
      if (opts.draft) {
        // A band across the top margin of every page. Not a diagonal watermark: rotated letters
        // would be read into the text's lines by extractors (pdftotext, screen readers).
        const mark = this.clean(opts.draft);
        const size = 10;
        page.drawRectangle({ x: 0, y: A4.h - 34, width: A4.w, height: 22, color: colours.danger, opacity: 0.1 });
        page.drawText(mark, {
          x: (A4.w - this.fonts.bold.widthOfTextAtSize(mark, size)) / 2,
          y: A4.h - 26.5,
          size,
          font: this.fonts.bold,
          color: colours.danger,
        });
      }
    });
    return this.doc.save({ useObjectStreams: false });
  }
}
