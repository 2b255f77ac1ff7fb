/** What the interface and the composition root read of the chantiers module (types only). */

/** An issued invoice as the client's page lists it (the invoices module's, given by the composition root). */
export interface ClientInvoice {
  id: number;
  number: string;
  /** « Facture d'acompte », « Facture de solde », « Avoir »… */
  label: string;
  issuedOn: string;
  netCents: number;
  /** acompte | solde | facture | avoir */
  type?: string;
  /** Nothing is due on it any more (payments recorded, or matched from a bank statement). */
  paid?: boolean;
}

/** What the client's page reads of the invoices (server/app.ts gives the invoices module's). */
export interface ClientInvoices {
  ofDevis(devisId: number): Promise<ClientInvoice[]>;
  pdf(invoiceId: number): Promise<{ number: string; pdf: Buffer }>;
}

/** One line of « Vos factures » on the client's page: add a field here to show more (a payment…). */
export interface ClientInvoiceLine {
  number: string;
  /** The type label: « Facture d'acompte », « Avoir »… */
  label: string;
  /** « 12 mars 2026 ». */
  date: string;
  /** « 3 480,00 € » (TTC). */
  amount: string;
  href: string;
  /** A short status beside the line (« Acompte reçu »), or null. */
  status: string | null;
}

/** The client's page /mon-chantier/<token>, every text ready to print (client-page.server.ts). */
export interface ChantierClientView {
  title: string;
  client: string;
  place: string;
  statusLabel: string;
  steps: { label: string; done: string | null; planned: string }[];
  reception: { tone: "ok" | "info"; text: string; link: string } | null;
  photos: { thumb: string; file: string; alt: string; width: number; height: number }[];
  documents: { href: string; title: string }[];
  invoices: ClientInvoiceLine[];
  messages: { fromClient: boolean; day: string; body: string }[];
}

/** The PV page /mon-chantier/<token>/reception (client-page.server.ts). */
export interface ReceptionClientView {
  state: "absent" | "a_signer" | "signe";
  chantier: string;
  address: string;
  date: string;
  reservations: string[];
  pdfLabel: string;
  signed: { by: string; warranties: { label: string; until: string }[]; consentOn: string | null } | null;
  blockedBy: string | null;
  maskedEmail: string;
  pdfSha256: string;
  verdict: string;
  pdfDay: string;
  /** The consent to publish photos, as the box and the signed page word it. */
  consentText: string;
}
