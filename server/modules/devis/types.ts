/** What the interface reads of a devis (types only: app/ imports this file and the `*.server.ts`). */

/** The client's page /mon-devis/<token>, every text ready to print (client-page.server.ts). */
export interface DevisClientView {
  number: string;
  title: string;
  status: string;
  client: string;
  site: string;
  sentOn: string;
  validUntil: string;
  pdfLabel: string;
  accepted: { on: string; by: string; paper: boolean; withdrawalEnd: string | null } | null;
  lines: ({ kind: "titre"; designation: string } | DevisClientLine)[];
  totals: { ht: string; rates: { label: string; vat: string }[]; ttc: string };
  deposit: string | null;
  terms: string[];
  certification: { blocks: { title: string; wording: string }[]; notes: string[] } | null;
  /** The reduced-VAT box of the form (null without a reduced rate). */
  certificationBox: string | null;
  consumer: boolean;
  withdrawal: { until: string; domicile: boolean } | null;
  maskedEmail: string;
  pdfSha256: string;
}

export interface DevisClientLine {
  kind: "ligne";
  designation: string;
  description: string;
  detail: string;
  rate: string;
  total: string;
}
