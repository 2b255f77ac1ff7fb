import { A4, MARGIN, colours, type Layout } from "./pdf-layout.ts";

/** Blocks shared by the business documents (the devis, the invoices), drawn by their layout (pdf-layout.ts). */

/** Something drawn under a column's lines (the invoice's payment QR code): its height, then how. */
export interface ColumnFigure {
  height: number;
  /** `x`, `top`: the figure's top-left corner; `width`: the column's inner width. */
  draw: (x: number, top: number, width: number) => void;
}

/**
 * Two columns of wrapped lines side by side (client, chantier), from the cursor; the cursor goes under
 * the taller. `size` and `leading`: the text's size and line height (a denser block: 8.2 and 10.5).
 */
export function twoColumns(
  l: Layout,
  columns: { title: string; lines: string[]; figure?: ColumnFigure }[],
  { size = 8.8, leading = 12 }: { size?: number; leading?: number } = {},
) {
  const gutter = 14;
  const width = (A4.w - 2 * MARGIN - gutter) / 2;
  const heights = columns.map(
    (c) =>
      20 +
      c.lines.reduce((h, x) => h + l.wrap(x, size, width - 16).length * leading, 0) +
      (c.figure ? c.figure.height + 2 : 0),
  );
  const height = Math.max(...heights) + 6;
  l.ensure(height);
  const top = l.y;
  columns.forEach((c, i) => {
    const x = MARGIN + i * (width + gutter);
    l.rect(x, top - height, width, height, { fill: colours.paper, border: colours.line });
    l.draw(c.title.toUpperCase(), x + 8, top - 14, { size: 7.5, font: "bold", colour: colours.walnut });
    let y = top - 28;
    for (const line of c.lines)
      for (const part of l.wrap(line, size, width - 16)) {
        l.draw(part, x + 8, y, { size });
        y -= leading;
      }
    c.figure?.draw(x + 8, y + leading - size / 2 - 3, width - 16);
  });
  l.y = top - height - 8;
}
