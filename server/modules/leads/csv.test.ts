import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV for a French Excel", () => {
  it("starts with a BOM, separates with semicolons, ends lines with CRLF and quotes every field", () => {
    const csv = toCsv(
      ["Prénom", "Message"],
      [
        ["Zoé", 'Il a dit "oui" ; puis\nnon'],
        [1, true],
      ],
    );
    expect(csv).toBe('\uFEFF"Prénom";"Message"\r\n"Zoé";"Il a dit ""oui"" ; puis\nnon"\r\n"1";"true"\r\n');
  });

  it("neutralizes cells a spreadsheet would run as formulas", () => {
    for (const evil of ["=1+1", "+33 6 12", "-2", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x")']) {
      expect(csvCell(evil).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell("Jeanne = Jean")).toBe('"Jeanne = Jean"');
    expect(csvCell(null)).toBe('""');
  });

  it("never lets a cell begin with a formula character, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cell = csvCell(value);
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        expect(/^[=+\-@\t\r]/.test(cell.slice(1))).toBe(false);
        // Unquoting gives back the value (with the apostrophe when it was neutralized).
        const inner = cell.slice(1, -1).replace(/""/g, '"');
        expect(inner === value || inner === `'${value}`).toBe(true);
      }),
    );
  });
});
