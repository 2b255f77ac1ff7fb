import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import {
  finalAfterDeposits,
  freeWithDebours,
  invoiceFixtures,
  partialCreditNote,
  plainConsumer,
} from "#tests/fixtures/invoices/documents.ts";
import { inspectPdf, renderFacturX, squeeze, xmlValues } from "#tests/fixtures/invoices/facturx-check.ts";
import type { InvoiceDocument } from "#domain/invoice-document.ts";

/** pdftotext, pdffonts, pdfinfo and qpdf: scripts/ensure-einvoicing.sh. */

async function facturx(doc: InvoiceDocument) {
  const { xml, pdf } = await renderFacturX(doc);
  return { xml, pdf, seen: await inspectPdf(pdf) };
}

describe("the invoice PDF (Factur-X PDF/A-3)", () => {
  it("prints every value of its XML", { timeout: 60_000 }, async () => {
    for (const [name, doc] of Object.entries(invoiceFixtures)) {
      const { xml, seen } = await facturx(doc);
      const text = squeeze(seen.text);
      const values = xmlValues(xml);
      expect(values.length, name).toBeGreaterThan(40);
      const missing = values.filter((v) => !text.includes(squeeze(v.printed)));
      expect(missing, name).toEqual([]);
    }
  });

  it("embeds every font, carries factur-x.xml and the PDF/A-3 and Factur-X XMP", { timeout: 30_000 }, async () => {
    const { xml, pdf, seen } = await facturx(finalAfterDeposits);
    expect(seen.allFontsEmbedded, seen.fontRows.join("\n")).toBe(true);
    expect(seen.attachments).toContain("factur-x.xml");
    for (const fact of [
      "<pdfaid:part>3</pdfaid:part>",
      "<pdfaid:conformance>B</pdfaid:conformance>",
      "<fx:DocumentType>INVOICE</fx:DocumentType>",
      "<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>",
      "<fx:Version>1.0</fx:Version>",
      "<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>",
    ])
      expect(seen.meta).toContain(fact);
    const loaded = await PDFDocument.load(pdf);
    const catalog = loaded.catalog.toString();
    expect(catalog).toMatch(/\/AF \[/);
    expect(catalog).toMatch(/\/OutputIntents/);
    expect(loaded.context.trailerInfo.ID?.toString()).toMatch(/^\[ <[0-9A-F]{32}> <[0-9A-F]{32}> \]$/i);
    expect(pdf.length).toBeGreaterThan(xml.length);
  });

  it("says every legal mention", { timeout: 30_000 }, async () => {
    const business = squeeze((await facturx(finalAfterDeposits)).seen.text);
    const consumer = squeeze((await facturx(plainConsumer)).seen.text);
    const cheque = squeeze((await facturx(freeWithDebours)).seen.text);
    const credit = squeeze((await facturx(partialCreditNote)).seen.text);
    for (const mention of [
      "Atelier Lartigue – SARL – au capital de 10 000 € – RCS Bordeaux 732 829 320",
      "SIREN 732829320 – SIRET 73282932000074",
      "N° de TVA intracommunautaire",
      "Assurance décennale : MAAF Assurances, Chaban, 79180 Chauray – couverture géographique : France métropolitaine",
      "Adresse du chantier (livraison) : Château Bel-Air",
      "Période des travaux : du 26 octobre 2026 au 24 novembre 2026",
      "Date d'émission : 27 novembre 2026",
      "Date d'échéance : 27 décembre 2026",
      "trois fois le taux d'intérêt légal",
      "Pas d'escompte pour paiement anticipé",
      "Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €",
      "Opération mixte : livraison de biens et prestation de services",
      "Option pour le paiement de la taxe d'après les débits",
      "Facture d'acompte n° F-2026-0002 du 1er octobre 2026",
      "Net à payer",
      "IBAN : FR76 3000 6000 0112 3456 7890 189",
      "Titulaire du compte : Atelier Lartigue SARL",
    ])
      expect(business).toContain(squeeze(mention));
    expect(consumer).not.toContain(squeeze("40 € (articles"));
    expect(consumer).toContain(squeeze("Attestation du client – TVA à taux réduit"));
    expect(consumer).toContain(squeeze("Date et signature du client"));
    expect(consumer).toContain(squeeze("TVA exigible à l'encaissement"));
    expect(cheque).toContain(squeeze("Règlement par chèque"));
    expect(cheque).toContain(squeeze("Exonération de TVA : Débours"));
    expect(credit).toContain(squeeze("Avoir sur la facture n° F-2026-0001 du 27 novembre 2026"));
  });

  it("paginates a long invoice, the table's header on every page", { timeout: 30_000 }, async () => {
    const { pdf, seen } = await facturx(invoiceFixtures["facture-longue"]);
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeGreaterThan(2);
    const perPage = seen.text.split("\f").filter((p) => p.trim());
    expect(perPage.filter((p) => p.includes("DÉSIGNATION")).length).toBeGreaterThanOrEqual(pages - 1);
    expect(seen.text).toContain(`page ${pages} / ${pages}`);
  });
});
