import type { z } from "zod";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import {
  devisCreateSchema,
  devisInputSchema,
  devisStatuses,
  devisTotals,
  type DevisInput,
  type DevisStats,
  type DevisStatus,
  type DevisSummary,
  type DevisView,
} from "#domain/devis.ts";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";
import { optionLabel, projectTypeOptions } from "#domain/schemas/leads.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { devis, devisCounters } from "./schema.ts";
import { quoteLead } from "#server/modules/leads/index.ts";
import { AppError } from "#server/errors.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { sha256 } from "#server/modules/signature/index.ts";
import type { DevisDeps } from "./common.ts";
import { devisDeposit } from "./deposit.ts";
import { devisLifecycle } from "./lifecycle.ts";
import { renderDevisPdf, validUntilOf } from "./pdf.ts";
import { devisRecords, inputOf } from "./record.ts";
import { devisPaperSigning } from "./paper.ts";

// The row, the dependencies and the helpers live in common.ts, the row's view in record.ts.

const summaryOf = (r: typeof devis.$inferSelect): DevisSummary => ({
  id: r.id,
  number: r.number,
  status: r.status as DevisStatus,
  clientName: r.client.name,
  title: r.title,
  ttcCents: devisTotals(r.lines).ttcCents,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  leadId: r.leadId,
});
export { devisHelpers, leadOf, type DevisDeps, type DevisRow, type Exec } from "./common.ts";
export { inputOf } from "./record.ts";
export { sha256 };

function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("invalid", errorSummary(parsed.error), { errors: fieldErrors(parsed.error) });
  return parsed.data;
}

/** The admin's side of the devis: create, edit, number, render, send, revoke, new version, figures. */
export function createDevisService(deps: DevisDeps) {
  const { db, business, now } = deps;
  const records = devisRecords(deps);
  const { h, today, row, view, assertEditable } = records;

  /** Gives the next number of the year: the counter row is locked until the transaction ends (gap-free). */
  async function nextNumber(tx: Tx): Promise<string> {
    const year = Number(today().slice(0, 4));
    await tx.insert(devisCounters).values({ year, last: 0 }).onConflictDoNothing();
    const [counter] = await tx
      .update(devisCounters)
      .set({ last: sql`${devisCounters.last} + 1` })
      .where(eq(devisCounters.year, year))
      .returning({ last: devisCounters.last });
    return `D-${year}-${String(counter.last).padStart(4, "0")}`;
  }

  async function fromLead(leadId: number): Promise<Partial<DevisInput> & Pick<DevisInput, "client">> {
    const q = await quoteLead(db, leadId);
    if (!q) throw new AppError("not-found", "Demande de devis introuvable.");
    return {
      client: {
        name: `${q.firstName} ${q.lastName}`.trim(),
        email: q.email,
        phone: q.phone,
        address: q.address,
        siret: "",
        company: "",
      },
      siteAddress: q.address,
      title: optionLabel(projectTypeOptions, q.projectType),
    };
  }

  return {
    async list(status?: string): Promise<DevisSummary[]> {
      if (status && !(devisStatuses as string[]).includes(status))
        throw new AppError("invalid", "Statut inconnu.", { errors: { status: "Statut inconnu" } });
      const rows = await db
        .select()
        .from(devis)
        .where(status ? eq(devis.status, status) : undefined)
        .orderBy(desc(devis.id))
        .limit(500);
      return rows.map(summaryOf);
    },

    /**
     * « Devis à signer », the one definition the dashboard and the statistics share: the devis sent
     * and not answered yet (neither accepted, refused, expired nor withdrawn), the oldest sent first.
     */
    async awaitingSignature(): Promise<DevisSummary[]> {
      const rows = await db.select().from(devis).where(eq(devis.status, "envoye")).orderBy(asc(devis.sentAt));
      return rows.map(summaryOf);
    },

    async get(id: number): Promise<DevisView> {
      return view(await row(id));
    },

    async create(body: unknown, author: LeadAuthor | null = null): Promise<DevisView> {
      const parsed = parseInput(devisCreateSchema, body);
      const lead = "leadId" in parsed && !("client" in parsed) ? parsed.leadId : null;
      const input = parseInput(devisInputSchema, lead ? await fromLead(lead) : parsed);
      const created = await db.transaction(async (tx) => {
        const number = await nextNumber(tx);
        const [r] = await tx
          .insert(devis)
          .values({
            ...input,
            number,
            rootNumber: number,
            leadId: lead,
            createdAt: now(),
            updatedAt: now(),
            createdById: author?.id ?? null,
            createdByName: author?.name ?? "",
          })
          .returning();
        await h.leadEvent(tx, r, `Devis ${number} créé`, undefined, author);
        return r;
      });
      return view(created);
    },

    async update(id: number, body: unknown): Promise<DevisView> {
      const input = parseInput(devisInputSchema, body);
      const updated = await db.transaction(async (tx) => {
        const r = await row(id, tx, true);
        assertEditable(r);
        const [u] = await tx
          .update(devis)
          .set({ ...input, updatedAt: now() })
          .where(eq(devis.id, id))
          .returning();
        return u;
      });
      return view(updated);
    },

    /** The PDF: the exact one sent once sent (signed once accepted, unless `original`), else a preview. */
    async pdf(id: number, original = false): Promise<{ number: string; bytes: Uint8Array }> {
      const r = await row(id);
      if (r.signedPdf && !original) return { number: r.number, bytes: Buffer.from(r.signedPdf, "base64") };
      if (r.pdf) return { number: r.number, bytes: Buffer.from(r.pdf, "base64") };
      const issuedOn = today();
      const bytes = await renderDevisPdf(await business.get(), {
        ...inputOf(r),
        number: r.number,
        issuedOn,
        validUntil: validUntilOf(issuedOn, r.validityDays),
        draft: true,
      });
      return { number: r.number, bytes };
    },

    ...devisLifecycle(deps, records),
    ...devisDeposit(deps, records),
    ...devisPaperSigning(deps, records),

    /** The dashboard's devis figures. */
    async stats(): Promise<DevisStats> {
      const rows = await db
        .select({ status: devis.status, n: sql<number>`count(*)::int` })
        .from(devis)
        .groupBy(devis.status);
      const count = (...s: string[]) => rows.filter((r) => s.includes(r.status)).reduce((a, r) => a + Number(r.n), 0);
      const month = today().slice(0, 7);
      const accepted = await db
        .select({ lines: devis.lines, acceptedAt: devis.acceptedAt })
        .from(devis)
        .where(and(eq(devis.status, "accepte")));
      const signedThisMonthCents = accepted
        .filter((r) => r.acceptedAt && parisDate(r.acceptedAt).slice(0, 7) === month)
        .reduce((s, r) => s + devisTotals(r.lines).ttcCents, 0);
      const answered = count("accepte", "refuse", "expire");
      return {
        sent: count("envoye", "accepte", "refuse", "expire", "revoque", "remplace"),
        accepted: count("accepte"),
        refused: count("refuse"),
        signedThisMonthCents,
        acceptanceRate: answered > 0 ? Math.round((count("accepte") / answered) * 100) : null,
      };
    },
  };
}

export type DevisService = ReturnType<typeof createDevisService>;
