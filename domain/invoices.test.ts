import { describe, expect, it } from "vitest";
import { businessSeed } from "./business.ts";
import { invoiceChecklist } from "./invoice-checks.ts";
import {
  depositAmount,
  depositSplit,
  dueDateOf,
  invoiceClientSchema,
  invoiceMoney,
  invoiceNumber,
  invoiceTotals,
  operationCategory,
  splitAddress,
  splitCents,
  type InvoiceLine,
} from "./invoices.ts";
import { isValidIban, isValidSiren } from "./schemas/business.ts";

const line = (unitPriceCents: number, vatRate: number, over: Partial<InvoiceLine> = {}): InvoiceLine => ({
  designation: "Ligne",
  description: "",
  kind: "pose",
  quantity: 1,
  unit: "u",
  unitPriceCents,
  vatRate,
  exemption: null,
  ...over,
});
const ttcOf = (parts: { htCents: number; vatCents: number }[]) => parts.reduce((s, p) => s + p.htCents + p.vatCents, 0);

describe("deposit VAT split pro rata of the devis' rates", () => {
  it("10 000 € HT (6 000 € at 20 %, 4 000 € at 10 %), 30 %: 1 800 € HT at 20 %, 1 200 € HT at 10 %", () => {
    const devis = invoiceTotals([line(600_000, 20), line(400_000, 10)]);
    const deposit = depositAmount(devis.ttcCents, { percent: 30 }, 0);
    expect(deposit).toBe(348_000);
    expect(depositSplit(devis, deposit)).toEqual([
      { rate: 20, htCents: 180_000, vatCents: 36_000 },
      { rate: 10, htCents: 120_000, vatCents: 12_000 },
    ]);
  });

  it.each([
    // [lines (HT, rate), deposit TTC]: the parts always add up to the deposit.
    [
      [
        [123_457, 20],
        [98_765, 10],
      ],
      33_333,
    ],
    [
      [
        [100_001, 20],
        [50_003, 10],
        [20_007, 5.5],
      ],
      77_777,
    ],
    [
      [
        [333_333, 10],
        [1, 20],
      ],
      100_000,
    ],
    [
      [
        [99_999, 5.5],
        [12_345, 20],
      ],
      50_001,
    ],
    [
      [
        [10_000, 20],
        [10_000, 0],
      ],
      3_001,
    ],
  ] as [number[][], number][])("%j, deposit %i cents: parts sum to it", (lines, deposit) => {
    const devis = invoiceTotals(lines.map(([ht, rate]) => line(ht, rate)));
    const parts = depositSplit(devis, deposit);
    expect(ttcOf(parts)).toBe(deposit);
    expect(parts.map((p) => p.rate)).toEqual(devis.byRate.map((r) => r.rate));
  });

  it("the devis' percentage by default, an amount TTC when given", () => {
    expect(depositAmount(116_000, {}, 40)).toBe(46_400);
    expect(depositAmount(116_000, { amountCents: 50_000 }, 40)).toBe(50_000);
  });

  it("largest remainders: the parts of a split always sum to the whole", () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(0, [0, 0])).toEqual([0, 0]);
  });
});

describe("the money model", () => {
  it("final invoice: net = TTC − deposits; due = net − payments − credit notes", () => {
    const lines = [line(600_000, 20), line(400_000, 10)];
    const deductions = [
      { number: "F-2026-0001", date: "2026-10-01", ttcCents: 200_000 },
      { number: "F-2026-0003", date: "2026-11-01", ttcCents: 100_000 },
    ];
    const money = invoiceMoney({ type: "solde", status: "emise", lines }, deductions, 0, 50_000);
    expect(money.totals.ttcCents).toBe(1_160_000);
    expect(money.netCents).toBe(860_000);
    expect(money.amountDueCents).toBe(810_000);
    expect(invoiceMoney({ type: "solde", status: "annulee", lines }, deductions, 0, 0).amountDueCents).toBe(0);
    expect(invoiceMoney({ type: "avoir", status: "emise", lines }, [], 0, 0).amountDueCents).toBe(0);
  });

  it("due dates, numbers, the operation's category", () => {
    expect(dueDateOf("facture", "2026-12-15", 30)).toBe("2027-01-14");
    expect(dueDateOf("acompte", "2026-12-15", 30)).toBe("2026-12-15");
    expect(invoiceNumber(2027, 12)).toBe("F-2027-0012");
    expect(operationCategory([line(1, 20, { kind: "fourniture" })])).toBe("Livraison de biens");
    expect(operationCategory([line(1, 20, { kind: "pose" }), line(1, 20, { kind: "fourniture" })])).toBe(
      "Livraison de biens et prestation de services",
    );
  });
});

describe("checks", () => {
  it("SIREN (Luhn) and IBAN (mod 97)", () => {
    expect(isValidSiren("732829320")).toBe(true);
    expect(isValidSiren("732829321")).toBe(false);
    expect(isValidIban("FR76 3000 6000 0112 3456 7890 189")).toBe(true);
    expect(isValidIban("FR76 3000 6000 0112 3456 7890 188")).toBe(false);
  });

  it("splits a written address; the client schema takes a string or the structure", () => {
    expect(splitAddress("12 rue des Lilas, 33000 Bordeaux")).toEqual({
      street: "12 rue des Lilas",
      postcode: "33000",
      city: "Bordeaux",
      country: "FR",
    });
    expect(invoiceClientSchema.parse({ name: "A", address: "3 allée X 33650 Saucats" }).address.city).toBe("Saucats");
  });

  it("names each missing mention in French", () => {
    const client = invoiceClientSchema.parse({ name: "Jeanne", address: "", siren: "123456789" });
    const labels = invoiceChecklist(businessSeed, { client, lines: [line(100, 0)] }).map((m) => m.field);
    expect(labels).toEqual(
      expect.arrayContaining([
        "siret",
        "registration",
        "bank.iban",
        "client.address.street",
        "client.siren",
        "lines.0.exemption",
      ]),
    );
  });
});
