import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { LeadKind } from "#domain/leads.ts";
import { leads } from "./schema.ts";

/** A row of the one lead table (decision 055). */
export type LeadRow = typeof leads.$inferSelect;

/** What both kinds share, under the names the API always gave them. */
type Common = Pick<
  LeadRow,
  "id" | "status" | "notes" | "readAt" | "visitAt" | "isSpam" | "spamReason" | "email" | "createdAt" | "updatedAt"
>;
export type QuoteRecord = Common & {
  kind: "quote";
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  projectType: string;
  projectDescription: string;
  budget: string;
  timeline: string;
  dimensions: string;
  visitRequest: boolean;
  newsletterConsent: boolean;
  rgpdConsent: boolean;
  submissionKey: string | null;
};
/** A contact message keeps the contact form's field names (SPEC: nom, prenom, telephone, projet, message). */
export type ContactRecord = Common & {
  kind: "contact";
  nom: string;
  prenom: string;
  telephone: string;
  projet: string;
  message: string;
};
/** A lead as the API answers it: the fields of the form it came from. */
export type LeadRecord = QuoteRecord | ContactRecord;

/** The row in the API's shape of its kind. */
export function toRecord(row: LeadRow): LeadRecord {
  const common: Common = {
    id: row.id,
    status: row.status,
    notes: row.notes,
    readAt: row.readAt,
    visitAt: row.visitAt,
    isSpam: row.isSpam,
    spamReason: row.spamReason,
    email: row.email,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  if (row.kind === "contact")
    return {
      kind: "contact",
      ...common,
      nom: row.lastName,
      prenom: row.firstName,
      telephone: row.phone,
      projet: row.projectType,
      message: row.message,
    };
  return {
    kind: "quote",
    ...common,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    projectType: row.projectType,
    projectDescription: row.message,
    budget: row.budget,
    timeline: row.timeline,
    dimensions: row.dimensions,
    visitRequest: row.visitRequest,
    newsletterConsent: row.newsletterConsent,
    rgpdConsent: row.rgpdConsent ?? false,
    submissionKey: row.submissionKey,
  };
}

/** The lead of this kind and id that the admin may see: one not erased (an erased lead is a 404). */
export function visibleLead(kind: LeadKind, id: number): SQL {
  return and(eq(leads.id, id), eq(leads.kind, kind), isNull(leads.erasedAt))!;
}
