import { describe, expect, it } from "vitest";
import {
  clientAccountOf,
  defaultAccountMap as map,
  fecText,
  journalImbalances,
  journalVatByRate,
  receiptsByRate,
  salesJournal,
  type JournalInvoice,
} from "./sales-journal.ts";

const client = { clientName: "Mme Durand", clientKey: "C0001" };
const deposit: JournalInvoice = {
  ...client,
  number: "F-2026-0001",
  date: "2026-03-02",
  type: "acompte",
  byRate: [
    { rate: 10, htCents: 1000_00, vatCents: 100_00 },
    { rate: 20, htCents: 500_00, vatCents: 100_00 },
  ],
  deductions: [],
};
const final: JournalInvoice = {
  ...client,
  number: "F-2026-0002",
  date: "2026-04-15",
  type: "solde",
  byRate: [
    { rate: 10, htCents: 3000_00, vatCents: 300_00 },
    { rate: 20, htCents: 1500_00, vatCents: 300_00 },
  ],
  deductions: [{ number: "F-2026-0001", byRate: deposit.byRate }],
};
const lines = salesJournal([final, deposit], map);
const entry = (n: string) => lines.filter((l) => l.PieceRef === n);
const sum = (ls: typeof lines, acc: string, side: "Debit" | "Credit") =>
  ls.filter((l) => l.CompteNum === acc).reduce((s, l) => s + l[side], 0);

describe("sales journal", () => {
  it("balances every entry", () => {
    expect([...journalImbalances(lines).values()]).toEqual([0, 0]);
  });

  it("credits 4191 for a deposit, and the final invoice debits it back", () => {
    const d = entry("F-2026-0001");
    expect(d[0].EcritureNum).toBe("VT00001");
    expect(sum(d, "411", "Debit")).toBe(1700_00);
    expect(sum(d, "4191", "Credit")).toBe(1500_00);
    expect(sum(d, "704100", "Credit")).toBe(0);
    const f = entry("F-2026-0002");
    expect(sum(f, "411", "Debit")).toBe(5100_00 - 1700_00);
    expect(sum(f, "4191", "Debit")).toBe(1500_00);
    expect(sum(f, "704100", "Credit")).toBe(3000_00);
    expect(sum(f, "704200", "Credit")).toBe(1500_00);
  });

  it("counts a deposit's VAT once: the journal's VAT by rate is the final invoice's", () => {
    expect(journalVatByRate(lines, map)).toEqual({ "10": 300_00, "20": 300_00 });
    expect(sum(entry("F-2026-0002"), "4457110", "Credit")).toBe(200_00);
  });

  it("reverses a credit note and names the client's auxiliary account on the 411 line only", () => {
    const note: JournalInvoice = { ...final, number: "F-2026-0003", type: "avoir", deductions: [] };
    const ls = salesJournal([note], map);
    expect(sum(ls, "411", "Credit")).toBe(5100_00);
    expect(sum(ls, "704100", "Debit")).toBe(3000_00);
    expect(ls.filter((l) => l.CompAuxNum === "C0001").map((l) => l.CompteNum)).toEqual(["411"]);
  });

  it("writes 18 columns, | separated, comma decimals", () => {
    const [head, first] = fecText(lines).split("\r\n");
    expect(head.split("|")).toHaveLength(18);
    expect(head.startsWith("JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum")).toBe(true);
    expect(first.split("|")).toEqual([
      "VT",
      "Ventes",
      "VT00001",
      "20260302",
      "411",
      "Clients",
      "C0001",
      "Mme Durand",
      "F-2026-0001",
      "20260302",
      "Acompte F-2026-0001 Mme Durand",
      "1700,00",
      "0,00",
      "",
      "",
      "20260302",
      "",
      "",
    ]);
  });
});

describe("receipts", () => {
  it("splits a payment's VAT by rate pro rata of what is left to pay", () => {
    const [r] = receiptsByRate([{ date: "2026-04-20", method: "virement", amountCents: 3400_00, invoice: final }]);
    expect(r.byRate).toEqual([
      { rate: 10, htCents: 2000_00, vatCents: 200_00 },
      { rate: 20, htCents: 1000_00, vatCents: 200_00 },
    ]);
  });
});

describe("the client's auxiliary account", () => {
  it("is one per client: his lead, else his e-mail whatever its case, else the invoice; kinds never collide", () => {
    expect(clientAccountOf({ leadId: 42, id: 7, client: { email: "a@example.fr" } })).toBe("C00042");
    const byMail = clientAccountOf({ leadId: null, id: 42, client: { email: "Paul.Roux@Example.fr " } });
    expect(byMail).toMatch(/^M[0-9A-Z]{6}$/);
    expect(clientAccountOf({ leadId: null, id: 43, client: { email: "paul.roux@example.fr" } })).toBe(byMail);
    expect(clientAccountOf({ leadId: null, id: 44, client: { email: "autre@example.fr" } })).not.toBe(byMail);
    expect(clientAccountOf({ leadId: null, id: 42, client: { email: "" } })).toBe("F00042");
  });
});
