import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { and, desc, eq, sql } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import {
  devisContentProblems,
  devisCreateSchema,
  devisInputSchema,
  devisSettingsChecklist,
  devisStatuses,
  depositCents,
  devisTotals,
  euros,
  firstPaymentDay,
  frenchDay,
  type DevisInput,
  type DevisStats,
  type DevisStatus,
  type DevisSummary,
  type DevisView,
} from "#domain/devis.ts";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";
import { optionLabel, projectTypeOptions } from "#domain/schemas/leads.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { devis, devisCounters, leadEvents, quoteRequests } from "#server/infra/db/schema.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { businessInbox, type MailDraft, type Outbox } from "../mail/index.ts";
import { sha256 } from "#server/modules/signature/index.ts";
import { devisMail } from "./emails.ts";
import { renderDevisPdf, validUntilOf } from "./pdf.ts";

export type DevisRow = typeof devis.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;

export interface DevisDeps {
  db: Db;
  config: Config;
  logger: Logger;
  outbox: Outbox;
  business: BusinessSettingsService;
  now: () => Date;
  /** Days after sending when a reminder goes (default 3 and 7). */
  reminderDays?: number[];
  /** Called inside the acceptance transaction (the chantier opens, issue 29). */
  onAccepted?: (tx: Tx, row: DevisRow) => Promise<unknown>;
}

export { sha256 };

const notFound = () => new AppError("not-found", "Devis introuvable.");

function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("invalid", errorSummary(parsed.error), { errors: fieldErrors(parsed.error) });
  return parsed.data;
}

/** Shared by the admin service and the client's page: e-mails, lead timeline and status. */
export function devisHelpers(deps: DevisDeps) {
  const { config, outbox } = deps;
  const publicUrl = (token: string) => `${config.siteUrl}/mon-devis/${token}`;

  /** Queues a devis e-mail, about the devis's lead when it has one; returns the e-mail's id. */
  async function queueMail(exec: Exec, row: Pick<DevisRow, "leadType" | "leadId">, mail: MailDraft) {
    const lead = row.leadType && row.leadId ? { kind: row.leadType, id: row.leadId } : null;
    const [email] = await outbox.enqueue(exec, [mail], lead);
    return email.id;
  }

  /** A line of the lead's timeline (« Devis D-2026-0001 consulté le … »), « par » the member who did it. */
  async function leadEvent(
    exec: Exec,
    row: Pick<DevisRow, "leadType" | "leadId">,
    title: string,
    emailId?: number,
    author: LeadAuthor | null = null,
  ) {
    if (!row.leadType || !row.leadId) return;
    await exec.insert(leadEvents).values({
      leadType: row.leadType,
      leadId: row.leadId,
      type: "devis",
      detail: { title },
      emailId: emailId ?? null,
      authorId: author?.id ?? null,
      authorName: author?.name ?? "",
    });
  }

  /** Moves the quote request to `to` (recorded in its timeline) unless it is there already. */
  async function leadStatus(
    exec: Exec,
    row: Pick<DevisRow, "leadType" | "leadId">,
    to: string,
    unless: string[] = [],
    author: LeadAuthor | null = null,
  ) {
    if (row.leadType !== "quote" || !row.leadId) return;
    const [lead] = await exec
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, row.leadId));
    if (!lead || lead.status === to || unless.includes(lead.status)) return;
    await exec
      .update(quoteRequests)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(quoteRequests.id, row.leadId));
    await exec.insert(leadEvents).values({
      leadType: "quote",
      leadId: row.leadId,
      type: "status",
      detail: { from: lead.status, to },
      authorId: author?.id ?? null,
      authorName: author?.name ?? "",
    });
  }

  return { publicUrl, queueMail, leadEvent, leadStatus, kick: () => outbox.kick() };
}

/** The admin's side of the devis: create, edit, number, render, send, revoke, new version, figures. */
export function createDevisService(deps: DevisDeps) {
  const { db, business, now } = deps;
  const h = devisHelpers(deps);
  const today = () => parisDate(now());

  async function row(id: number, exec: Exec = db, lock = false): Promise<DevisRow> {
    const query = exec.select().from(devis).where(eq(devis.id, id));
    const [found] = lock ? await query.for("update") : await query;
    if (!found) throw notFound();
    return found;
  }

  async function view(r: DevisRow): Promise<DevisView> {
    const settings = await business.get();
    const [next] = await db.select({ id: devis.id }).from(devis).where(eq(devis.previousId, r.id)).limit(1);
    const input = inputOf(r);
    return {
      ...input,
      id: r.id,
      number: r.number,
      version: r.version,
      status: r.status as DevisStatus,
      leadType: r.leadType,
      leadId: r.leadId,
      totals: devisTotals(r.lines),
      publicUrl: r.token ? h.publicUrl(r.token) : null,
      sentAt: r.sentAt?.toISOString() ?? null,
      validUntil: r.validUntil,
      acceptedAt: r.acceptedAt?.toISOString() ?? null,
      refusedAt: r.refusedAt?.toISOString() ?? null,
      refusalReason: r.refusalReason,
      views: r.views,
      remindersSent: r.remindersSent,
      pdfSha256: r.pdfSha256,
      evidence: r.evidence ?? null,
      nextVersionId: next?.id ?? null,
      previousId: r.previousId,
      createdAt: r.createdAt.toISOString(),
      createdByName: r.createdByName,
      sentByName: r.sentByName,
      revokedByName: r.revokedByName,
      missingSettings: devisSettingsChecklist(settings),
      problems: devisContentProblems(r),
      deposit: {
        amountCents: depositCents(devisTotals(r.lines).ttcCents, r.depositPercent),
        requestedOn: r.depositRequestedAt ? r.depositRequestedAt.toISOString().slice(0, 10) : null,
        earliestOn: r.acceptedAt && atHome(r) ? firstPaymentDay(parisDate(r.acceptedAt)) : null,
      },
    };
  }

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
    const [q] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, leadId));
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

  function assertEditable(r: DevisRow) {
    if (r.status !== "brouillon")
      throw new AppError(
        "conflict",
        "Ce devis a été envoyé : il ne peut plus être modifié. Utilisez « Modifier » pour en créer une nouvelle version.",
      );
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
      return rows.map((r) => ({
        id: r.id,
        number: r.number,
        status: r.status as DevisStatus,
        clientName: r.client.name,
        title: r.title,
        ttcCents: devisTotals(r.lines).ttcCents,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        leadId: r.leadId,
      }));
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
            leadType: lead ? "quote" : null,
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
      });
      return { number: r.number, bytes };
    },

    /** Renders and freezes the PDF, e-mails the link to the client, records it; refused (422) while something is missing. */
    async send(id: number, author: LeadAuthor | null = null): Promise<{ publicUrl: string; devis: DevisView }> {
      const settings = await business.get();
      const missing = devisSettingsChecklist(settings);
      const sent = await db.transaction(async (tx) => {
        const r = await row(id, tx, true);
        assertEditable(r);
        const problems = devisContentProblems(r);
        if (missing.length > 0 || problems.length > 0) {
          const list = [...missing.map((m) => m.label), ...problems];
          throw new AppError(
            "unprocessable",
            `Le devis ne peut pas être envoyé : ${missing.length > 0 ? `complétez les réglages « Entreprise » (${missing.map((m) => m.label).join(", ")})` : ""}${missing.length > 0 && problems.length > 0 ? " ; " : ""}${problems.join(" ")}`,
            { details: { missing: list, missingSettings: missing, problems } },
          );
        }
        if (r.previousId) {
          const [prev] = await tx.select().from(devis).where(eq(devis.id, r.previousId)).for("update");
          if (prev && prev.status !== "envoye" && prev.status !== "remplace" && prev.status !== "expire")
            throw new AppError("conflict", `La version précédente a déjà reçu une réponse (${prev.status}).`);
        }
        const at = now();
        const issuedOn = parisDate(at);
        const validUntil = validUntilOf(issuedOn, r.validityDays);
        const bytes = await renderDevisPdf(settings, { ...inputOf(r), number: r.number, issuedOn, validUntil });
        const token = randomBytes(24).toString("base64url");
        const [u] = await tx
          .update(devis)
          .set({
            status: "envoye",
            token,
            sentAt: at,
            validUntil,
            pdf: Buffer.from(bytes).toString("base64"),
            pdfSha256: sha256(bytes),
            updatedAt: at,
            sentById: author?.id ?? null,
            sentByName: author?.name ?? "",
          })
          .where(eq(devis.id, id))
          .returning();
        if (r.previousId)
          await tx.update(devis).set({ status: "remplace", updatedAt: at }).where(eq(devis.id, r.previousId));
        const mail = devisMail.sent(settings, u, h.publicUrl(token));
        const emailId = await h.queueMail(tx, u, {
          ...mail,
          to: u.client.email,
          replyTo: businessInbox(deps.config, settings),
        });
        await h.leadEvent(
          tx,
          u,
          `Devis ${u.number} envoyé au client (valable jusqu'au ${frenchDay(validUntil)})`,
          emailId,
          author,
        );
        await h.leadStatus(tx, u, "devis-envoye", ["signe", "termine"], author);
        return u;
      });
      h.kick();
      return { publicUrl: h.publicUrl(sent.token as string), devis: await view(sent) };
    },

    /** The client's link stops working (410). */
    async revoke(id: number, author: LeadAuthor | null = null): Promise<DevisView> {
      const r = await db.transaction(async (tx) => {
        const current = await row(id, tx, true);
        if (current.status !== "envoye")
          throw new AppError("conflict", "Seul un devis envoyé et sans réponse peut être révoqué.");
        const [u] = await tx
          .update(devis)
          .set({
            status: "revoque",
            revokedAt: now(),
            updatedAt: now(),
            revokedById: author?.id ?? null,
            revokedByName: author?.name ?? "",
          })
          .where(eq(devis.id, id))
          .returning();
        await h.leadEvent(tx, u, `Lien du devis ${u.number} révoqué`, undefined, author);
        return u;
      });
      return view(r);
    },

    /** « Modifier » a sent devis: a new draft version (D-2026-0007-2); the old link says it was replaced once it is sent. */
    async newVersion(id: number, author: LeadAuthor | null = null): Promise<DevisView> {
      const created = await db.transaction(async (tx) => {
        const r = await row(id, tx, true);
        if (r.status === "brouillon")
          throw new AppError("conflict", "Ce devis est encore un brouillon : modifiez-le directement.");
        if (r.status === "accepte")
          throw new AppError("conflict", "Ce devis est accepté : il ne peut plus être remplacé.");
        const [existing] = await tx.select({ id: devis.id }).from(devis).where(eq(devis.previousId, id));
        if (existing) throw new AppError("conflict", "Une nouvelle version de ce devis existe déjà.");
        const [{ max }] = await tx
          .select({ max: sql<number>`max(${devis.version})::int` })
          .from(devis)
          .where(eq(devis.rootNumber, r.rootNumber));
        const version = Number(max) + 1;
        const [u] = await tx
          .insert(devis)
          .values({
            ...inputOf(r),
            number: `${r.rootNumber}-${version}`,
            rootNumber: r.rootNumber,
            version,
            previousId: r.id,
            leadType: r.leadType,
            leadId: r.leadId,
            createdAt: now(),
            updatedAt: now(),
            createdById: author?.id ?? null,
            createdByName: author?.name ?? "",
          })
          .returning();
        await h.leadEvent(tx, u, `Nouvelle version ${u.number} du devis ${r.number} créée`, undefined, author);
        return u;
      });
      return view(created);
    },

    /**
     * Records a request for the deposit (acompte). Hors établissement, none before day 7 after
     * signing (L221-10): an earlier date is refused (422).
     */
    async requestDeposit(id: number, body: unknown, author: LeadAuthor | null = null): Promise<DevisView> {
      const raw = (body ?? {}) as { date?: unknown; notify?: unknown };
      // `notify`: asked now, by e-mail to the client (the « Demander l'acompte » button); otherwise a
      // request made by other means is recorded at its date.
      const notify = raw.notify === true;
      const date = raw.date === undefined || notify ? today() : String(raw.date);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
        throw new AppError("invalid", "Date invalide (AAAA-MM-JJ).", { errors: { date: "Date invalide" } });
      const r = await row(id);
      if (r.status !== "accepte" || !r.acceptedAt)
        throw new AppError("conflict", "Un acompte ne peut être demandé que sur un devis accepté.");
      const signedOn = parisDate(r.acceptedAt);
      if (atHome(r) && date < firstPaymentDay(signedOn))
        throw new AppError(
          "unprocessable",
          `Contrat signé au domicile du client : aucun paiement ne peut être demandé avant le ${frenchDay(firstPaymentDay(signedOn))} (7 jours après la signature, article L221-10 du Code de la consommation).`,
          { errors: { date: `Au plus tôt le ${frenchDay(firstPaymentDay(signedOn))}` } },
        );
      if (notify && r.depositPercent <= 0)
        throw new AppError("conflict", "Ce devis ne prévoit pas d'acompte (0 %) : rien à demander.");
      if (notify && !r.token) throw new AppError("conflict", "Ce devis n'a plus de lien client : rien à envoyer.");
      const settings = notify ? await business.get() : null;
      const u = await db.transaction(async (tx) => {
        const [u] = await tx
          .update(devis)
          .set({ depositRequestedAt: new Date(`${date}T12:00:00Z`), updatedAt: now() })
          .where(eq(devis.id, id))
          .returning();
        const emailId =
          settings && u.token
            ? await h.queueMail(tx, u, {
                ...devisMail.deposit(settings, u, h.publicUrl(u.token)),
                to: u.client.email,
                replyTo: businessInbox(deps.config, settings),
              })
            : undefined;
        const what = emailId
          ? `Acompte du devis ${u.number} demandé au client par e-mail (${euros(depositCents(devisTotals(u.lines).ttcCents, u.depositPercent))} TTC)`
          : `Acompte du devis ${u.number} demandé (le ${frenchDay(date)})`;
        await h.leadEvent(tx, u, what, emailId, author);
        return u;
      });
      if (notify) h.kick();
      return view(u);
    },

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

/** Signed at a consumer's home (hors établissement): no payment before day 7 (L221-10). */
const atHome = (r: DevisRow) => r.channel === "domicile" && !r.client.siret;

export function inputOf(r: DevisRow): DevisInput {
  return {
    client: r.client,
    siteAddress: r.siteAddress,
    channel: r.channel as DevisInput["channel"],
    title: r.title,
    lines: r.lines,
    note: r.note,
    depositPercent: r.depositPercent,
    validityDays: r.validityDays,
    paymentTerms: r.paymentTerms,
    leadTime: r.leadTime,
  };
}

export type DevisService = ReturnType<typeof createDevisService>;
