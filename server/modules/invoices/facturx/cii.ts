import {
  invoiceTypeCode,
  type ElectronicAddress,
  type InvoiceDocument,
  type PostalAddress,
} from "#domain/invoice-document.ts";
import {
  barTreatment,
  billingFrame,
  isBusinessBuyer,
  legalNotes,
  paidAndDue,
  sellerLegalInfo,
  unitCode,
  vatCategory,
  vatDueDateCode,
  xmlAmount,
  xmlDay,
  xmlDecimal,
} from "./facturx-terms.ts";

/**
 * The invoice as a Cross Industry Invoice (UN/CEFACT CII D16B), Factur-X 1.09 profile EN 16931
 * (guideline `urn:cen.eu:en16931:2017`) with the French rules (BR-FR, docs/factures.md): the notes
 * PMT, PMD, AAB, REG and BAR, the billing frame BT-23, the seller's SIREN (scheme 0002), electronic
 * addresses (scheme 0225 for a business client), BT-8, deposits in BT-113 and BG-3, the corrected
 * invoice of a credit note in BG-3. A pure function of the document.
 */

/** XML text: & < > " ' escaped; control characters (other than tab and line breaks) removed. */
export function xmlEscape(value: string): string {
  return [...value]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return (code >= 0x20 || c === "\t" || c === "\n" || c === "\r") && code !== 0xfffe && code !== 0xffff;
    })
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

type Attrs = Record<string, string>;
/** One element: text content (escaped), or children (already XML); nothing when the text is empty. */
function el(name: string, content: string | string[], attrs: Attrs = {}): string {
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join("");
  if (Array.isArray(content)) {
    const inner = content.filter(Boolean).join("");
    return inner ? `<ram:${name}${a}>${inner}</ram:${name}>` : "";
  }
  return content === "" ? "" : `<ram:${name}${a}>${xmlEscape(content)}</ram:${name}>`;
}
const amount = (name: string, cents: number, attrs: Attrs = {}) => el(name, xmlAmount(cents), attrs);
const dateTime = (name: string, day: string) =>
  `<ram:${name}><udt:DateTimeString format="102">${xmlDay(day)}</udt:DateTimeString></ram:${name}>`;
const formattedDate = (day: string) =>
  `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${xmlDay(day)}</qdt:DateTimeString></ram:FormattedIssueDateTime>`;
const note = (content: string, subject = "") =>
  el("IncludedNote", [el("Content", content), el("SubjectCode", subject)]);

function address(a: PostalAddress): string {
  return el("PostalTradeAddress", [
    el("PostcodeCode", a.postcode),
    el("LineOne", a.street),
    el("CityName", a.city),
    el("CountryID", a.country || "FR"),
  ]);
}
const uri = (e: ElectronicAddress | null) =>
  e && e.id ? el("URIUniversalCommunication", [el("URIID", e.id, { schemeID: e.scheme })]) : "";

function seller(doc: InvoiceDocument): string {
  const s = doc.seller;
  return el("SellerTradeParty", [
    s.siret ? el("GlobalID", s.siret, { schemeID: "0009" }) : "",
    el("Name", s.name),
    el("SpecifiedLegalOrganization", [el("ID", s.siren, { schemeID: "0002" })]),
    s.phone || s.email
      ? el("DefinedTradeContact", [
          el("PersonName", s.name),
          s.phone ? el("TelephoneUniversalCommunication", [el("CompleteNumber", s.phone)]) : "",
          s.email ? el("EmailURIUniversalCommunication", [el("URIID", s.email)]) : "",
        ])
      : "",
    address(s.address),
    uri(s.electronicAddress),
    s.vatNumber ? el("SpecifiedTaxRegistration", [el("ID", s.vatNumber, { schemeID: "VA" })]) : "",
    // A seller without a VAT number (franchise) gives its SIREN as its tax registration (BR-E-02).
    s.vatNumber ? "" : el("SpecifiedTaxRegistration", [el("ID", s.siren, { schemeID: "FC" })]),
  ]);
}

/** The buyer's electronic address (BT-49): scheme 0225 from his SIREN for a business client
 * (BR-FR-21), else his own address or his e-mail. */
export function buyerElectronicAddress(doc: InvoiceDocument): ElectronicAddress | null {
  const b = doc.buyer;
  if (isBusinessBuyer(doc))
    return b.electronicAddress?.scheme === "0225" && b.electronicAddress.id.startsWith(b.siren)
      ? b.electronicAddress
      : { scheme: "0225", id: b.siren };
  return b.electronicAddress ?? (b.email ? { scheme: "EM", id: b.email } : null);
}

function buyer(doc: InvoiceDocument): string {
  const b = doc.buyer;
  return el("BuyerTradeParty", [
    el("Name", b.name),
    b.siren ? el("SpecifiedLegalOrganization", [el("ID", b.siren, { schemeID: "0002" })]) : "",
    b.email ? el("DefinedTradeContact", [el("EmailURIUniversalCommunication", [el("URIID", b.email)])]) : "",
    address(b.address),
    uri(buyerElectronicAddress(doc)),
    b.vatNumber ? el("SpecifiedTaxRegistration", [el("ID", b.vatNumber, { schemeID: "VA" })]) : "",
  ]);
}

function lineItem(doc: InvoiceDocument, line: InvoiceDocument["lines"][number]): string {
  return el("IncludedSupplyChainTradeLineItem", [
    el("AssociatedDocumentLineDocument", [el("LineID", String(line.position))]),
    el("SpecifiedTradeProduct", [el("Name", line.designation), el("Description", line.description)]),
    el("SpecifiedLineTradeAgreement", [el("NetPriceProductTradePrice", [amount("ChargeAmount", line.unitPriceCents)])]),
    el("SpecifiedLineTradeDelivery", [
      el("BilledQuantity", xmlDecimal(line.quantity), { unitCode: unitCode(line.unit) }),
    ]),
    el("SpecifiedLineTradeSettlement", [
      el("ApplicableTradeTax", [
        el("TypeCode", "VAT"),
        el("CategoryCode", vatCategory(line.vatRate, line.exemption)),
        el("RateApplicablePercent", xmlDecimal(line.vatRate)),
      ]),
      el("SpecifiedTradeSettlementLineMonetarySummation", [amount("LineTotalAmount", line.totalHtCents)]),
    ]),
  ]);
}

function paymentMeans(doc: InvoiceDocument): string {
  const bank = doc.seller.bank;
  if (!bank) return el("SpecifiedTradeSettlementPaymentMeans", [el("TypeCode", "20"), el("Information", "Chèque")]);
  return el("SpecifiedTradeSettlementPaymentMeans", [
    el("TypeCode", "58"),
    el("Information", "Virement SEPA"),
    el("PayeePartyCreditorFinancialAccount", [el("IBANID", bank.iban), el("AccountName", bank.holder)]),
    bank.bic ? el("PayeeSpecifiedCreditorFinancialInstitution", [el("BICID", bank.bic)]) : "",
  ]);
}

function settlement(doc: InvoiceDocument): string {
  const t = doc.totals;
  const { prepaidCents, dueCents } = paidAndDue(doc);
  const referenced = doc.corrected ? [doc.corrected] : doc.deductions;
  return el("ApplicableHeaderTradeSettlement", [
    el("PaymentReference", doc.paymentReference ?? ""),
    el("InvoiceCurrencyCode", "EUR"),
    paymentMeans(doc),
    ...t.byRate.map((r) =>
      el("ApplicableTradeTax", [
        amount("CalculatedAmount", r.vatCents),
        el("TypeCode", "VAT"),
        el("ExemptionReason", r.rate === 0 ? (r.exemption?.reason ?? "") : ""),
        amount("BasisAmount", r.baseCents),
        el("CategoryCode", vatCategory(r.rate, r.exemption)),
        el("ExemptionReasonCode", r.rate === 0 ? (r.exemption?.code ?? "") : ""),
        el("DueDateTypeCode", vatDueDateCode(doc)),
        el("RateApplicablePercent", xmlDecimal(r.rate)),
      ]),
    ),
    doc.worksPeriod
      ? el("BillingSpecifiedPeriod", [
          dateTime("StartDateTime", doc.worksPeriod.start),
          dateTime("EndDateTime", doc.worksPeriod.end),
        ])
      : "",
    el("SpecifiedTradePaymentTerms", [el("Description", doc.paymentTerms), dateTime("DueDateDateTime", doc.dueDate)]),
    el("SpecifiedTradeSettlementHeaderMonetarySummation", [
      amount("LineTotalAmount", t.htCents),
      amount("TaxBasisTotalAmount", t.htCents),
      amount("TaxTotalAmount", t.vatCents, { currencyID: "EUR" }),
      amount("GrandTotalAmount", t.ttcCents),
      prepaidCents ? amount("TotalPrepaidAmount", prepaidCents) : "",
      amount("DuePayableAmount", dueCents),
    ]),
    ...referenced.map((r) =>
      el("InvoiceReferencedDocument", [el("IssuerAssignedID", r.number), formattedDate(r.date)]),
    ),
  ]);
}

/** The Factur-X XML (CII, profile EN 16931) of an issued invoice. */
export function renderCii(doc: InvoiceDocument): string {
  const notes = [
    ...legalNotes(doc).map((n) => note(n.content, n.code)),
    note(sellerLegalInfo(doc), "REG"),
    note(barTreatment(doc), "BAR"),
  ];
  const body = [
    `<rsm:ExchangedDocumentContext>`,
    el("BusinessProcessSpecifiedDocumentContextParameter", [el("ID", billingFrame(doc))]),
    el("GuidelineSpecifiedDocumentContextParameter", [el("ID", "urn:cen.eu:en16931:2017")]),
    `</rsm:ExchangedDocumentContext>`,
    `<rsm:ExchangedDocument>`,
    el("ID", doc.number),
    el("TypeCode", invoiceTypeCode[doc.type]),
    dateTime("IssueDateTime", doc.issueDate),
    ...notes,
    `</rsm:ExchangedDocument>`,
    `<rsm:SupplyChainTradeTransaction>`,
    ...doc.lines.map((line) => lineItem(doc, line)),
    el("ApplicableHeaderTradeAgreement", [
      seller(doc),
      buyer(doc),
      doc.devisNumber ? el("ContractReferencedDocument", [el("IssuerAssignedID", doc.devisNumber)]) : "",
    ]),
    // Where the works are: the chantier's address, else the client's.
    el("ApplicableHeaderTradeDelivery", [
      el("ShipToTradeParty", [el("Name", doc.buyer.name), address(doc.deliveryAddress ?? doc.buyer.address)]),
    ]),
    settlement(doc),
    `</rsm:SupplyChainTradeTransaction>`,
  ];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"` +
      ` xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"` +
      ` xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"` +
      ` xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">`,
    ...body.filter(Boolean),
    `</rsm:CrossIndustryInvoice>`,
    "",
  ].join("\n");
}
