/** The invoices' service (docs/factures.md): drafts, « Émettre », credit notes, the list, « Envoyer ». */
import { and, asc, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import type { InvoiceType } from "#domain/invoice-document.ts";
import { invoiceStatuses, invoiceTotals, invoiceTypeLabels } from "#domain/invoices.ts";
import type { ListQuery, Page } from "#domain/pagination.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { selectPage, searchWords } from "#server/infra/db/paging.ts";
import { recordEvent } from "#server/modules/leads/index.ts";
import { businessInbox } from "../mail/index.ts";
import { invoiceDrafts } from "./drafts.ts";
import { invoiceEmail } from "./emails.ts";
import { invoiceFiles } from "./files.ts";
import { invoiceIssuing } from "./issue.ts";
import { invoicePayments } from "./payments.ts";
import { invoiceClientLinks } from "./client-link.ts";
import { invoiceReceivables } from "./receivable.ts";
import { invoiceRow, invoiceView, linesOf, type InvoiceRow, type InvoicesDeps } from "./record.ts";
import { invoices } from "./schema.ts";
import type { InvoiceSummary, InvoiceView } from "./types.ts";

export type { InvoicesDeps } from "./record.ts";

export const invoiceSorts = ["createdAt", "number", "issuedAt"] as const;

export function createInvoices(deps: InvoicesDeps) {
  const { db, business, now, outbox } = deps;
  const drafts = invoiceDrafts(deps);
  const issuing = invoiceIssuing(deps);
  const links = invoiceClientLinks(deps);

  /** Queues the e-mail of an issued invoice inside `tx`; its lead's timeline says so. */
  async function queueSend(tx: Tx, r: InvoiceRow, author: LeadAuthor | null) {
    if (!r.number || !r.document)
      throw new AppError("conflict", "Cette facture est un brouillon : émettez-la avant de l'envoyer.");
    if (!r.client.email)
      throw new AppError("unprocessable", "L'adresse e-mail du client est requise pour lui envoyer la facture.", {
        errors: { "client.email": "Adresse e-mail du client" },
      });
    const settings = await business.get();
    const { pdf } = await invoiceFiles(tx, r, settings);
    const page = await links.ensure(tx, r);
    const mail = invoiceEmail(settings, r.document, r.client, businessInbox(deps.config, settings), pdf, page);
    const lead = r.leadId ? { id: r.leadId } : null;
    const [email] = await outbox.enqueue(tx, [mail], lead);
    if (lead)
      await recordEvent(
        tx,
        lead.id,
        "devis",
        { title: `${mail.subject.split(" – ")[0]} envoyée au client` },
        email.id,
        author,
      );
    await tx.update(invoices).set({ sentAt: now(), updatedAt: now() }).where(eq(invoices.id, r.id));
  }

  /** « Envoyer »: the invoice e-mailed to the client, its Factur-X PDF attached. */
  async function send(id: number, author: LeadAuthor | null = null): Promise<InvoiceView> {
    await db.transaction(async (tx) => queueSend(tx, await invoiceRow(tx, id, true), author));
    outbox.kick();
    return invoiceView(deps, await invoiceRow(db, id));
  }

  return {
    ...drafts,
    issue: issuing.issue,
    /** A free invoice's client page: the invoice a token opens (client-link.ts). */
    byClientToken: links.find,
    /** Payments, refunds and the client's credit (payments.ts, docs/paiements.md). */
    payments: invoicePayments(deps),
    /** What getting paid reads: open invoices, one locked with its amount due, a period's sales and PDFs. */
    receivable: invoiceReceivables(deps),

    /** The issued invoices of a devis, as the client's page lists them (drafts never). */
    async ofDevis(devisId: number) {
      const rows = await db
        .select({
          id: invoices.id,
          number: invoices.number,
          type: invoices.type,
          issuedOn: invoices.issuedOn,
          document: invoices.document,
          status: invoices.status,
        })
        .from(invoices)
        .where(and(eq(invoices.devisId, devisId), isNotNull(invoices.number)))
        .orderBy(asc(invoices.issuedOn), asc(invoices.number));
      return rows.map((r) => ({
        id: r.id,
        number: r.number ?? "",
        label: invoiceTypeLabels[r.type as InvoiceType],
        issuedOn: r.issuedOn ?? "",
        netCents: r.document?.netCents ?? 0,
        type: r.type,
        paid: r.status === "payee",
      }));
    },

    /** The Factur-X PDF and XML of an issued invoice (409 for a draft). */
    files: async (id: number) => invoiceFiles(db, await invoiceRow(db, id), await business.get()),

    async get(id: number): Promise<InvoiceView> {
      return invoiceView(deps, await invoiceRow(db, id));
    },

    async list(
      query: ListQuery<(typeof invoiceSorts)[number]>,
      filter: { status?: string; devisId?: number },
    ): Promise<Page<InvoiceSummary>> {
      if (filter.status && !(invoiceStatuses as string[]).includes(filter.status))
        throw new AppError("invalid", "Statut inconnu.", { errors: { status: "Statut inconnu" } });
      const where: (SQL | undefined)[] = [
        filter.status ? eq(invoices.status, filter.status) : undefined,
        filter.devisId ? eq(invoices.devisId, filter.devisId) : undefined,
        query.q ? searchWords(query.q, [invoices.number, invoices.client]) : undefined,
      ];
      const sortColumn = { createdAt: invoices.id, number: invoices.number, issuedAt: invoices.issuedOn }[query.sort];
      const page = await selectPage<
        Omit<InvoiceSummary, "ttcCents" | "createdAt" | "clientName"> & {
          client: InvoiceRow["client"];
          createdAt: Date;
        }
      >(db, {
        table: invoices,
        columns: {
          id: invoices.id,
          number: invoices.number,
          type: invoices.type,
          status: invoices.status,
          client: invoices.client,
          devisId: invoices.devisId,
          issuedAt: invoices.issuedOn,
          dueDate: invoices.dueDate,
          createdAt: invoices.createdAt,
        },
        where: and(...where),
        orderBy: [query.dir === "asc" ? asc(sortColumn) : desc(sortColumn), desc(invoices.id)],
        page: query.page,
        pageSize: query.pageSize,
      });
      const lines = await linesOf(
        db,
        page.items.map((i) => i.id),
      );
      return {
        ...page,
        items: page.items.map(({ client, createdAt, ...i }) => ({
          ...i,
          clientName: client.company || client.name,
          ttcCents: invoiceTotals(lines.get(i.id) ?? []).ttcCents,
          createdAt: createdAt.toISOString(),
        })),
      };
    },

    send,

    /** Whether the client's signed certification came back: not a mention of the invoice, so recorded even once issued. */
    async certificationReturned(id: number, returned: boolean): Promise<InvoiceView> {
      const r = await invoiceRow(db, id);
      if (!r.certification)
        throw new AppError("conflict", "Cette facture ne porte pas d'attestation de TVA à taux réduit.");
      await db.update(invoices).set({ certificationReturned: returned, updatedAt: now() }).where(eq(invoices.id, id));
      return invoiceView(deps, { ...r, certificationReturned: returned });
    },

    /**
     * « Demander l'acompte » of an accepted devis: its deposit invoice (the devis' percentage) made,
     * issued and e-mailed to the client in one transaction — nothing is numbered if the e-mail cannot be
     * queued; asked again, the issued deposit invoice is sent again.
     */
    async requestDeposit(devisId: number, author: LeadAuthor | null = null): Promise<InvoiceView> {
      // Asked again: the deposit invoice already issued is sent again (never a second deposit).
      const [issued] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.devisId, devisId), eq(invoices.type, "acompte"), eq(invoices.status, "emise")))
        .orderBy(desc(invoices.id))
        .limit(1);
      if (issued) return send(issued.id, author);
      const draft = await drafts.create({ devisId, type: "acompte" }, author);
      try {
        const settings = await business.get();
        await db.transaction(async (tx) =>
          queueSend(tx, await issuing.issueIn(tx, draft.id, settings, author), author),
        );
      } catch (err) {
        await drafts.remove(draft.id);
        throw err;
      }
      outbox.kick();
      return invoiceView(deps, await invoiceRow(db, draft.id));
    },
  };
}
export type Invoices = ReturnType<typeof createInvoices>;
