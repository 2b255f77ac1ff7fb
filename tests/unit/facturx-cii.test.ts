import { describe, expect, it } from "vitest";
import {
  deposit1,
  finalAfterDeposits,
  freeWithDebours,
  fullCreditNote,
  invoiceFixtures,
  plainConsumer,
} from "#tests/fixtures/invoices/documents.ts";
import { renderCii, xmlEscape } from "#server/modules/invoices/facturx/cii.ts";

const count = (xml: string, s: string) => xml.split(s).length - 1;
const frame = (xml: string) => /<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>(\w+)</.exec(xml)?.[1];

describe("renderCii (Factur-X EN 16931, French rules)", () => {
  it("writes one note per subject code and the BAR treatment", () => {
    for (const doc of Object.values(invoiceFixtures)) {
      const xml = renderCii(doc);
      for (const code of ["PMT", "PMD", "AAB", "BAR", "REG"])
        expect(count(xml, `<ram:SubjectCode>${code}</ram:SubjectCode>`), `${doc.number} ${code}`).toBe(1);
      expect(xml).toContain("<ram:ID>urn:cen.eu:en16931:2017</ram:ID>");
    }
    expect(renderCii(plainConsumer)).toContain("<ram:Content>B2C</ram:Content>");
    expect(renderCii(deposit1)).toContain("<ram:Content>B2B</ram:Content>");
  });

  it("sets the billing frame BT-23: 4 only on a final invoice after deposits, never on a deposit", () => {
    expect(frame(renderCii(plainConsumer))).toBe("M1");
    expect(frame(renderCii(deposit1))).toBe("S1");
    expect(frame(renderCii(finalAfterDeposits))).toBe("M4");
    expect(frame(renderCii(freeWithDebours))).toBe("M1");
    expect(frame(renderCii({ ...finalAfterDeposits, deductions: [] }))).toBe("M1");
    const paid = renderCii(invoiceFixtures["facture-acquittee"]);
    expect(frame(paid)).toBe("S2");
    expect(paid).toContain("<ram:DuePayableAmount>0.00</ram:DuePayableAmount>");
  });

  it("deducts the deposits in BT-113 and references each of them in BG-3", () => {
    const xml = renderCii(finalAfterDeposits);
    const prepaid = finalAfterDeposits.deductions.reduce((s, d) => s + d.ttcCents, 0);
    expect(xml).toContain(`<ram:TotalPrepaidAmount>${(prepaid / 100).toFixed(2)}</ram:TotalPrepaidAmount>`);
    expect(xml).toContain(
      `<ram:DuePayableAmount>${(finalAfterDeposits.netCents / 100).toFixed(2)}</ram:DuePayableAmount>`,
    );
    for (const d of finalAfterDeposits.deductions)
      expect(xml).toContain(
        `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${d.number}</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${d.date.replaceAll("-", "")}</qdt:DateTimeString>`,
      );
    expect(renderCii(deposit1)).not.toContain("TotalPrepaidAmount");
    expect(renderCii(deposit1)).toContain("<ram:TypeCode>386</ram:TypeCode>");
  });

  it("references the corrected invoice of a credit note (381)", () => {
    const xml = renderCii(fullCreditNote);
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(xml).toContain("<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>F-2026-0004</ram:IssuerAssignedID>");
  });

  it("identifies the seller by SIREN (0002) and a business buyer by a 0225 address from his SIREN", () => {
    const xml = renderCii(deposit1);
    expect(xml).toContain('<ram:ID schemeID="0002">732829320</ram:ID>');
    expect(xml).toContain('<ram:URIID schemeID="0225">732829320</ram:URIID>');
    expect(xml).toContain('<ram:URIID schemeID="0225">987654324</ram:URIID>');
    // A business client known by his e-mail only still gets the 0225 address of his SIREN (BR-FR-21).
    const byMail = renderCii({
      ...deposit1,
      buyer: { ...deposit1.buyer, electronicAddress: { scheme: "EM", id: "compta@chais-aquitaine.example" } },
    });
    expect(byMail).toContain('<ram:URIID schemeID="0225">987654324</ram:URIID>');
    expect(renderCii(plainConsumer)).toContain('<ram:URIID schemeID="EM">jeanne.dubreuil@example.fr</ram:URIID>');
  });

  it("says when VAT is due (BT-8): 72 on receipts, 5 on débits", () => {
    expect(renderCii(plainConsumer)).toContain("<ram:DueDateTypeCode>72</ram:DueDateTypeCode>");
    expect(renderCii(finalAfterDeposits)).toContain("<ram:DueDateTypeCode>5</ram:DueDateTypeCode>");
  });

  it("gives a 0 % line its exemption reason and code", () => {
    const xml = renderCii(freeWithDebours);
    expect(xml).toContain(
      "<ram:CategoryCode>E</ram:CategoryCode><ram:ExemptionReasonCode>VATEX-EU-79-C</ram:ExemptionReasonCode>",
    );
    expect(xml).toMatch(/<ram:ExemptionReason>Débours refacturés/);
    expect(xml).toContain("<ram:TypeCode>20</ram:TypeCode>");
  });

  it("escapes the text", () => {
    expect(xmlEscape(`a < b & "c" > 'd'\u0001`)).toBe("a &lt; b &amp; &quot;c&quot; &gt; &apos;d&apos;");
    const xml = renderCii(plainConsumer);
    expect(xml).toContain("fibre de bois &lt; 200 mm &gt;");
    expect(renderCii(finalAfterDeposits)).toContain("Les Chais d&apos;Aquitaine &amp; Fils");
  });
});
