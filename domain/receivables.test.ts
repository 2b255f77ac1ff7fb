import { describe, expect, it } from "vitest";
import {
  ageingBucket,
  defaultReminderLadder,
  reminderDue,
  reminderLadderSchema,
  reminderSchedule,
  receivables,
} from "./receivables.ts";

const inv = { dueDate: "2026-03-31", issuedOn: "2026-03-01" };

describe("reminder ladder", () => {
  it("falls 3 days before the due date, then 3, 10 and 30 days after", () => {
    expect(reminderSchedule(defaultReminderLadder, "2026-03-31").map((s) => [s.date, s.kind])).toEqual([
      ["2026-03-28", "courtoisie"],
      ["2026-04-03", "relance"],
      ["2026-04-10", "relance"],
      ["2026-04-30", "mise-en-demeure"],
    ]);
  });

  it("sends nothing before the first step, each step once, in order", () => {
    expect(reminderDue(defaultReminderLadder, inv, [], "2026-03-27")).toBeNull();
    expect(reminderDue(defaultReminderLadder, inv, [], "2026-03-28")?.kind).toBe("courtoisie");
    expect(reminderDue(defaultReminderLadder, inv, [0], "2026-04-02")).toBeNull();
    expect(reminderDue(defaultReminderLadder, inv, [0], "2026-04-03")?.index).toBe(1);
    expect(reminderDue(defaultReminderLadder, inv, [0, 1, 2], "2026-04-30")?.kind).toBe("mise-en-demeure");
    expect(reminderDue(defaultReminderLadder, inv, [0, 1, 2, 3], "2026-09-30")).toBeNull();
  });

  it("after a stop, sends only the latest step due, not every missed one", () => {
    expect(reminderDue(defaultReminderLadder, inv, [0], "2026-04-15")?.index).toBe(2);
  });

  it("never sends a courtesy reminder dated before the invoice (a deposit due on receipt)", () => {
    const deposit = { dueDate: "2026-03-01", issuedOn: "2026-03-01" };
    expect(reminderDue(defaultReminderLadder, deposit, [], "2026-03-02")).toBeNull();
    expect(reminderDue(defaultReminderLadder, deposit, [], "2026-03-04")?.index).toBe(1);
  });

  it("refuses a ladder out of order or with the mise en demeure before the end", () => {
    expect(reminderLadderSchema.safeParse(defaultReminderLadder).success).toBe(true);
    const unordered = reminderLadderSchema.safeParse([
      { offsetDays: 10, kind: "relance" },
      { offsetDays: 3, kind: "relance" },
    ]);
    expect(unordered.error?.issues[0].message).toMatch(/se suivre/);
    const early = reminderLadderSchema.safeParse([
      { offsetDays: 3, kind: "mise-en-demeure" },
      { offsetDays: 10, kind: "relance" },
    ]);
    expect(early.error?.issues[0].message).toMatch(/dernière/);
  });
});

describe("ageing", () => {
  it("puts an invoice in the bucket of its days past due", () => {
    expect(ageingBucket("2026-04-30", "2026-04-30")).toBe("a-echoir");
    expect(ageingBucket("2026-04-30", "2026-05-01")).toBe("0-30");
    expect(ageingBucket("2026-04-30", "2026-05-30")).toBe("0-30");
    expect(ageingBucket("2026-04-30", "2026-05-31")).toBe("31-60");
    expect(ageingBucket("2026-04-30", "2026-06-29")).toBe("31-60");
    expect(ageingBucket("2026-04-30", "2026-06-30")).toBe("plus-60");
  });

  it("sums what is due by age, deposits apart, most overdue first, paid invoices left out", () => {
    const row = (id: number, type: string, dueDate: string, amountDueCents: number) => ({
      id,
      number: `F-2026-000${id}`,
      type,
      clientName: "Mme Durand",
      dueDate,
      amountDueCents,
      leadId: null,
    });
    const r = receivables(
      [
        row(1, "facture", "2026-06-10", 100_00),
        row(2, "acompte", "2026-05-20", 300_00),
        row(3, "facture", "2026-04-15", 50_00),
        row(4, "facture", "2026-01-01", 70_00),
        row(5, "facture", "2026-01-01", 0),
      ],
      "2026-06-01",
    );
    expect(r.buckets).toEqual({ "a-echoir": 100_00, "0-30": 300_00, "31-60": 50_00, "plus-60": 70_00 });
    expect(r.totalCents).toBe(520_00);
    expect(r.overdueCents).toBe(420_00);
    expect(r.depositsAwaited).toEqual({ count: 1, cents: 300_00 });
    expect(r.rows.map((x) => [x.id, x.daysLate])).toEqual([
      [4, 151],
      [3, 47],
      [2, 12],
      [1, 0],
    ]);
  });
});
