import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  invoiceNumbersIn,
  isValidRfReference,
  matchCredit,
  rfReferencesIn,
  type BankCredit,
  type OpenInvoice,
} from "./bank-matching.ts";
import { csvMappingSchema, parseStatement } from "./bank-statements/index.ts";

const invoice = (n: number, reference: string | null, clientName: string, amountDueCents: number): OpenInvoice => ({
  id: n,
  number: `F-2026-${String(n).padStart(4, "0")}`,
  reference,
  clientName,
  amountDueCents,
});
const open = [
  invoice(1, "RF12F20260001", "Jean Dupont", 120000),
  invoice(2, "RF82F20260002", "SCI Les Pins", 85000),
  invoice(3, "RF55F20260003", "Paul Martin", 50000),
  invoice(4, "RF28F20260004", "Bernard SARL", 90000),
  invoice(5, "RF98F20260005", "Bernard SARL", 60000),
  invoice(6, "RF71F20260006", "Claire Roux", 50000),
  invoice(7, "RF44F20260007", "Élodie Lefèvre", 33000),
];
const credit = (amountCents: number, remittance: string, extra: Partial<BankCredit> = {}): BankCredit => ({
  amountCents,
  label: "VIR SEPA",
  remittance,
  structuredReference: null,
  counterpartyName: null,
  ...extra,
});

describe("references and invoice numbers in a text", () => {
  it("checks the ISO 11649 mod-97 and tolerates spaces", () => {
    expect(isValidRfReference("RF12F20260001")).toBe(true);
    expect(isValidRfReference("RF13F20260001")).toBe(false);
    expect(isValidRfReference("RF18539007547034")).toBe(true); // the standard's own example
    expect(rfReferencesIn("Virement RF12 F202 6000 1 merci")).toEqual(["RF12F20260001"]);
    expect(rfReferencesIn("ref RF13F20260001")).toEqual([]);
    expect(rfReferencesIn("Fact. RF28F20260004, RF98F20260005.")).toEqual(["RF28F20260004", "RF98F20260005"]);
  });

  it("finds F-2026-0001, F2026-0001 and F20260001 alike", () => {
    expect(invoiceNumbersIn("fact F-2026-0001, F2026-0002 et F20260003")).toEqual([
      "F20260001",
      "F20260002",
      "F20260003",
    ]);
    expect(invoiceNumbersIn("SIRF20260001X")).toEqual([]);
  });
});

describe("matching a credit", () => {
  it("matches by the structured reference when the amount is the amount due", () => {
    const result = matchCredit(credit(120000, "", { structuredReference: "RF12F20260001" }), open);
    expect(result).toMatchObject({
      kind: "matched",
      rule: "reference",
      allocations: [{ invoiceId: 1, amountCents: 120000 }],
    });
  });

  it("finds the reference in the free text; a wrong check digit is not a reference", () => {
    expect(matchCredit(credit(85000, "paiement RF82 F202 6000 2"), open)).toMatchObject({
      kind: "matched",
      rule: "reference",
    });
    expect(matchCredit(credit(85000, "paiement RF83F20260002"), open).kind).not.toBe("matched");
  });

  it("matches by the invoice number when exactly one open invoice has it", () => {
    const result = matchCredit(credit(85000, "Reglement facture F20260002"), open);
    expect(result).toMatchObject({
      kind: "matched",
      rule: "number",
      allocations: [{ invoiceId: 2, amountCents: 85000 }],
    });
    expect(matchCredit(credit(12345, "Reglement facture F-2026-0099"), open).kind).toBe("none");
  });

  it("leaves a partial payment to confirm, proposing it on the invoice", () => {
    const result = matchCredit(credit(40000, "", { structuredReference: "RF12F20260001" }), open);
    expect(result).toMatchObject({
      kind: "to_confirm",
      candidates: [1],
      proposal: [{ invoiceId: 1, amountCents: 40000 }],
    });
    expect(result.reason).toContain("paiement partiel");
  });

  it("proposes a split for a grouped payment whose references add up, without recording it", () => {
    const result = matchCredit(credit(150000, "RF28F20260004 RF98F20260005"), open);
    expect(result).toMatchObject({
      kind: "to_confirm",
      proposal: [
        { invoiceId: 4, amountCents: 90000 },
        { invoiceId: 5, amountCents: 60000 },
      ],
    });
    expect(matchCredit(credit(140000, "RF28F20260004 RF98F20260005"), open)).toMatchObject({
      kind: "to_confirm",
      proposal: [],
    });
  });

  it("matches a unique amount due with the client's name (any order, accents ignored)", () => {
    const result = matchCredit(credit(33000, "", { label: "VIR SEPA LEFEVRE ELODIE" }), open);
    expect(result).toMatchObject({ kind: "matched", rule: "amount_name", allocations: [{ invoiceId: 7 }] });
  });

  it("never matches automatically when two invoices have that amount due, or the name is missing", () => {
    const two = matchCredit(credit(50000, "Acompte menuiserie", { counterpartyName: "MARTIN PAUL" }), open);
    expect(two).toMatchObject({ kind: "to_confirm", candidates: [3, 6] });
    expect(matchCredit(credit(33000, "Acompte"), open)).toMatchObject({
      kind: "to_confirm",
      candidates: [7],
      proposal: [],
    });
  });

  it("does nothing with a debit or a credit nothing fits", () => {
    expect(matchCredit(credit(-4590, "RF12F20260001"), open).kind).toBe("none");
    expect(matchCredit(credit(1234, "Remboursement assurance"), open).kind).toBe("none");
  });
});

describe("the four fixtures give the same decisions", () => {
  const fixture = (name: string) =>
    new Uint8Array(readFileSync(new URL(`../tests/fixtures/bank/${name}`, import.meta.url)));
  const csvMapping = csvMappingSchema.parse({
    name: "Banque test",
    dateColumn: "Date",
    debitColumn: "Débit euros",
    creditColumn: "Crédit euros",
    labelColumn: "Libellé",
  });
  it.each(["camt053.xml", "cfonb120.txt", "ofx1.ofx", "ofx2.ofx", "releve.csv"])("%s", (name) => {
    const { transactions } = parseStatement(fixture(name), { csvMapping });
    const decisions = transactions.map((t) => {
      const r = matchCredit(t, open);
      return r.kind === "matched" ? `${r.rule}:${r.allocations.map((a) => a.invoiceId).join("+")}` : r.kind;
    });
    expect(decisions).toEqual(["reference:1", "number:2", "to_confirm", "to_confirm", "none"]);
  });
});
