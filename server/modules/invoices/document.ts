/**
 * The issued invoice as one typed document (domain/invoice-document.ts): what the PDF and the
 * Factur-X XML are rendered from. Built at « Émettre » from the rows and the « Entreprise » settings,
 * then frozen with the invoice.
 */
import { rfReference } from "#domain/payments.ts";
import type { BusinessSettings } from "#domain/business.ts";
import type {
  InvoiceDeduction,
  InvoiceDocument,
  InvoiceDocumentLine,
  InvoiceType,
  PostalAddress,
} from "#domain/invoice-document.ts";
import {
  exemptionOf,
  invoiceTotals,
  isBusinessClient,
  type InvoiceClient,
  type InvoiceLine,
} from "#domain/invoices.ts";
import { isValidSiren } from "#domain/schemas/business.ts";

export interface DocumentInput {
  type: InvoiceType;
  number: string;
  issueDate: string;
  dueDate: string;
  client: InvoiceClient;
  siteAddress: PostalAddress | null;
  worksPeriod: { start: string; end: string } | null;
  devisNumber: string | null;
  corrected: { number: string; date: string } | null;
  lines: readonly InvoiceLine[];
  deductions: InvoiceDeduction[];
  certification: string | null;
}

const exemption = (code: string | null) => {
  const found = exemptionOf(code);
  return found ? { code: found.code, reason: found.reason } : null;
};

/** « Paiement à 30 jours », « À réception » (a deposit, a credit note, or 0 days). */
export function paymentTermsText(type: InvoiceType, days: number): string {
  if (type === "avoir") return "Avoir : montant à déduire ou à rembourser";
  return type === "acompte" || days === 0 ? "À réception" : `Paiement à ${days} jours`;
}

/** The InvoiceDocument of an issued invoice (seller from « Entreprise », buyer, lines, totals, deductions). */
export function buildInvoiceDocument(b: BusinessSettings, inv: DocumentInput): InvoiceDocument {
  const siren = b.siret.replace(/\s/g, "").slice(0, 9);
  const c = inv.client;
  const b2b = isBusinessClient(c);
  const lines: InvoiceDocumentLine[] = inv.lines.map((l, i) => {
    const totals = invoiceTotals([l]);
    return {
      position: i + 1,
      designation: l.designation,
      description: l.description,
      kind: l.kind,
      quantity: l.quantity,
      unit: l.unit,
      unitPriceCents: l.unitPriceCents,
      totalHtCents: totals.htCents,
      vatRate: l.vatRate,
      exemption: l.vatRate === 0 ? exemption(l.exemption) : null,
    };
  });
  const totals = invoiceTotals(inv.lines);
  const zeroReason = lines.find((l) => l.vatRate === 0)?.exemption ?? null;
  const deducted = inv.deductions.reduce((s, d) => s + d.ttcCents, 0);
  return {
    type: inv.type,
    number: inv.number,
    issueDate: inv.issueDate,
    dueDate: inv.dueDate,
    seller: {
      name: b.legalName || b.name,
      legalForm: b.legalForm,
      capital: b.shareCapital,
      siren,
      siret: b.siret.replace(/\s/g, ""),
      registration: b.registration,
      vatNumber: b.vatNumber.replace(/\s/g, "").toUpperCase(),
      address: { street: b.address.street, postcode: b.address.postalCode, city: b.address.city, country: "FR" },
      email: b.email,
      phone: b.phone,
      electronicAddress: siren ? { scheme: "0225", id: siren } : { scheme: "EM", id: b.email },
      insurance: { ...b.insurance },
      bank: b.chequeOnly ? null : { iban: b.bank.iban, bic: b.bank.bic, holder: b.bank.holder },
      chequeOnly: b.chequeOnly,
      vatOnDebits: b.vatOnDebits,
    },
    buyer: {
      name: c.company || c.name,
      siren: c.siren,
      vatNumber: c.vatNumber,
      address: c.address,
      email: c.email,
      electronicAddress: !b2b
        ? null
        : isValidSiren(c.siren)
          ? { scheme: "0225", id: c.siren }
          : { scheme: "EM", id: c.email },
    },
    deliveryAddress: inv.siteAddress,
    worksPeriod: inv.worksPeriod,
    devisNumber: inv.devisNumber,
    corrected: inv.corrected,
    lines,
    totals: {
      htCents: totals.htCents,
      vatCents: totals.vatCents,
      ttcCents: totals.ttcCents,
      byRate: totals.byRate.map((r) => ({
        rate: r.rate,
        baseCents: r.htCents,
        vatCents: r.vatCents,
        exemption: r.rate === 0 ? zeroReason : null,
      })),
    },
    deductions: inv.deductions,
    netCents: totals.ttcCents - deducted,
    paymentTerms: paymentTermsText(inv.type, b.paymentTermsDays),
    latePenaltyRate: b.latePenaltyRate,
    reducedVatCertification: inv.certification,
    // The ISO 11649 reference the client puts in his transfer (a bank statement finds the invoice by it).
    paymentReference: inv.type === "avoir" || !inv.number ? null : rfReference(inv.number),
  };
}
