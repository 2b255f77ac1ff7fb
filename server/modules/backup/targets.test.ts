import { describe, expect, it } from "vitest";
import { archiveDate, archiveName, toPrune } from "./targets.ts";

describe("the retention of automatic backups", () => {
  it("keeps the newest of each of the last 7 days, 4 ISO weeks and 12 months, and prunes the rest", () => {
    // Every 6 hours from 2026-11-27 back over 400 days, newest first.
    const start = Date.parse("2026-11-27T22:00:00Z");
    const archives = Array.from({ length: 1600 }, (_, i) => {
      const at = new Date(start - i * 6 * 3600_000);
      return { name: archiveName(at), at };
    });
    const pruned = new Set(toPrune(archives));
    const kept = archives.filter((a) => !pruned.has(a.name)).map((a) => a.name);
    expect(kept).toEqual([
      // 7 days (the newest of each)
      "atelier-20261127T220000Z.atlbak",
      "atelier-20261126T220000Z.atlbak",
      "atelier-20261125T220000Z.atlbak",
      "atelier-20261124T220000Z.atlbak",
      "atelier-20261123T220000Z.atlbak",
      "atelier-20261122T220000Z.atlbak", // Sunday: also the newest of ISO week 47
      "atelier-20261121T220000Z.atlbak",
      "atelier-20261115T220000Z.atlbak", // week 46
      "atelier-20261108T220000Z.atlbak", // week 45
      "atelier-20261031T220000Z.atlbak", // October
      "atelier-20260930T220000Z.atlbak",
      "atelier-20260831T220000Z.atlbak",
      "atelier-20260731T220000Z.atlbak",
      "atelier-20260630T220000Z.atlbak",
      "atelier-20260531T220000Z.atlbak",
      "atelier-20260430T220000Z.atlbak",
      "atelier-20260331T220000Z.atlbak",
      "atelier-20260228T220000Z.atlbak",
      "atelier-20260131T220000Z.atlbak",
      "atelier-20251231T220000Z.atlbak", // the 12th month
    ]);
    expect(toPrune([])).toEqual([]);
    expect(archiveDate("atelier-20261127T220000Z.atlbak")?.toISOString()).toBe("2026-11-27T22:00:00.000Z");
    expect(archiveDate("autre-fichier.tar.gz")).toBeNull();
  });
});
