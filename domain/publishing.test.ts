import { describe, expect, it } from "vitest";
import { dateToParisLocal, formatParisDateTime, formatParisTime, parisLocalToDate } from "./paris-time.ts";
import { changedFields, diffLines } from "./text-diff.ts";

describe("Paris time of schedules", () => {
  it("reads a wall-clock time in winter (UTC+1) and in summer (UTC+2)", () => {
    expect(parisLocalToDate("2026-11-23T14:30")?.toISOString()).toBe("2026-11-23T13:30:00.000Z");
    expect(parisLocalToDate("2026-07-14T09:05")?.toISOString()).toBe("2026-07-14T07:05:00.000Z");
    expect(parisLocalToDate("demain")).toBeNull();
  });
  it("round-trips and formats in French", () => {
    const at = new Date("2026-11-23T13:30:00Z");
    expect(dateToParisLocal(at)).toBe("2026-11-23T14:30");
    expect(formatParisTime(at)).toBe("14:30");
    expect(formatParisDateTime(at)).toBe("lundi 23 novembre 2026 à 14:30");
  });
});

describe("comparison of revisions", () => {
  it("lists added and removed lines, keeping the common ones", () => {
    expect(diffLines("a\nb\nc", "a\nB\nc\nd")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "B" },
      { kind: "same", text: "c" },
      { kind: "added", text: "d" },
    ]);
    expect(diffLines("x", "x")).toEqual([{ kind: "same", text: "x" }]);
  });
  it("names the fields that changed", () => {
    expect(
      changedFields({ title: "A", tags: ["x"], slug: "s" }, { title: "B", tags: ["x"], slug: "s" }, [
        "title",
        "tags",
        "slug",
      ]),
    ).toEqual(["title"]);
  });
});
