import type { KeptEvidence } from "./signature-evidence.ts";
import { z } from "zod";
import { holidayName } from "./holidays.ts";
import { addDays } from "./paris-time.ts";
import { premisesValues } from "./devis-vat.ts";
import { lineKinds } from "./invoice-document.ts";
import { devisUnits, vatRates, type DevisChannel, type DevisStatus, type DevisTotals } from "./devis-format.ts";

/**
 * Devis (priced quotes): lines, totals to the cent, statuses, the mandatory mentions read from the
 * « Entreprise » settings and the consumer-law dates. Shared by the admin screens, the API, the PDF
 * and the client's page (docs/devis.md).
 */

export * from "./devis-format.ts";

const text = (max: number) => z.string().trim().max(max, `${max} caractères maximum`);
/** One line: no line breaks nor control characters (names end up in e-mail subjects and the PDF). */
const oneLine = (max: number) => text(max).transform((v) => v.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ").trim());

export const devisLineSchema = z.object({
  /** 'ligne' (priced) or 'titre' (a section heading: no amount). */
  kind: z.enum(["ligne", "titre"]).default("ligne"),
  /** May be empty while editing (autosave never fails mid-edit): sending refuses it (devisContentProblems). */
  designation: z.string().trim().max(500, "500 caractères maximum").default(""),
  /** Several lines under the designation (essence, finish, dimensions): printed on the PDF. */
  description: z.string().trim().max(2000, "2 000 caractères maximum").default(""),
  quantity: z
    .number("Quantité invalide")
    .min(0, "La quantité ne peut pas être négative")
    .max(1_000_000, "Quantité trop grande")
    .refine((q) => Math.abs(Math.round(q * 1000) - q * 1000) < 1e-6, "3 décimales au maximum")
    .default(1),
  unit: z.enum(devisUnits, "Unité invalide").default("u"),
  unitPriceCents: z
    .number("Prix invalide")
    .int("Le prix est en centimes (nombre entier)")
    .min(-100_000_000, "Prix invalide")
    .max(100_000_000, "Prix trop grand")
    .default(0),
  vatRate: z
    .number("Taux de TVA invalide")
    .refine((r) => (vatRates as readonly number[]).includes(r), "Taux de TVA invalide (20, 10, 5,5 ou 0)")
    .default(20),
  /** Proposed by the AI: must be confirmed by the artisan before sending. */
  toCheck: z.boolean().default(false),
  /**
   * Goods (« fourniture ») or services (« main-d-oeuvre », « pose »): carried to the invoice's line, it
   * decides « Prestation de services », « Livraison de biens » or mixed. `kind` is taken (ligne | titre).
   */
  nature: z.enum(lineKinds, "Nature invalide (fourniture, main-d-oeuvre ou pose)").default("pose"),
});
export type DevisLine = z.infer<typeof devisLineSchema>;

export const devisClientSchema = z.object({
  name: oneLine(160).pipe(z.string().min(1, "Le nom du client est requis")),
  email: z.union([z.literal(""), z.email("Adresse e-mail invalide")]).default(""),
  phone: text(30).default(""),
  address: text(300).default(""),
  /** Given: a professional client (no withdrawal right). */
  siret: text(20).default(""),
  company: oneLine(160).default(""),
});
export type DevisClient = z.infer<typeof devisClientSchema>;

export const devisInputSchema = z.object({
  client: devisClientSchema,
  siteAddress: text(300).default(""),
  channel: z.enum(["distance", "domicile"]).default("distance"),
  /** The nature of the premises (domain/devis-vat.ts): a reduced rate elsewhere than in old housing warns at sending. */
  premises: z.enum(premisesValues, "Nature des locaux invalide").default("logement-ancien"),
  title: text(200).default(""),
  lines: z.array(devisLineSchema).max(300, "300 lignes au maximum").default([]),
  note: text(5000).default(""),
  depositPercent: z.number("Acompte invalide").int("Acompte invalide").min(0).max(100, "100 % au maximum").default(0),
  validityDays: z.number("Durée invalide").int("Durée invalide").min(1, "1 jour minimum").max(365).default(30),
  paymentTerms: text(500).default(""),
  leadTime: text(200).default(""),
});
export type DevisInput = z.infer<typeof devisInputSchema>;

export const devisCreateSchema = z.union([
  z.object({ leadId: z.number().int().positive() }).strict(),
  devisInputSchema.partial().extend({ client: devisClientSchema }),
]);

export const ouvrageSchema = z.object({
  designation: z.string().trim().min(1, "La désignation est requise").max(500, "500 caractères maximum"),
  unit: z.enum(devisUnits, "Unité invalide"),
  unitPriceCents: z.number("Prix invalide").int("Prix en centimes").min(0).max(100_000_000),
  vatRate: z.number().refine((r) => (vatRates as readonly number[]).includes(r), "Taux de TVA invalide"),
});
export type Ouvrage = z.infer<typeof ouvrageSchema> & { id: number };

// ---------------------------------------------------------------- people and dates

export const isProfessional = (client: Pick<DevisClient, "siret">) => client.siret.trim() !== "";

export { addDays };

/**
 * Last day of the 14-day withdrawal period (L221-18): counted from the day after the contract is
 * concluded; a period ending on a Saturday, Sunday or public holiday runs to the next working day
 * (L221-19 and EEC regulation 1182/71, article 3.4): the 11 French public holidays of domain/holidays.ts
 * (docs/devis.md).
 */
export function withdrawalEnd(concludedDay: string): string {
  let end = addDays(concludedDay, 14);
  for (;;) {
    const day = new Date(`${end}T12:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6 && !holidayName(end)) return end;
    end = addDays(end, 1);
  }
}

/** First day a payment may be asked for a contract signed at the client's home (L221-10): day 7 after signing. */
export const firstPaymentDay = (signedDay: string) => addDays(signedDay, 7);

/** The deposit of a devis, TTC, rounded to the cent. */
export const depositCents = (ttcCents: number, percent: number) => Math.round((ttcCents * percent) / 100);

/** A mandatory mention the business settings lack (domain/devis-checks.ts). */
export interface MissingSetting {
  field: string;
  label: string;
}

/** The evidence record of an acceptance. */
export interface DevisEvidence extends KeptEvidence {
  number: string;
  acceptedAt: string;
  ip: string;
  userAgent: string;
  email: string;
  typedName: string;
  boxes: { bonPourAccord: boolean; expressStart: boolean; certification?: boolean };
  /** A reduced-rate devis: the rates certified by the box, the premises' address and the box's text. */
  certification?: { rates: number[]; premisesAddress: string; text: string } | null;
  pdfSha256: string;
  channel: DevisChannel;
  withdrawalEnd: string | null;
  /** How the client signed: online with the e-mailed code (absent on the older records), or on paper. */
  method?: "en_ligne" | "papier";
  /** A paper signature (« Signé sur papier »): what the office recorded, and who. */
  paper?: DevisPaperEvidence;
}

/** A devis signed on paper: the day and the place the office entered, the scan kept, who recorded it. */
export interface DevisPaperEvidence {
  /** YYYY-MM-DD: the day written by the client on the paper (the withdrawal period counts from it). */
  signedOn: string;
  place: DevisChannel;
  recordedAt: string;
  recordedBy: { id: number | null; name: string };
  /** What the client ticked on the paper. */
  reducedVatCertified: boolean;
  earlyStart: boolean;
  scan: DevisPaperScan;
}

/** The scan of the signed paper, kept in the private storage (its SHA-256 in the evidence). */
export interface DevisPaperScan {
  fileName: string;
  mimeType: "application/pdf" | "image/jpeg" | "image/png";
  size: number;
  sha256: string;
}

/** The admin's view of a devis (GET /api/devis/:id). */
export interface DevisView extends DevisInput {
  id: number;
  number: string;
  version: number;
  status: DevisStatus;
  leadType: string | null;
  leadId: number | null;
  totals: DevisTotals;
  publicUrl: string | null;
  sentAt: string | null;
  validUntil: string | null;
  acceptedAt: string | null;
  refusedAt: string | null;
  refusalReason: string;
  views: number;
  remindersSent: number;
  pdfSha256: string | null;
  evidence: DevisEvidence | null;
  /** Online signing locked after too many codes (the office alone reopens it: POST /api/devis/:id/deverrouiller). */
  signatureLocked: boolean;
  /** The scan of a devis signed on paper (GET /api/devis/:id/scan), or null. */
  paperScan: DevisPaperScan | null;
  nextVersionId: number | null;
  previousId: number | null;
  createdAt: string;
  /** The team member who created, sent, revoked it (decision 054); "" when unknown. */
  createdByName: string;
  sentByName: string;
  revokedByName: string;
  missingSettings: MissingSetting[];
  problems: string[];
  /** Shown before sending, never a refusal (a reduced rate on new or professional premises). */
  warnings: string[];
  /** The VAT rate of a new line (« Entreprise » settings). */
  defaultVatRate: number;
  /** The deposit (acompte) of an accepted devis: its amount, when it was asked, the first day it may be. */
  deposit: {
    amountCents: number;
    requestedOn: string | null;
    /** Signed at the consumer's home (L221-10): no payment before this day; null otherwise. */
    earliestOn: string | null;
  };
}

export interface DevisSummary {
  id: number;
  number: string;
  status: DevisStatus;
  clientName: string;
  title: string;
  ttcCents: number;
  createdAt: string;
  sentAt: string | null;
  leadId: number | null;
}

export interface DevisStats {
  sent: number;
  accepted: number;
  refused: number;
  signedThisMonthCents: number;
  /** Accepted ÷ (accepted + refused + expired) in percent, null before any answer. */
  acceptanceRate: number | null;
}
