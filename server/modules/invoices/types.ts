/** The invoices' shapes as the API answers them (types only: the interface may import this file). */
import type { MissingSetting } from "#domain/devis.ts";
import type { InvoiceType, PostalAddress } from "#domain/invoice-document.ts";
import type { InvoiceClient, InvoiceLine, InvoiceMoney, InvoiceStatus } from "#domain/invoices.ts";

/** A payment as an invoice shows it (GET /api/factures/:id `payments`). */
export interface InvoicePayment {
  id: number;
  /** The part of the payment on this invoice. */
  amountCents: number;
  /** The whole payment (a cheque deposit or a bank credit may settle several invoices). */
  paymentCents: number;
  date: string;
  method: string;
  by: string;
  fromBank: boolean;
}

/** GET /api/factures/:id */
export interface InvoiceView extends InvoiceMoney {
  id: number;
  /** Null while a draft. */
  number: string | null;
  type: InvoiceType;
  status: InvoiceStatus;
  devisId: number | null;
  devisNumber: string | null;
  leadId: number | null;
  client: InvoiceClient;
  siteAddress: PostalAddress | null;
  worksPeriod: { start: string; end: string } | null;
  lines: InvoiceLine[];
  /** A deposit: the percentage of the devis asked (null for an amount). */
  depositPercent: number | null;
  /** The day of issue (Paris), null while a draft. */
  issuedAt: string | null;
  dueDate: string | null;
  /** A credit note: the invoice it corrects. */
  correctedId: number | null;
  correctedNumber: string | null;
  correctedDate: string | null;
  /** The issued credit notes of this invoice, TTC (subtracted from what is due). */
  creditedCents: number;
  /** What the payments settle of it (their parts allocated to this invoice), TTC. */
  paidCents: number;
  /** Its payments, oldest first, with who recorded each. */
  payments: InvoicePayment[];
  /** The ISO 11649 creditor reference to put in a transfer (RF…), null on a draft or a credit note. */
  reference: string | null;
  certification: string | null;
  certificationReturned: boolean;
  sentAt: string | null;
  createdAt: string;
  /** What « Émettre » would refuse now (empty once issued): the editor's checklist. */
  missing: MissingSetting[];
}

/** GET /api/factures (paged). */
export interface InvoiceSummary {
  id: number;
  number: string | null;
  type: InvoiceType;
  status: InvoiceStatus;
  clientName: string;
  devisId: number | null;
  issuedAt: string | null;
  dueDate: string | null;
  ttcCents: number;
  createdAt: string;
}

/** A free invoice's client page (/ma-facture/<token>), as its route shows it. */
export interface InvoiceClientView {
  title: string;
  clientName: string;
  issuedOn: string;
  dueOn: string;
  net: string;
  paid: string;
  /** « Reste à régler : 144,00 € », « Payée — merci ! », « Annulée par un avoir ». */
  state: string;
  due: boolean;
  /** The RF reference by groups of four (the invoice number without a bank account). */
  reference: string;
  bank: { iban: string; bic: string; holder: string } | null;
  chequeTo: string | null;
  pdf: string;
}
