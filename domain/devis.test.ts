import { describe, expect, it } from "vitest";
import {
  devisClientSchema,
  devisLineSchema,
  devisTotals,
  firstPaymentDay,
  withdrawalEnd,
  type DevisLine,
} from "./devis.ts";

const line = (quantity: number, unitPriceCents: number, vatRate: number, kind: "ligne" | "titre" = "ligne") =>
  devisLineSchema.parse({ designation: "x", quantity, unitPriceCents, vatRate, kind, unit: "u" });

describe("devis totals (integer cents, VAT rounded per rate)", () => {
  const cases: [string, DevisLine[], { ht: number; vat: number; ttc: number }][] = [
    ["one line at 20 %", [line(1, 10_000, 20)], { ht: 10_000, vat: 2_000, ttc: 12_000 }],
    ["a half cent on the line rounds up", [line(2.5, 3_333, 10)], { ht: 8_333, vat: 833, ttc: 9_166 }],
    ["5,5 %: 5 997 × 5,5 % = 329,835 → 330", [line(3, 1_999, 5.5)], { ht: 5_997, vat: 330, ttc: 6_327 }],
    [
      "5,5 % on the rate's sum, not per line (3 × 0,495 → 1, not 0)",
      [line(1, 9, 5.5), line(1, 9, 5.5), line(1, 9, 5.5)],
      { ht: 27, vat: 1, ttc: 28 },
    ],
    ["3 decimals of quantity: 0,333 × 3 € = 0,999 € → 1 €", [line(0.333, 300, 20)], { ht: 100, vat: 20, ttc: 120 }],
    ["half a cent: 0,5 × 1 cent → 1 cent", [line(0.5, 1, 0)], { ht: 1, vat: 0, ttc: 1 }],
    ["a discount line", [line(1, 5_000, 20), line(1, -1_000, 20)], { ht: 4_000, vat: 800, ttc: 4_800 }],
    [
      "mixed rates and a section heading",
      [line(1, 0, 20, "titre"), line(1, 10_001, 20), line(2, 1_234, 10), line(1, 500, 0)],
      { ht: 12_969, vat: 2_000 + 247, ttc: 12_969 + 2_247 },
    ],
  ];
  it.each(cases)("%s", (_name, lines, expected) => {
    const t = devisTotals(lines);
    expect({ ht: t.htCents, vat: t.vatCents, ttc: t.ttcCents }).toEqual(expected);
    expect(t.byRate.reduce((s, r) => s + r.vatCents, 0)).toBe(t.vatCents);
    expect(t.htCents + t.vatCents).toBe(t.ttcCents);
  });

  it("lists each rate once, highest first", () => {
    const t = devisTotals([line(1, 100, 5.5), line(1, 100, 20), line(1, 100, 10), line(1, 100, 20)]);
    expect(t.byRate.map((r) => r.rate)).toEqual([20, 10, 5.5]);
    expect(t.byRate[0]).toEqual({ rate: 20, htCents: 200, vatCents: 40 });
  });

  it("refuses an unknown VAT rate and a price that is not in cents", () => {
    expect(devisLineSchema.safeParse({ designation: "x", vatRate: 19.6 }).success).toBe(false);
    expect(devisLineSchema.safeParse({ designation: "x", unitPriceCents: 10.5 }).success).toBe(false);
  });
});

describe("consumer-law dates", () => {
  it("withdrawal: 14 days after the signing day, moved past a weekend", () => {
    expect(withdrawalEnd("2026-11-02")).toBe("2026-11-16"); // Monday → Monday
    expect(withdrawalEnd("2026-11-07")).toBe("2026-11-23"); // Saturday + 14 = Saturday → Monday
  });
  it("withdrawal: a period ending on a public holiday runs to the next working day (L221-19)", () => {
    expect(withdrawalEnd("2026-04-22")).toBe("2026-05-06"); // Wednesday 6 May: an ordinary day
    expect(withdrawalEnd("2026-04-17")).toBe("2026-05-04"); // Friday 1 May (fête du Travail) → weekend → Monday 4
    expect(withdrawalEnd("2026-04-24")).toBe("2026-05-11"); // Friday 8 May (Victoire 1945) → Monday 11
    expect(withdrawalEnd("2026-12-11")).toBe("2026-12-28"); // Friday 25 December → Monday 28
    expect(withdrawalEnd("2027-03-15")).toBe("2027-03-30"); // Monday 29 March 2027 (lundi de Pâques) → Tuesday
  });
  it("hors établissement: first payment day is day 7", () => {
    expect(firstPaymentDay("2026-11-24")).toBe("2026-12-01");
  });
});

describe("the client", () => {
  it("keeps the name on one line (it goes into e-mail subjects and the PDF)", () => {
    expect(devisClientSchema.parse({ name: "Jeanne\r\nBcc: x@example.com" }).name).toBe("Jeanne Bcc: x@example.com");
    expect(devisClientSchema.safeParse({ name: " \n " }).success).toBe(false);
  });
});
