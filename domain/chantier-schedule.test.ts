import { describe, expect, it } from "vitest";
import { doneInFuture, receptionBlocked, stepsPlannedAfter } from "./chantier-schedule.ts";

const step = (s: string, plannedStart: string | null, plannedEnd: string | null, doneOn: string | null = null) => ({
  step: s,
  plannedStart,
  plannedEnd,
  doneOn,
});

describe("chantier schedule", () => {
  it("« fait le » cannot be after today", () => {
    expect(doneInFuture("2026-11-28", "2026-11-27")).toBe(true);
    expect(doneInFuture("2026-11-27", "2026-11-27")).toBe(false);
    expect(doneInFuture(null, "2026-11-27")).toBe(false);
  });

  it("the PV waits for the steps planned after today, not for the reception itself nor a done step", () => {
    const today = "2026-11-27";
    const steps = [
      step("mesures", "2026-10-01", null, "2026-10-01"),
      step("fabrication", "2026-11-20", "2026-12-02", "2026-11-26"),
      step("pose", "2027-01-11", null),
      step("reception", "2027-01-15", null),
    ];
    expect(stepsPlannedAfter(steps, today).map((s) => s.step)).toEqual(["pose"]);
    expect(receptionBlocked(steps, today, "client")).toBe(
      "Le procès-verbal de réception se signe une fois les travaux terminés : « Pose » prévue le 11 janvier 2027. Si les travaux sont déjà finis, appelez-nous pour mettre le planning à jour.",
    );
    expect(receptionBlocked(steps, today, "office")).toContain("notez la date « Fait le »");
    expect(receptionBlocked([steps[0], steps[1], steps[3]], today, "office")).toBeNull();
  });
});
