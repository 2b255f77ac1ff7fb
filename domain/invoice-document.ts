/**
 * The issued invoice as one typed document: everything the Factur-X XML (CII, EN 16931 + French rules)
 * and the printed PDF say, and nothing else. The invoices module builds it from its rows and the
 * « Entreprise » settings at issue; the PDF and the XML are rendered from it alone, so every value of
 * the XML also appears in the PDF's text (docs/factures.md).
 *
 * Amounts are integer cents (HT unless named TTC); rates are percents (20, 10, 5.5, 0); dates are Paris
 * days « YYYY-MM-DD ».
 */

export const invoiceTypes = ["facture", "acompte", "solde", "avoir"] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/** UNTDID 1001: 380 commercial invoice (a final invoice too), 386 prepayment (deposit), 381 credit note. */
export const invoiceTypeCode: Record<InvoiceType, "380" | "386" | "381"> = {
  facture: "380",
  acompte: "386",
  solde: "380",
  avoir: "381",
};

/** Goods (« fourniture ») or services (« main-d-oeuvre », « pose »): decides « Prestation de services »,
 * « Livraison de biens » or mixed, and the French BT-23 billing frame (B, S or M). */
export const lineKinds = ["fourniture", "main-d-oeuvre", "pose"] as const;
export type LineKind = (typeof lineKinds)[number];

export interface PostalAddress {
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, « FR » for France. */
  country: string;
}

/** An electronic address (BT-34 / BT-49): scheme 0225 (French SIREN-based addressing) or EM (e-mail). */
export interface ElectronicAddress {
  scheme: "0225" | "EM";
  id: string;
}

export interface InvoiceSeller {
  name: string;
  /** « SARL », « EURL », « Entreprise individuelle »… */
  legalForm: string;
  /** « 10 000 € »; "" for a sole trader. */
  capital: string;
  siren: string;
  siret: string;
  /** « RCS Bordeaux 123 456 789 » or « RM 33 … ». */
  registration: string;
  /** FR + key + SIREN; "" when not liable (franchise: then every line is 0 % with its exemption). */
  vatNumber: string;
  address: PostalAddress;
  email: string;
  phone: string;
  electronicAddress: ElectronicAddress;
  /** Décennale (loi 96-603 art. 22-2): insurer, its contact, the coverage (geographic). */
  insurance: { insurer: string; contact: string; coverage: string };
  /** Bank transfer details; null when the firm is paid by cheque only (then `chequeOnly` is true). */
  bank: { iban: string; bic: string; holder: string } | null;
  chequeOnly: boolean;
  /** « Option pour le paiement de la taxe d'après les débits » (BT-8 code 5 instead of 72). */
  vatOnDebits: boolean;
}

export interface InvoiceBuyer {
  name: string;
  /** Given for a business client (B2B): 9 digits, Luhn-checked before issue. */
  siren: string;
  vatNumber: string;
  address: PostalAddress;
  email: string;
  /** B2B only: scheme 0225 from the SIREN, or the e-mail (EM) until his platform's address is known. */
  electronicAddress: ElectronicAddress | null;
}

export interface InvoiceDocumentLine {
  /** 1, 2, 3… (BT-126). */
  position: number;
  designation: string;
  description: string;
  kind: LineKind;
  /** Up to 3 decimals. */
  quantity: number;
  /** The French label printed (« u », « m² », « h », « forfait »…). */
  unit: string;
  unitPriceCents: number;
  /** quantity × unit price, rounded to the cent. */
  totalHtCents: number;
  vatRate: number;
  /** Required when vatRate is 0: the VATEX code and the printed reason. */
  exemption: { code: string; reason: string } | null;
}

export interface VatBreakdownLine {
  rate: number;
  baseCents: number;
  vatCents: number;
  exemption: { code: string; reason: string } | null;
}

export interface InvoiceTotals {
  htCents: number;
  vatCents: number;
  ttcCents: number;
  byRate: VatBreakdownLine[];
}

/** A deposit invoice deducted on a final invoice (listed by number and date; BT-113 and BG-3). */
export interface InvoiceDeduction {
  number: string;
  date: string;
  ttcCents: number;
}

export interface InvoiceDocument {
  type: InvoiceType;
  /** « F-2026-0001 ». */
  number: string;
  issueDate: string;
  /** A deposit is due on receipt: dueDate = issueDate. */
  dueDate: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** The chantier's address when it differs from the buyer's. */
  deliveryAddress: PostalAddress | null;
  /** The works' date or period when it differs from the issue date. */
  worksPeriod: { start: string; end: string } | null;
  /** « D-2026-0012 », the accepted devis (BT-12 contract reference); null for a free invoice. */
  devisNumber: string | null;
  /** Credit note: the invoice it corrects (BG-3). */
  corrected: { number: string; date: string } | null;
  lines: InvoiceDocumentLine[];
  totals: InvoiceTotals;
  deductions: InvoiceDeduction[];
  /** totals.ttcCents − Σ deductions: the printed « Net à payer » (BT-115). */
  netCents: number;
  /** « Paiement à 30 jours », « À réception »… */
  paymentTerms: string;
  /** « trois fois le taux d'intérêt légal » by default. */
  latePenaltyRate: string;
  /** The reduced-VAT certification signed by the client (10 % / 5,5 %), carried from the devis. */
  reducedVatCertification: string | null;
  /** The structured payment reference (RF creditor reference), when known. */
  paymentReference: string | null;
  /** Paid in full before its issue (a job paid on the spot): the billing frame's 2 (BT-23), nothing
   * left to pay (BT-113 = the total TTC, BT-115 = 0), « Facture acquittée » on the PDF. Absent: false. */
  paidAtIssue?: boolean;
}
