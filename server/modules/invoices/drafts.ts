/**
 * The drafts: a deposit or a final invoice from the accepted devis, a free invoice, a credit note;
 * edited and deleted while drafts only (docs/factures.md).
 */
import { and, eq, ne } from "drizzle-orm";
import { certificationRates, certificationWording } from "#domain/devis-vat.ts";
import { euros, frenchDay, rateText } from "#domain/devis.ts";
import type { LineKind } from "#domain/invoice-document.ts";
import {
  creditNoteSchema,
  depositAmount,
  depositSplit,
  invoiceCreateSchema,
  invoiceTotals,
  invoiceUpdateSchema,
  splitAddress,
  type InvoiceClient,
  type InvoiceLine,
} from "#domain/invoices.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { parseValue } from "#server/validation.ts";
import { devisForInvoice, type DevisForInvoice } from "#server/modules/devis/index.ts";
import { worksPeriodOfDevis } from "#server/modules/chantiers/index.ts";
import { invoices } from "./schema.ts";
import {
  creditedCents,
  depositsOf,
  frozen,
  invoiceRow,
  invoiceView,
  linesOf,
  todayOf,
  writeLines,
  type InvoicesDeps,
} from "./record.ts";
import type { InvoiceView } from "./types.ts";

/** The client of a devis, as an invoice names him (his SIREN from the devis' SIRET). */
function clientOf(d: DevisForInvoice): InvoiceClient {
  return {
    name: d.client.name,
    email: d.client.email,
    address: splitAddress(d.client.address),
    siren: d.client.siret.replace(/\s/g, "").slice(0, 9),
    company: d.client.company,
    vatNumber: "",
  };
}

/** The devis' priced lines, as invoice lines (their nature carried). */
export const devisInvoiceLines = (d: Pick<DevisForInvoice, "lines">): InvoiceLine[] =>
  d.lines
    .filter((l) => l.kind !== "titre")
    .map((l) => ({
      designation: l.designation || "Prestation",
      description: l.description,
      // A devis stored before lines had their nature: « pose » (the default of a new line).
      kind: (l as Partial<typeof l>).nature ?? "pose",
      quantity: l.quantity,
      unit: l.unit,
      unitPriceCents: l.unitPriceCents,
      vatRate: l.vatRate,
      exemption: null,
    }));

/** Refuses a payment asked before day 7 of a consumer's contract signed at home (L221-10). */
export function assertPaymentDay(d: Pick<DevisForInvoice, "firstPaymentDay">, today: string) {
  if (d.firstPaymentDay && today < d.firstPaymentDay)
    throw new AppError(
      "unprocessable",
      `Contrat signé au domicile du client : aucune facture d'acompte avant le ${frenchDay(d.firstPaymentDay)} (7 jours après la signature, article L221-10 du Code de la consommation).`,
      { errors: { devisId: `Au plus tôt le ${frenchDay(d.firstPaymentDay)}` } },
    );
}

async function acceptedDevis(tx: Tx, id: number): Promise<DevisForInvoice> {
  const d = await devisForInvoice(tx, id, true);
  if (!d) throw new AppError("not-found", "Devis introuvable.");
  if (d.status !== "accepte")
    throw new AppError("conflict", `Le devis ${d.number} n'est pas accepté : on ne facture qu'un devis signé.`);
  return d;
}

/** A final invoice of the devis not cancelled, if any. */
async function openFinal(tx: Tx, devisId: number) {
  const [found] = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.devisId, devisId), eq(invoices.type, "solde"), ne(invoices.status, "annulee")));
  return found ?? null;
}

export function invoiceDrafts(deps: InvoicesDeps) {
  const { db, now } = deps;
  const view = (r: Parameters<typeof invoiceView>[1]) => invoiceView(deps, r);

  async function insert(tx: Tx, values: Omit<typeof invoices.$inferInsert, "createdAt">, lines: InvoiceLine[]) {
    const [r] = await tx
      .insert(invoices)
      .values({ ...values, createdAt: now(), updatedAt: now() })
      .returning();
    await writeLines(tx, r.id, lines);
    return r;
  }

  async function deposit(tx: Tx, d: DevisForInvoice, ask: { percent?: number; amountCents?: number }) {
    assertPaymentDay(d, todayOf(deps));
    const final = await openFinal(tx, d.id);
    if (final) throw new AppError("conflict", "Ce devis a déjà sa facture de solde : plus d'acompte possible.");
    const devisTotals = invoiceTotals(devisInvoiceLines(d));
    const amount = depositAmount(devisTotals.ttcCents, ask, d.depositPercent);
    if (amount <= 0)
      throw new AppError(
        "unprocessable",
        "Ce devis ne prévoit pas d'acompte : indiquez un pourcentage ou un montant.",
        { errors: { percent: "Pourcentage ou montant requis" } },
      );
    const { deductions, draftTtcCents } = await depositsOf(tx, d.id);
    const before = deductions.reduce((s, x) => s + x.ttcCents, 0) + draftTtcCents;
    if (before + amount > devisTotals.ttcCents)
      throw new AppError(
        "unprocessable",
        `Les acomptes dépasseraient 100 % du devis : ${euros(before)} déjà facturés ou en brouillon, il reste ${euros(Math.max(0, devisTotals.ttcCents - before))} TTC au plus.`,
        { errors: { [ask.amountCents !== undefined ? "amountCents" : "percent"]: "Au-delà de 100 % du devis" } },
      );
    const percent = ask.amountCents !== undefined ? null : (ask.percent ?? d.depositPercent);
    const parts = depositSplit(devisTotals, amount);
    const kind: LineKind = devisInvoiceLines(d).every((l) => l.kind === "fourniture") ? "fourniture" : "pose";
    const what = percent !== null ? `Acompte de ${String(percent).replace(".", ",")} %` : "Acompte";
    const lines = parts.map((p) => ({
      designation: `${what} sur le devis ${d.number}${parts.length > 1 ? ` (part à ${rateText(p.rate)})` : ""}`,
      description: d.title,
      kind,
      quantity: 1,
      unit: "forfait" as const,
      unitPriceCents: p.htCents,
      vatRate: p.rate,
      exemption: null,
    }));
    return insert(tx, fromDevis(d, "acompte", percent), lines);
  }

  function fromDevis(d: DevisForInvoice, type: "acompte" | "solde", depositPercent: number | null = null) {
    const client = clientOf(d);
    const site = d.siteAddress.trim() ? splitAddress(d.siteAddress) : null;
    const sameSite = !site || (site.street === client.address.street && site.postcode === client.address.postcode);
    return {
      type,
      devisId: d.id,
      leadId: d.leadId,
      client,
      siteAddress: sameSite ? null : site,
      depositPercent,
      certification: d.certification,
    };
  }

  async function final(tx: Tx, d: DevisForInvoice) {
    const existing = await openFinal(tx, d.id);
    if (existing)
      throw new AppError(
        "conflict",
        `Ce devis a déjà une facture de solde${existing.number ? ` (${existing.number})` : " en brouillon"} : une seule par devis.`,
      );
    const { openDrafts } = await depositsOf(tx, d.id);
    if (openDrafts > 0)
      throw new AppError(
        "conflict",
        "Une facture d'acompte de ce devis est encore en brouillon : émettez-la ou supprimez-la avant la facture de solde.",
      );
    // The works' period from the chantier's « Pose » step (editable while a draft).
    const worksPeriod = await worksPeriodOfDevis(tx, d.id);
    return insert(tx, { ...fromDevis(d, "solde"), worksPeriod }, devisInvoiceLines(d));
  }

  return {
    async create(body: unknown, author: LeadAuthor | null = null): Promise<InvoiceView> {
      const input = parseValue(invoiceCreateSchema, body);
      const created = await db.transaction(async (tx) => {
        if ("devisId" in input) {
          const d = await acceptedDevis(tx, input.devisId);
          const r = input.type === "acompte" ? await deposit(tx, d, input) : await final(tx, d);
          if (author) await tx.update(invoices).set({ createdByName: author.name }).where(eq(invoices.id, r.id));
          return r;
        }
        const rates = certificationRates(input.lines);
        const certification = rates.map((rate) => certificationWording(rate, input.client.name)).join("\n") || null;
        return insert(
          tx,
          { type: "facture", client: input.client, certification, createdByName: author?.name ?? "" },
          input.lines,
        );
      });
      return view(created);
    },

    /** A draft's client, lines, chantier address, works period. */
    async update(id: number, body: unknown): Promise<InvoiceView> {
      const input = parseValue(invoiceUpdateSchema, body);
      const updated = await db.transaction(async (tx) => {
        const r = await invoiceRow(tx, id, true);
        if (r.number) throw frozen(r);
        const { lines, ...fields } = input;
        if (lines) await writeLines(tx, id, lines);
        const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
        const [u] = await tx
          .update(invoices)
          .set({ ...set, updatedAt: now() })
          .where(eq(invoices.id, id))
          .returning();
        return u;
      });
      return view(updated);
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const r = await invoiceRow(tx, id, true);
        if (r.number) throw frozen(r);
        await tx.delete(invoices).where(eq(invoices.id, id));
      });
    },

    /** A credit note (draft) of an issued invoice: every line, or the lines given (positive amounts). */
    async creditNote(id: number, body: unknown, author: LeadAuthor | null = null): Promise<InvoiceView> {
      const input = parseValue(creditNoteSchema, body ?? {});
      const created = await db.transaction(async (tx) => {
        const r = await invoiceRow(tx, id, true);
        if (r.type === "avoir") throw new AppError("conflict", "Un avoir ne se corrige pas par un avoir.");
        if (!r.number)
          throw new AppError("conflict", "Cette facture est un brouillon : modifiez-la ou supprimez-la, sans avoir.");
        if (r.status === "annulee")
          throw new AppError("conflict", `La facture ${r.number} est déjà annulée par un avoir.`);
        const own = (await linesOf(tx, [id])).get(id) ?? [];
        const lines = input.lines ?? own;
        if (lines.some((l) => l.unitPriceCents < 0 || l.quantity < 0))
          throw new AppError("invalid", "Les montants d'un avoir sont positifs.", {
            errors: { lines: "Montants positifs" },
          });
        const deductions = input.lines ? [] : (r.deductions ?? []);
        const ttc = invoiceTotals(lines).ttcCents - deductions.reduce((s, d) => s + d.ttcCents, 0);
        const net = invoiceTotals(own).ttcCents - (r.deductions ?? []).reduce((s, d) => s + d.ttcCents, 0);
        if (ttc + (await creditedCents(tx, id)) > net)
          throw new AppError("unprocessable", `L'avoir dépasserait le montant de la facture ${r.number}.`, {
            errors: { lines: "Au-delà du montant de la facture" },
          });
        return insert(
          tx,
          {
            ...r,
            id: undefined,
            number: null,
            status: "brouillon",
            type: "avoir",
            correctedId: id,
            deductions,
            document: null,
            pdf: null,
            xml: null,
            issuedOn: null,
            issuedAt: null,
            dueDate: null,
            sentAt: null,
            createdByName: author?.name ?? "",
            issuedByName: "",
            updatedAt: undefined,
          },
          lines,
        );
      });
      return view(created);
    },
  };
}
