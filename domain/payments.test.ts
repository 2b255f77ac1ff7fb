import { describe, expect, it } from "vitest";
import { epcPayload, isRfReference, rfPrinted, rfReference } from "./payments.ts";

describe("the RF creditor reference (ISO 11649)", () => {
  it("is RF, two check digits and the invoice number's letters and digits; passes its mod-97 check", () => {
    // The standard's own example: RF18 5390 0754 7034.
    expect(isRfReference("RF18 5390 0754 7034")).toBe(true);
    expect(isRfReference("RF19 5390 0754 7034")).toBe(false);
    const ref = rfReference("F-2026-0001");
    expect(ref).toMatch(/^RF\d{2}F20260001$/);
    expect(isRfReference(ref)).toBe(true);
    expect(rfPrinted(ref)).toBe(`${ref.slice(0, 4)} F202 6000 1`);
  });
});

describe("the EPC QR code's text (EPC069-12 version 002)", () => {
  const base = {
    bic: "AGRI FRPP",
    name: "Atelier Lartigue SARL",
    iban: "FR76 3000 6000 0112 3456 7890 189",
    amountCents: 841_800,
    reference: rfReference("F-2026-0002"),
  };

  it("has the twelve-line layout's first ten lines: service tag, version, UTF-8, SCT, BIC, name, IBAN, amount, no purpose, reference", () => {
    expect(epcPayload(base).split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "AGRIFRPP",
      "Atelier Lartigue SARL",
      "FR7630006000011234567890189",
      "EUR8418.00",
      "",
      base.reference,
    ]);
    expect(epcPayload({ ...base, amountCents: 5 }).split("\n")[7]).toBe("EUR0.05");
  });

  it("cuts the name at 70 characters (never in the middle of one) and stays within 331 bytes", () => {
    const long = epcPayload({ ...base, name: "É".repeat(100) });
    expect(long.split("\n")[5]).toBe("É".repeat(70));
    expect(new TextEncoder().encode(long).length).toBeLessThanOrEqual(331);
    // A character beyond the 16-bit range is kept whole or left out, never half of it.
    const emoji = epcPayload({ ...base, name: `${"a".repeat(69)}🪵🪵` }).split("\n")[5];
    expect(emoji).toBe(`${"a".repeat(69)}🪵`);
  });

  it("refuses a text over 331 bytes rather than print a code banks reject", () => {
    expect(() => epcPayload({ ...base, name: "🪵".repeat(70), iban: "X".repeat(40), bic: "B".repeat(11) })).toThrow(
      "331",
    );
  });
});
