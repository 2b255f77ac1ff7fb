/**
 * « Émettre »: the mandatory mentions checked, the number taken from the year's locked counter, the
 * document frozen, all in one transaction: a failure after the number is taken gives it back (no gap).
 */
import { eq, isNotNull, sql } from "drizzle-orm";
import type { BusinessSettings } from "#domain/business.ts";
import type { InvoiceType } from "#domain/invoice-document.ts";
import { invoiceChecklist, missingMessage } from "#domain/invoice-checks.ts";
import { dueDateOf, invoiceNumber } from "#domain/invoices.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { devisForInvoice, devisLines } from "#server/modules/devis/index.ts";
import { buildInvoiceDocument } from "./document.ts";
import { assertPaymentDay } from "./drafts.ts";
import { invoiceCounters, invoices } from "./schema.ts";
import {
  creditedCents,
  depositsOf,
  invoiceRow,
  invoiceView,
  linesOf,
  todayOf,
  type InvoiceRow,
  type InvoicesDeps,
} from "./record.ts";
import type { InvoiceView } from "./types.ts";

/**
 * The next number of `year`: the counter row is locked (SELECT … FOR UPDATE) until the transaction
 * ends. Its first row starts at the « first invoice number » of « Entreprise » when no invoice was
 * ever issued here (a firm that invoiced elsewhere until now), else at 1.
 */
export async function takeNumber(tx: Tx, year: number, startNumber: number): Promise<string> {
  const locked = () => tx.select().from(invoiceCounters).where(eq(invoiceCounters.year, year)).for("update");
  const [counter] = await locked();
  if (!counter) {
    const [issued] = await tx.select({ id: invoices.id }).from(invoices).where(isNotNull(invoices.number)).limit(1);
    await tx
      .insert(invoiceCounters)
      .values({ year, last: issued ? 0 : startNumber - 1 })
      .onConflictDoNothing();
    await locked();
  }
  const [next] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(eq(invoiceCounters.year, year))
    .returning({ last: invoiceCounters.last });
  return invoiceNumber(year, next.last);
}

/** The type's own rules at issue: the day-7 deposit, the open drafts before a final invoice. */
async function typeRules(tx: Tx, r: InvoiceRow, today: string) {
  if (r.type === "acompte" && r.devisId) {
    const d = await devisForInvoice(tx, r.devisId);
    if (d) assertPaymentDay(d, today);
  }
  if (r.type === "solde" && r.devisId) {
    const deposits = await depositsOf(tx, r.devisId);
    if (deposits.openDrafts > 0)
      throw new AppError(
        "conflict",
        "Une facture d'acompte de ce devis est encore en brouillon : émettez-la ou supprimez-la avant la facture de solde.",
      );
    return deposits.deductions;
  }
  return r.deductions ?? [];
}

export function invoiceIssuing(deps: InvoicesDeps) {
  const { db, business, now } = deps;

  /** Issues the draft inside `tx` (the caller's transaction: « Demander l'acompte » issues and e-mails together). */
  async function issueIn(tx: Tx, id: number, settings: BusinessSettings, author: LeadAuthor | null) {
    const r = await invoiceRow(tx, id, true);
    if (r.number) throw new AppError("conflict", `Déjà émis${r.type === "avoir" ? "" : "e"} : n° ${r.number}.`);
    const lines = (await linesOf(tx, [id])).get(id) ?? [];
    const missing = invoiceChecklist(settings, { client: r.client, lines });
    if (missing.length > 0)
      throw new AppError("unprocessable", missingMessage(missing), {
        errors: Object.fromEntries(missing.map((m) => [m.field, m.label])),
      });
    const today = todayOf(deps);
    const deductions = await typeRules(tx, r, today);
    const corrected = r.correctedId ? await invoiceRow(tx, r.correctedId, true) : null;
    const number = await takeNumber(tx, Number(today.slice(0, 4)), settings.invoiceStartNumber);
    const dueDate = dueDateOf(r.type as InvoiceType, today, settings.paymentTermsDays);
    const document = buildInvoiceDocument(settings, {
      type: r.type as InvoiceType,
      number,
      issueDate: today,
      dueDate,
      client: r.client,
      siteAddress: r.siteAddress ?? null,
      // Printed only when it differs from the issue date.
      worksPeriod:
        r.worksPeriod && !(r.worksPeriod.start === today && r.worksPeriod.end === today) ? r.worksPeriod : null,
      devisNumber: r.devisId ? ((await devisLines(tx, r.devisId))?.number ?? null) : null,
      corrected: corrected?.number ? { number: corrected.number, date: corrected.issuedOn ?? "" } : null,
      lines,
      deductions,
      certification: r.certification,
    });
    const [issued] = await tx
      .update(invoices)
      .set({
        number,
        status: "emise",
        issuedOn: today,
        issuedAt: now(),
        dueDate,
        deductions,
        document,
        issuedByName: author?.name ?? "",
        updatedAt: now(),
      })
      .where(eq(invoices.id, id))
      .returning();
    // A credit note bringing what the invoice is owed to 0 cancels it (« annulée »).
    if (corrected?.document && (await creditedCents(tx, corrected.id)) >= corrected.document.netCents)
      await tx.update(invoices).set({ status: "annulee", updatedAt: now() }).where(eq(invoices.id, corrected.id));
    return issued;
  }

  return {
    issueIn,
    async issue(id: number, author: LeadAuthor | null = null): Promise<InvoiceView> {
      const settings = await business.get();
      const issued = await db.transaction((tx) => issueIn(tx, id, settings, author));
      return invoiceView(deps, issued);
    },
  };
}
