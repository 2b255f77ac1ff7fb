import { describe, expect, it } from "vitest";
import { businessSeed } from "#domain/business.ts";
import { invoiceClientSchema, type InvoiceLine } from "#domain/invoices.ts";
import { buildInvoiceDocument, paymentTermsText } from "./document.ts";

const settings = {
  ...businessSeed,
  legalName: "Atelier Lartigue SARL",
  siret: "732 829 320 00074",
  vatNumber: "fr 44 732829320",
  bank: { iban: "FR7630006000011234567890189", bic: "AGRIFRPP", holder: "Atelier Lartigue SARL" },
};
const line = (over: Partial<InvoiceLine>): InvoiceLine => ({
  designation: "Pose",
  description: "",
  kind: "pose",
  quantity: 1,
  unit: "forfait",
  unitPriceCents: 100_000,
  vatRate: 20,
  exemption: null,
  ...over,
});
const base = {
  type: "solde" as const,
  number: "F-2026-0007",
  issueDate: "2026-12-01",
  dueDate: "2026-12-31",
  siteAddress: null,
  worksPeriod: null,
  devisNumber: "D-2026-0003",
  corrected: null,
  certification: null,
};

describe("the InvoiceDocument built at issue", () => {
  it("seller from « Entreprise », a business buyer addressed by his SIREN (scheme 0225), net of the deposits", () => {
    const client = invoiceClientSchema.parse({
      name: "Paul Roux",
      company: "SCI des Lilas",
      siren: "732 829 320",
      email: "compta@lilas.fr",
      address: "3 allée des Lilas, 33000 Bordeaux",
    });
    const doc = buildInvoiceDocument(settings, {
      ...base,
      client,
      lines: [line({}), line({ kind: "fourniture", vatRate: 0, exemption: "VATEX-EU-AE", unitPriceCents: 50_000 })],
      deductions: [{ number: "F-2026-0002", date: "2026-10-01", ttcCents: 30_000 }],
    });
    expect(doc.seller).toMatchObject({
      siren: "732829320",
      siret: "73282932000074",
      vatNumber: "FR44732829320",
      electronicAddress: { scheme: "0225", id: "732829320" },
      bank: settings.bank,
    });
    expect(doc.buyer).toMatchObject({ name: "SCI des Lilas", electronicAddress: { scheme: "0225", id: "732829320" } });
    expect(doc.buyer.address).toEqual({
      street: "3 allée des Lilas",
      postcode: "33000",
      city: "Bordeaux",
      country: "FR",
    });
    expect(doc.lines.map((l) => [l.position, l.totalHtCents, l.exemption?.code ?? null])).toEqual([
      [1, 100_000, null],
      [2, 50_000, "VATEX-EU-AE"],
    ]);
    expect(doc.totals).toMatchObject({ htCents: 150_000, vatCents: 20_000, ttcCents: 170_000 });
    expect(doc.totals.byRate.map((r) => [r.rate, r.baseCents, r.exemption?.code ?? null])).toEqual([
      [20, 100_000, null],
      [0, 50_000, "VATEX-EU-AE"],
    ]);
    expect(doc.netCents).toBe(140_000);
    expect(doc.paymentTerms).toBe("Paiement à 30 jours");
    expect(doc.latePenaltyRate).toBe("trois fois le taux d'intérêt légal");
  });

  it("a consumer has no electronic address; cheque only: no bank details; a deposit is due on receipt", () => {
    const client = invoiceClientSchema.parse({ name: "Jeanne", address: "1 rue A, 33650 Saucats" });
    const doc = buildInvoiceDocument(
      { ...settings, chequeOnly: true },
      { ...base, type: "acompte", client, lines: [line({})], deductions: [] },
    );
    expect(doc.buyer.electronicAddress).toBeNull();
    expect(doc.seller.bank).toBeNull();
    expect(doc.paymentTerms).toBe("À réception");
    expect(paymentTermsText("facture", 0)).toBe("À réception");
  });
});
