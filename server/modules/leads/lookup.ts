import { and, desc, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import type { LeadKind } from "#domain/leads.ts";
import { optionLabel, projectTypeOptions } from "#domain/schemas/leads.ts";
import type { Db } from "#server/infra/db/client.ts";
import { leads } from "./schema.ts";
import { toRecord, type QuoteRecord } from "./record.ts";
import type { LeadRef } from "./status.ts";

/**
 * What the other modules read of a lead, through the leads door: they never read the lead table
 * themselves (docs/architecture.md, module-owned data). An erased lead is no longer read.
 */
type Reader = Pick<Db, "select">;

export type QuoteLead = QuoteRecord;

const quoteRequest = and(eq(leads.kind, "quote"), isNull(leads.erasedAt));

/** Quote requests by id (any order; an unknown id is left out). */
export async function quoteLeads(exec: Reader, ids: number[]): Promise<QuoteLead[]> {
  if (ids.length === 0) return [];
  const rows = await exec
    .select()
    .from(leads)
    .where(and(quoteRequest, inArray(leads.id, ids)));
  return rows.map((r) => toRecord(r) as QuoteLead);
}

/** One quote request, or null. */
export async function quoteLead(exec: Reader, id: number): Promise<QuoteLead | null> {
  const [row] = await quoteLeads(exec, [id]);
  return row ?? null;
}

/** The form a lead came from (null: no lead, or none with this id). */
export async function leadKindOf(exec: Reader, id: number | null): Promise<LeadKind | null> {
  if (!id) return null;
  const [row] = await exec.select({ kind: leads.kind }).from(leads).where(eq(leads.id, id));
  return row?.kind ?? null;
}

/** Quote requests a visit may be booked for: the `limit` latest, not spam, not lost. */
export async function bookableQuoteLeads(exec: Reader, limit = 100) {
  return exec
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      address: leads.address,
      status: leads.status,
    })
    .from(leads)
    .where(and(quoteRequest, eq(leads.isSpam, false), ne(leads.status, "perdu")))
    .orderBy(desc(leads.id))
    .limit(limit);
}

/** A lead of either kind in one shape (the chantier it opens, its card). */
export interface LeadCard {
  kind: LeadKind;
  status: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The project's French label (« Cuisine »), as the lead's page shows it. */
  title: string;
  /** A quote request's project type (a portfolio category value); null for a contact message. */
  projectType: string | null;
}

/** The lead in one shape, whatever its kind, or null (unknown, erased, or not of the kind given). */
export async function leadCard(exec: Reader, lead: LeadRef): Promise<LeadCard | null> {
  const [r] = await exec
    .select()
    .from(leads)
    .where(and(eq(leads.id, lead.id), isNull(leads.erasedAt), lead.kind ? eq(leads.kind, lead.kind) : undefined));
  if (!r) return null;
  const quote = r.kind === "quote";
  return {
    kind: r.kind,
    status: r.status,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    phone: r.phone,
    address: r.address,
    title: quote ? optionLabel(projectTypeOptions, r.projectType) : r.projectType,
    projectType: quote ? r.projectType : null,
  };
}

/**
 * The leads (not spam) received since `since`, with the instant of the firm's first answer written
 * in their timeline (a reply, or a status change or devis by a member; null: none yet). The client's
 * own acts (a visit he booked moves the status with no author) are not answers. The speed-to-lead.
 */
export async function recentLeads(
  exec: Reader,
  since: Date,
): Promise<{ kind: LeadKind; id: number; name: string; createdAt: Date; firstEventAt: Date | null }[]> {
  const rows = await exec
    .select({
      kind: leads.kind,
      id: leads.id,
      name: sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`,
      createdAt: leads.createdAt,
      // Table-qualified by hand: inside a subquery, a bare "id" would be the subquery's own.
      firstEvent: sql<
        string | null
      >`(select extract(epoch from min(e.created_at)) from lead_events e where e.lead_id = "leads"."id" and (e.type = 'reply' or (e.type in ('status', 'devis') and (e.author_id is not null or e.author_name <> ''))))`,
    })
    .from(leads)
    .where(and(eq(leads.isSpam, false), isNull(leads.erasedAt), gte(leads.createdAt, since)));
  // Seconds since the epoch (the driver gives the timestamps of raw SQL as text).
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    name: r.name,
    createdAt: r.createdAt,
    firstEventAt: r.firstEvent === null ? null : new Date(Number(r.firstEvent) * 1000),
  }));
}
