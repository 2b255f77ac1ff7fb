import { eq } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { receptionSchema, warranties, type ReceptionEvidence } from "#domain/chantier-reception.ts";
import { chantierReceptions, chantiers } from "./schema.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { compose, mailClientWithNote } from "./emails.ts";
import { devisLines } from "#server/modules/devis/index.ts";
import { AppError } from "#server/errors.ts";
import { createSigning, sha256, signatureOf } from "#server/modules/signature/index.ts";
import { openFor, type Viewer } from "./access.ts";
import { renderReceptionPdf, type ReceptionPdfInput } from "./reception-pdf.ts";
import { companyOf, createCompanySigning } from "./reception-company.ts";
import { createPublishConsent } from "./reception-consent.ts";
import { receptionBlockedFor } from "./reception-schedule.ts";
import { signedPv } from "./reception-ref.ts";
import {
  ALREADY_SIGNED,
  COMPANY_FIRST,
  createReceptionSigning,
  NONE,
  type ReceptionDeps,
  type ReceptionRow,
} from "./reception-signing.ts";
import { parse, type ChantierRow } from "./service.ts";

export type { ReceptionRow, SignInput } from "./reception-signing.ts";

/**
 * The « Procès-verbal de réception » (decision 052, docs/chantiers.md): prepared on site (the
 * reservations) by the office or an assigned craftsman, signed by the client on his page like a
 * devis (e-mail code, evidence with the SHA-256 of the PDF shown, certificate page). Signing
 * stores the reception's date (the warranties start), makes the signed PV a document of the
 * chantier, closes the « Réception » step and marks the lead « Chantier terminé » in the same
 * transaction (the leads door's `moveStatus`); once committed, `leadDone` sends the review
 * request (docs/avis.md).
 */
export function createReception(deps: ReceptionDeps) {
  const { db, business, now } = deps;
  const today = () => parisDate(now());
  const signing = createSigning({ now });

  /** Why the client cannot sign yet: the works still planned, then the company's signature missing. */
  async function blockedFor(row: ReceptionRow | null, c: ChantierRow, audience: "office" | "client") {
    const works = await receptionBlockedFor(db, c.id, today(), audience);
    if (works || !row || row.status === "signe" || row.companySignedAt) return works;
    return audience === "client"
      ? COMPANY_FIRST
      : "À signer d'abord pour l'entreprise (« Signer pour l'entreprise ») : le client reçoit alors un e-mail pour signer à son tour.";
  }

  async function render(
    c: ChantierRow,
    reservations: string[],
    date: string,
    company: ReceptionPdfInput["company"] = null,
  ) {
    const d = c.devisId ? await devisLines(db, c.devisId) : null;
    const bytes = await renderReceptionPdf(await business.get(), {
      ...c,
      devis: d ?? null,
      reservations,
      date,
      company,
    });
    return { pdf: Buffer.from(bytes).toString("base64"), pdfSha256: sha256(bytes), pdfDate: date };
  }

  async function find(chantierId: number) {
    const [row] = await db.select().from(chantierReceptions).where(eq(chantierReceptions.chantierId, chantierId));
    return row ?? null;
  }

  /** The PV still to sign carries today's date: an older one is drawn again (the client signs today). */
  async function fresh(c: ChantierRow): Promise<ReceptionRow | null> {
    const row = await find(c.id);
    if (!row || row.status === "signe" || row.pdfDate === today()) return row;
    const [u] = await db
      .update(chantierReceptions)
      .set({ ...(await render(c, row.reservations, today(), companyOf(row))), updatedAt: now() })
      .where(eq(chantierReceptions.id, row.id))
      .returning();
    await db.transaction((tx) => signing.forget(tx, signedPv(row)));
    return u;
  }

  async function view(row: ReceptionRow | null, c: ChantierRow) {
    if (!row) return { status: "absent" as const, publishConsentAt: c.publishConsentAt?.toISOString() ?? null };
    const { evidence, locked } = await signatureOf<ReceptionEvidence>(db, signedPv(row));
    const date = evidence?.receptionDate ?? null;
    return {
      status: row.status as "a_signer" | "signe",
      reservations: row.reservations,
      pdfDate: row.pdfDate,
      pdfSha256: row.pdfSha256,
      signedAt: row.signedAt?.toISOString() ?? null,
      receptionDate: date,
      signedBy: evidence?.typedName ?? null,
      companySigned: row.companySignedAt
        ? { by: row.companySignedByName, at: row.companySignedAt.toISOString() }
        : null,
      locked,
      warranties: date ? warranties(date).map((w) => ({ ...w })) : [],
      documentId: row.documentId,
      publishConsentAt: c.publishConsentAt?.toISOString() ?? null,
      updatedByName: row.updatedByName,
    };
  }

  const clientSigning = createReceptionSigning(deps, fresh);
  const company = createCompanySigning(deps, { find, render, view });
  const consent = createPublishConsent(deps);

  return {
    view: async (viewer: Viewer, chantierId: number) => {
      const c = await openFor(db, viewer, chantierId);
      const row = await find(chantierId);
      return { ...(await view(row, c)), blockedBy: await blockedFor(row, c, "office") };
    },

    /** Prepares (or corrects) the PV: the reservations; the PDF is drawn with today's date. */
    async save(viewer: Viewer, chantierId: number, input: unknown) {
      const c = await openFor(db, viewer, chantierId);
      const { reservations } = parse(receptionSchema, input);
      const existing = await find(chantierId);
      if (existing?.status === "signe") throw new AppError("conflict", ALREADY_SIGNED);
      // Changed reservations are a new PV: the company signs it again, no code stays pending.
      const values = {
        ...(await render(c, reservations, today())),
        reservations,
        companySignedAt: null,
        companySignedById: null,
        companySignedByName: "",
        updatedByName: viewer.name,
        updatedAt: now(),
      };
      const [row] = existing
        ? await db.update(chantierReceptions).set(values).where(eq(chantierReceptions.id, existing.id)).returning()
        : await db
            .insert(chantierReceptions)
            .values({ chantierId, ...values })
            .returning();
      await db.transaction((tx) => signing.forget(tx, signedPv(row)));
      return view(row, c);
    },

    /** The PDF: the signed one once signed. */
    async pdf(chantierId: number): Promise<{ bytes: Buffer; signed: boolean }> {
      const row = await find(chantierId);
      if (!row) throw new AppError("not-found", NONE);
      return { bytes: Buffer.from(row.signedPdf ?? row.pdf, "base64"), signed: Boolean(row.signedPdf) };
    },

    /** The client's side: the PV of his chantier (drawn again with today's date while unsigned). */
    async forClient(c: ChantierRow) {
      const row = await fresh(c);
      return { ...(await view(row, c)), blockedBy: await blockedFor(row, c, "client") };
    },

    /**
     * The office reopens a PV locked after too many codes: the counts start again, the reopening
     * is journaled in the lead's timeline and the client is told by e-mail.
     */
    async unlock(chantierId: number, author: LeadAuthor | null) {
      const [c] = await db.select().from(chantiers).where(eq(chantiers.id, chantierId));
      if (!c) throw new AppError("not-found", "Chantier introuvable.");
      const settings = await deps.business.get();
      await db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(chantierReceptions)
          .where(eq(chantierReceptions.chantierId, chantierId))
          .for("update");
        if (!r) throw new AppError("not-found", NONE);
        await signing.reopen(tx, signedPv(r), author);
        await tx.update(chantierReceptions).set({ updatedAt: now() }).where(eq(chantierReceptions.id, r.id));
        await mailClientWithNote(
          tx,
          deps.outbox,
          c,
          {
            kind: "chantier_pv_rouvert",
            ...compose(`Signature en ligne rouverte – procès-verbal de réception`, [
              `Bonjour ${c.clientName},`,
              `La signature en ligne du procès-verbal de réception de « ${c.title} » avait été bloquée par sécurité après trop de codes demandés ou erronés. Nous venons de la rouvrir : vous pouvez de nouveau demander un code sur votre page de suivi.`,
              `Si vous n'êtes pas à l'origine de ces demandes, appelez-nous au ${settings.phone}.`,
            ]),
            replyTo: settings.email,
          },
          { title: `Signature en ligne du PV de réception « ${c.title} » rouverte`, author },
        );
      });
      deps.outbox.kick();
      return view(await find(chantierId), c as ChantierRow);
    },

    requestCode: clientSigning.requestCode,
    sign: clientSigning.sign,
    companySign: company.sign,
    setConsent: consent.setConsent,
  };
}
export type Reception = ReturnType<typeof createReception>;
