import { describe, expect, it } from "vitest";
import {
  defaultAgendaSettings,
  freeSlots,
  inServedArea,
  median,
  openingMinutesBetween,
  type AgendaSettings,
} from "./agenda.ts";
import { businessSeed } from "./business.ts";
import { easterSunday, frenchHolidays, holidayName } from "./holidays.ts";
import { foldLine, icsCalendar, parisStamp } from "./ics.ts";

describe("French public holidays", () => {
  it("finds Easter Sunday (known years)", () => {
    expect(easterSunday(2024)).toEqual([3, 31]);
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2027)).toEqual([3, 28]);
    expect(easterSunday(2038)).toEqual([4, 25]);
  });

  it("lists the 11 holidays, Easter-based ones included", () => {
    const y2026 = frenchHolidays(2026);
    expect(y2026.size).toBe(11);
    expect(y2026.get("2026-04-06")).toBe("Lundi de Pâques");
    expect(y2026.get("2026-05-14")).toBe("Ascension");
    expect(y2026.get("2026-05-25")).toBe("Lundi de Pentecôte");
    expect(holidayName("2026-07-14")).toBe("Fête nationale");
    expect(holidayName("2026-11-11")).toBe("Armistice 1918");
    expect(holidayName("2026-11-12")).toBeUndefined();
    // Easter Monday 2024 is on April 1st (Easter on March 31st: month roll-over).
    expect(holidayName("2024-04-01")).toBe("Lundi de Pâques");
  });
});

const settings: AgendaSettings = { ...defaultAgendaSettings };
const hours = businessSeed.hours;
const starts = (days: ReturnType<typeof freeSlots>) => days.flatMap((d) => d.slots.map((s) => s.start));

describe("free slots", () => {
  // Monday 2026-11-23, 10:00 Paris.
  const now = new Date("2026-11-23T09:00:00Z");

  it("offers Mon–Fri 8:30/10:00 then 14:00/15:30, after 24 h of notice, in Paris time", () => {
    const days = freeSlots({ settings, hours, closures: [], now, busy: [] });
    expect(days[0].day).toBe("2026-11-24");
    // 10:00 on Tuesday is exactly 24 h later: the 8:30 slot is too soon.
    expect(days[0].slots.map((s) => s.start)).toEqual([
      "2026-11-24T09:00:00.000Z",
      "2026-11-24T13:00:00.000Z",
      "2026-11-24T14:30:00.000Z",
    ]);
    expect(days[1].slots[0].start).toBe("2026-11-25T07:30:00.000Z");
    // No weekend day, nothing beyond the 30-day horizon.
    expect(days.some((d) => ["2026-11-28", "2026-11-29"].includes(d.day))).toBe(false);
    expect(days.at(-1)!.day <= "2026-12-23").toBe(true);
  });

  it("skips holidays (Christmas) and closures", () => {
    const days = freeSlots({
      settings: { ...settings, horizonDays: 40 },
      hours,
      closures: [{ from: "2026-12-01", to: "2026-12-02", label: "" }],
      now,
      busy: [],
    });
    const list = days.map((d) => d.day);
    expect(list).not.toContain("2026-12-25");
    expect(list).not.toContain("2026-12-01");
    expect(list).not.toContain("2026-12-02");
    expect(list).toContain("2026-12-03");
  });

  it("stays inside the opening hours", () => {
    const shortDays = hours.map((h) => ({ ...h, opens: "09:00", closes: "16:00" }));
    const days = freeSlots({ settings, hours: shortDays, closures: [], now, busy: [] });
    // 9:00 (not 8:30), 10:30; 14:00 (15:30 would end after 16:00).
    expect(days[1].slots.map((s) => s.start)).toEqual([
      "2026-11-25T08:00:00.000Z",
      "2026-11-25T09:30:00.000Z",
      "2026-11-25T13:00:00.000Z",
    ]);
  });

  it("keeps the travel buffer around a booked visit", () => {
    // A visit booked 10:00–11:00 on Wednesday (by phone), blocked until 11:30 with its buffer:
    // 8:30 ends 9:30 + 30 min = 10:00 → still free; 10:00 is taken.
    const busy = [{ start: new Date("2026-11-25T09:00:00Z"), end: new Date("2026-11-25T10:30:00Z") }];
    const wed = freeSlots({ settings, hours, closures: [], now, busy })[1];
    expect(wed.slots.map((s) => s.start)).toEqual([
      "2026-11-25T07:30:00.000Z",
      "2026-11-25T13:00:00.000Z",
      "2026-11-25T14:30:00.000Z",
    ]);
  });

  it("follows the change of hour (summer slots are at 8:30 Paris = 6:30 UTC)", () => {
    const march = freeSlots({ settings, hours, closures: [], now: new Date("2026-03-26T09:00:00Z"), busy: [] });
    const all = starts(march);
    // Friday 27 (winter time): 10:00 Paris = 9:00 UTC; Monday 30 (summer time): 8:30 Paris = 6:30 UTC.
    expect(all[0]).toBe("2026-03-27T09:00:00.000Z");
    expect(all).toContain("2026-03-30T06:30:00.000Z");
  });
});

describe("served area", () => {
  it("accepts a served commune or postal code, refuses the rest", () => {
    expect(inServedArea("12 rue des Pins, Bordeaux", ["Bordeaux"], [])).toBe(true);
    expect(inServedArea("3 allée des Chênes 33650 SAUCATS", ["Saucats"], [])).toBe(true);
    expect(inServedArea("5 place du Marché, 33720 Podensac", ["Bordeaux"], ["33"])).toBe(true);
    expect(inServedArea("8 rue de Rivoli, 75001 Paris", ["Bordeaux"], ["33"])).toBe(false);
    // Whole words only: « Bordeaux » is not « Bordeauxville ».
    expect(inServedArea("Bordeauxville", ["Bordeaux"], [])).toBe(false);
  });
});

describe("time counted in opening hours", () => {
  it("counts only the open minutes", () => {
    // Friday 17:30 → Monday 8:30 (Paris, Mon–Fri 8–18, Sat 9–12): 30 min + 3 h Saturday + 30 min.
    expect(openingMinutesBetween(new Date("2026-11-20T16:30:00Z"), new Date("2026-11-23T07:30:00Z"), hours, [])).toBe(
      30 + 3 * 60 + 30,
    );
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("iCalendar", () => {
  it("writes Paris wall-clock times on both sides of the change of hour", () => {
    expect(parisStamp(new Date("2026-03-27T08:30:00Z"))).toBe("20260327T093000");
    expect(parisStamp(new Date("2026-03-30T08:30:00Z"))).toBe("20260330T103000");
  });

  it("folds long lines at 75 octets without cutting a character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(80)}`);
  });

  it("escapes text and carries the method, timezone and uid", () => {
    const ics = icsCalendar(
      [
        {
          uid: "visite-1@example.fr",
          sequence: 0,
          start: new Date("2026-11-24T09:00:00Z"),
          end: new Date("2026-11-24T10:00:00Z"),
          summary: "Visite technique",
          location: "12 rue des Pins, Bordeaux; bât. B",
          description: "ligne 1\nligne 2",
        },
      ],
      { method: "REQUEST" },
    );
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics).toContain("TZID:Europe/Paris\r\n");
    expect(ics).toContain("DTSTART;TZID=Europe/Paris:20261124T100000\r\n");
    expect(ics).toContain("LOCATION:12 rue des Pins\\, Bordeaux\\; bât. B\r\n");
    expect(ics).toContain("DESCRIPTION:ligne 1\\nligne 2\r\n");
  });
});
