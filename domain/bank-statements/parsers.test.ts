import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cfonbAmountCents, csvMappingSchema, detectFormat, parseStatement, StatementError } from "./index.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/bank/${name}`, import.meta.url)));
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as StatementError;
  }
  throw new Error("aucune erreur");
};

/** The same five operations are in every fixture (10 to 14 March 2026). */
const expectedAmounts = [120000, 85000, 50000, 150000, -4590];
const csvMapping = csvMappingSchema.parse({
  name: "Banque test",
  separator: ";",
  dateColumn: "Date",
  dateFormat: "JJ/MM/AAAA",
  debitColumn: "Débit euros",
  creditColumn: "Crédit euros",
  decimalComma: true,
  labelColumn: "Libellé",
  referenceColumn: "Référence",
});

describe("CAMT.053", () => {
  const statement = parseStatement(fixture("camt053.xml"));

  it("reads the booked entries (a pending one is left out), credits positive, debits negative", () => {
    expect(statement.format).toBe("camt053");
    expect(statement.account).toEqual({ iban: "FR7630006000011234567890189", number: null, currency: "EUR" });
    expect(statement.transactions.map((t) => t.amountCents)).toEqual(expectedAmounts);
    expect(statement.transactions.map((t) => t.bookingDate)).toEqual([
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
    ]);
  });

  it("keeps the structured reference, the free text, the payer and the bank's reference", () => {
    const [rf, text, , grouped] = statement.transactions;
    expect(rf).toMatchObject({
      structuredReference: "RF12F20260001",
      bankRef: "CAMT-0310-0001",
      counterpartyName: "DUPONT JEAN",
      line: 15,
    });
    expect(text).toMatchObject({
      remittance: "Reglement facture F20260002 escalier",
      label: "VIR SEPA RECU DE SCI LES PINS",
    });
    expect(grouped).toMatchObject({ structuredReference: "RF28F20260004", remittance: "RF28F20260004 RF98F20260005" });
  });

  it("names the line of an unreadable amount, and of broken XML", () => {
    expect(errorOf(() => parseStatement(fixture("camt053-broken.xml"))).message).toBe("Ligne 50 : montant illisible");
    const broken = new TextEncoder().encode(
      '<?xml version="1.0"?>\n<Document>\n<BkToCstmrStmt>\n<Stmt>\n</Document>\n',
    );
    const error = errorOf(() => parseStatement(broken));
    expect(error).toBeInstanceOf(StatementError);
    expect(error.message).toMatch(/^Ligne 5 : XML illisible/);
    const entities = '<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY a "aaaa">]>\n<Document><BkToCstmrStmt/></Document>';
    expect(errorOf(() => parseStatement(new TextEncoder().encode(entities))).message).toBe(
      "Ligne 2 : déclaration DOCTYPE refusée dans un relevé",
    );
  });
});

describe("CFONB 120", () => {
  it("decodes the sign letter of the last digit and the decimals count", () => {
    expect(cfonbAmountCents("0000000012000{", 2)).toBe(120000);
    expect(cfonbAmountCents("0000000000459}", 2)).toBe(-4590);
    expect(cfonbAmountCents("0000000000012E", 0)).toBe(12500);
    expect(cfonbAmountCents("0000000001234}", 3)).toBe(-1234);
    expect(cfonbAmountCents("0000000000012R", 3)).toBeNull();
    expect(cfonbAmountCents("00000000000129", 2)).toBeNull();
  });

  it("reads the movements (04) with their complements (05), not the balances (01, 07)", () => {
    const statement = parseStatement(fixture("cfonb120.txt"));
    expect(statement.format).toBe("cfonb120");
    expect(statement.account.number).toBe("30006 00001 12345678901");
    expect(statement.transactions.map((t) => t.amountCents)).toEqual(expectedAmounts);
    expect(statement.transactions[0]).toMatchObject({
      line: 2,
      bookingDate: "2026-03-10",
      valueDate: "2026-03-10",
      label: "VIR SEPA DUPONT JEAN",
      counterpartyName: "DUPONT JEAN",
      remittance: "RF12 F202 6000 1",
      bankRef: "CF0310A1",
    });
    expect(statement.transactions[1]!.remittance).toBe("Reglement facture F-2026-0002");
  });

  it("names the line of an unreadable amount, of an unknown record, of a complement without movement", () => {
    expect(errorOf(() => parseStatement(fixture("cfonb120-broken.txt"))).message).toBe("Ligne 8 : montant illisible");
    const lines = new TextDecoder().decode(fixture("cfonb120.txt")).split("\r\n");
    const unknown = [...lines.slice(0, 3), "09" + lines[3]!.slice(2), ...lines.slice(4)].join("\r\n");
    expect(errorOf(() => parseStatement(new TextEncoder().encode(unknown), { format: "cfonb120" })).message).toMatch(
      /^Ligne 4 : code d'enregistrement « 09 »/,
    );
    const orphan = [lines[0], lines[2]].join("\n");
    expect(errorOf(() => parseStatement(new TextEncoder().encode(orphan))).message).toBe(
      "Ligne 2 : complément (05) sans opération (04) avant lui",
    );
  });

  it("reads a file without line breaks (records of 120 characters end to end)", () => {
    const flat = new TextDecoder().decode(fixture("cfonb120.txt")).replace(/\r\n/g, "");
    expect(parseStatement(new TextEncoder().encode(flat)).transactions).toHaveLength(5);
  });
});

describe("OFX", () => {
  it("reads OFX 1 (SGML, decimal comma) and OFX 2 (XML) alike, FITID as the bank's reference", () => {
    for (const name of ["ofx1.ofx", "ofx2.ofx"]) {
      const statement = parseStatement(fixture(name));
      expect(statement.format).toBe("ofx");
      expect(statement.account).toMatchObject({ number: "30006 00001 12345678901", currency: "EUR" });
      expect(statement.transactions.map((t) => t.amountCents)).toEqual(expectedAmounts);
      expect(statement.transactions[0]).toMatchObject({
        bookingDate: "2026-03-10",
        bankRef: "OFX2026031001",
        remittance: "RF12F20260001",
        label: "VIR SEPA DUPONT JEAN",
      });
    }
  });

  it("names the line of an unreadable amount; refuses at once a tag long enough to stall the parser", () => {
    expect(errorOf(() => parseStatement(fixture("ofx1-broken.ofx"))).message).toBe("Ligne 62 : montant illisible");
    const started = performance.now();
    const stall = new TextEncoder().encode(`OFXHEADER:100\n<OFX>\n<${"A".repeat(40)}>x\n</OFX>\n`);
    expect(errorOf(() => parseStatement(stall)).message).toBe("Ligne 3 : balise OFX anormalement longue");
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("CSV", () => {
  it("reads with the bank's mapping: header below the account lines, debit and credit, decimal comma, Windows-1252", () => {
    const statement = parseStatement(fixture("releve.csv"), { format: "csv", csvMapping });
    expect(statement.transactions.map((t) => t.amountCents)).toEqual(expectedAmounts);
    expect(statement.transactions[1]).toMatchObject({
      line: 5,
      bookingDate: "2026-03-11",
      label: 'VIR SEPA SCI LES PINS "Reglement facture F-2026-0002"',
      bankRef: "CSV0311A",
    });
  });

  it("reads a comma-separated export with one signed amount column and ISO dates", () => {
    const mapping = csvMappingSchema.parse({
      name: "Autre",
      separator: ",",
      dateColumn: "date",
      dateFormat: "AAAA-MM-JJ",
      amountColumn: "amount",
      decimalComma: false,
      labelColumn: "label",
    });
    const text = 'date,label,amount\n2026-03-10,"VIR DUPONT, JEAN",1200.00\n2026-03-14,PRLV EDF,-45.9\n';
    const statement = parseStatement(new TextEncoder().encode(text), { csvMapping: mapping });
    expect(statement.transactions.map((t) => [t.label, t.amountCents])).toEqual([
      ["VIR DUPONT, JEAN", 120000],
      ["PRLV EDF", -4590],
    ]);
  });

  it("names the line of an unreadable amount; a mapping with neither amount nor debit/credit is refused", () => {
    expect(errorOf(() => parseStatement(fixture("releve-broken.csv"), { format: "csv", csvMapping })).message).toBe(
      "Ligne 6 : montant illisible",
    );
    const bad = csvMappingSchema.safeParse({ name: "X", dateColumn: "Date", labelColumn: "Libellé" });
    expect(bad.success).toBe(false);
  });
});

describe("the format of a file", () => {
  it("is found from the content, not the name", () => {
    const text = (name: string) => new TextDecoder("windows-1252").decode(fixture(name));
    expect(
      ["camt053.xml", "cfonb120.txt", "ofx1.ofx", "ofx2.ofx", "releve.csv"].map((n) => detectFormat(text(n))),
    ).toEqual(["camt053", "cfonb120", "ofx", "ofx", null]);
    expect(errorOf(() => parseStatement(fixture("releve.csv"))).message).toBe(
      "Ligne 1 : format non reconnu (CAMT.053, CFONB 120, OFX ou CSV attendu)",
    );
  });
});
