import { A4, MARGIN, colours, type Layout } from "./pdf-layout.ts";

/** Blocks shared by the business documents (the devis, the invoices), drawn by their layout (pdf-layout.ts). */

/** Two columns of wrapped lines side by side (client, chantier), from the cursor; the cursor goes under the taller. */
export function twoColumns(l: Layout, columns: { title: string; lines: string[] }[]) {
  const gutter = 14;
  const width = (A4.w - 2 * MARGIN - gutter) / 2;
  const heights = columns.map((c) => 20 + c.lines.reduce((h, x) => h + l.wrap(x, 8.8, width - 16).length * 12, 0));
  const height = Math.max(...heights) + 6;
  l.ensure(height);
  const top = l.y;
  columns.forEach((c, i) => {
    const x = MARGIN + i * (width + gutter);
    l.rect(x, top - height, width, height, { fill: colours.paper, border: colours.line });
    l.draw(c.title.toUpperCase(), x + 8, top - 14, { size: 7.5, font: "bold", colour: colours.walnut });
    let y = top - 28;
    for (const line of c.lines)
      for (const part of l.wrap(line, 8.8, width - 16)) {
        l.draw(part, x + 8, y, { size: 8.8 });
        y -= 12;
      }
  });
  l.y = top - height - 8;
}
