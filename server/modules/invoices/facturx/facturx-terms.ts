import type { InvoiceDocument, PostalAddress } from "#domain/invoice-document.ts";

/**
 * What the Factur-X XML (cii.ts) and the printed invoice (pdf.ts) both say, written once: the notes
 * of the French rules (PMT, PMD, AAB, BAR), the billing frame (BT-23), the nature of the operation,
 * the XML's number and date formats. The PDF prints each of these texts as is, so every value of
 * the XML is also in the PDF's text.
 */

/** A business client (B2B) has a SIREN; a private client (B2C) none. */
export const isBusinessBuyer = (doc: InvoiceDocument) => doc.buyer.siren.trim() !== "";

/** « B2B » or « B2C »: the BAR note (French rules BR-FR-20). */
export const barTreatment = (doc: InvoiceDocument) => (isBusinessBuyer(doc) ? "B2B" : "B2C");

/** B (goods only), S (services only), M (both): from each line's kind. */
export function operationLetter(doc: InvoiceDocument): "B" | "S" | "M" {
  const goods = doc.lines.some((l) => l.kind === "fourniture");
  const services = doc.lines.some((l) => l.kind !== "fourniture");
  if (goods && services) return "M";
  return goods ? "B" : "S";
}

/** « Prestation de services », « Livraison de biens » or both (the 2027 reform's mention). */
export const operationLabel = (doc: InvoiceDocument) =>
  ({
    B: "Livraison de biens",
    S: "Prestation de services",
    M: "Opération mixte : livraison de biens et prestation de services",
  })[operationLetter(doc)];

/**
 * BT-23, the French « cadre de facturation »: the operation's letter and 1 (an invoice to pay, a
 * deposit invoice, a credit note) or 4 (a final invoice after deposits; never a deposit invoice).
 */
export function billingFrame(doc: InvoiceDocument): string {
  return `${operationLetter(doc)}${isFinalAfterDeposits(doc) ? 4 : doc.paidAtIssue ? 2 : 1}`;
}

export const isFinalAfterDeposits = (doc: InvoiceDocument) => doc.type === "solde" && doc.deductions.length > 0;

/** BT-113 (already paid: the deposits, or everything when paid at issue) and BT-115 (left to pay). */
export function paidAndDue(doc: InvoiceDocument): { prepaidCents: number; dueCents: number } {
  if (doc.paidAtIssue && !isFinalAfterDeposits(doc)) return { prepaidCents: doc.totals.ttcCents, dueCents: 0 };
  return { prepaidCents: doc.deductions.reduce((sum, d) => sum + d.ttcCents, 0), dueCents: doc.netCents };
}

/** BT-8 (UNTDID 2005): 5 the invoice's date (VAT on débits), 72 the payment (VAT on receipts). */
export const vatDueDateCode = (doc: InvoiceDocument) => (doc.seller.vatOnDebits ? "5" : "72");

export const VAT_ON_DEBITS = "Option pour le paiement de la taxe d'après les débits";
export const NO_DISCOUNT = "Pas d'escompte pour paiement anticipé.";

/** The notes the French rules require (BR-FR-05), each once: subject code → content. */
export function legalNotes(doc: InvoiceDocument): { code: "PMT" | "PMD" | "AAB"; content: string }[] {
  return [
    {
      code: "PMD",
      content: `Pénalités de retard : ${doc.latePenaltyRate}, exigibles dès le lendemain de la date d'échéance.`,
    },
    {
      code: "PMT",
      content: isBusinessBuyer(doc)
        ? "Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (articles L441-10 et D441-5 du Code de commerce)."
        : "Indemnité forfaitaire pour frais de recouvrement : sans objet (client non professionnel).",
    },
    { code: "AAB", content: NO_DISCOUNT },
  ];
}

/** The seller's legal form, capital and registration (BT-33, note REG). */
export function sellerLegalInfo(doc: InvoiceDocument): string {
  const s = doc.seller;
  return [s.legalForm, s.capital ? `au capital de ${s.capital}` : "", s.registration].filter(Boolean).join(" – ");
}

/** « 12 rue des Pins, 33650 Saucats ». */
export const oneLineAddress = (a: PostalAddress) => `${a.street}, ${a.postcode} ${a.city}`;

/** Cents as the XML's decimal: 123456 → « 1234.56 ». */
export function xmlAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A quantity or a rate as the shortest decimal: 3.2 → « 3.2 », 20 → « 20 ». */
export const xmlDecimal = (value: number) => String(Number(value.toFixed(4)));

/** « 2026-11-27 » → « 20261127 » (format 102). */
export const xmlDay = (isoDay: string) => isoDay.replaceAll("-", "");

/** UN/ECE recommendation 20 unit codes of the French labels. */
const unitCodes: Record<string, string> = {
  u: "C62",
  m: "MTR",
  ml: "MTR",
  "m²": "MTK",
  "m³": "MTQ",
  h: "HUR",
  forfait: "LS",
  jour: "DAY",
  kg: "KGM",
};
export const unitCode = (unit: string) => unitCodes[unit] ?? "C62";

/** The VAT category (UNTDID 5305) of a rate and its exemption: S standard, AE reverse charge, E exempt… */
export function vatCategory(rate: number, exemption: { code: string } | null): string {
  if (rate > 0 || !exemption) return "S";
  const code = exemption.code.toUpperCase();
  if (code.endsWith("-AE")) return "AE";
  if (code === "VATEX-EU-G") return "G";
  if (code === "VATEX-EU-IC") return "K";
  if (code === "VATEX-EU-O") return "O";
  return "E";
}
