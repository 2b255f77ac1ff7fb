import { describe, expect, it } from "vitest";
import { statsPeriod } from "./report.ts";

describe("statsPeriod", () => {
  it("counts Paris calendar days across the end of summer time (25 October 2026)", () => {
    const days = statsPeriod(74, "2026-11-27");
    expect(days[0]).toBe("2026-09-15");
    expect(days.at(-1)).toBe("2026-11-27");
    expect(new Set(days).size).toBe(74);
    expect(days).toContain("2026-10-25");
  });

  it("crosses a year and a leap day", () => {
    expect(statsPeriod(3, "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(statsPeriod(2, "2027-01-01")).toEqual(["2026-12-31", "2027-01-01"]);
  });
});
