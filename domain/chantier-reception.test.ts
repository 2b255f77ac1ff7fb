import { describe, expect, it } from "vitest";
import { addYears, publicationSchema, receptionSchema, receptionVerdict, warranties } from "./chantier-reception.ts";

describe("PV de réception", () => {
  it("ends each warranty on the anniversary of the reception (29 February → 28 February)", () => {
    expect(warranties("2026-11-24").map((w) => w.until)).toEqual(["2027-11-24", "2028-11-24", "2036-11-24"]);
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
  });
  it("keeps the reservations typed, without blank lines nor control characters", () => {
    const { reservations } = receptionSchema.parse({ reservations: ["  Joint à reprendre\u0007 ", "", "   "] });
    expect(reservations).toEqual(["Joint à reprendre"]);
    expect(receptionVerdict(reservations)).toBe("avec réserves");
    expect(receptionVerdict([])).toBe("sans réserve");
  });
  it("accepts a before/after pair only among the chosen photos", () => {
    expect(publicationSchema.safeParse({ photoIds: [1, 2], pairs: [{ before: 1, after: 2 }] }).success).toBe(true);
    expect(publicationSchema.safeParse({ photoIds: [1], pairs: [{ before: 1, after: 3 }] }).success).toBe(false);
    expect(publicationSchema.safeParse({ photoIds: [] }).error?.issues[0]?.message).toBe(
      "Choisissez au moins une photo du chantier.",
    );
  });
});
