import { and, eq, sql } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { receptionSchema, warranties, type ReceptionEvidence } from "#domain/chantier-reception.ts";
import { frenchDay } from "#domain/devis.ts";
import { chantierDocuments, chantierReceptions, chantierSteps, chantiers, devis } from "#server/infra/db/schema.ts";
import { AppError } from "#server/errors.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import type { Logger } from "#server/logger.ts";
import { checkCode, issueCode, sha256, wrongCode } from "#server/modules/signature/index.ts";
import { openFor, type Viewer } from "./access.ts";
import { compose, queueChantierMail } from "./emails.ts";
import { renderReceptionPdf, renderSignedReception } from "./reception-pdf.ts";
import { parse, type ChantierDeps, type ChantierRow } from "./service.ts";
import type { AdminContent } from "#server/modules/content/index.ts";

export type ReceptionRow = typeof chantierReceptions.$inferSelect;

export interface SignInput {
  code: string;
  name: string;
  /** The box « Je prononce la réception des travaux… ». */
  receive: boolean;
  /** The box « J'accepte que des photos des travaux soient publiées… » (optional). */
  publishConsent: boolean;
  /** The SHA-256 of the PDF the page offered (hidden field): the client signs what was shown. */
  shownSha256?: string;
  ip: string;
  userAgent: string;
}

const ALREADY_SIGNED = "Le procès-verbal de réception est déjà signé.";
const NONE = "Aucun procès-verbal de réception n'est prêt pour ce chantier.";

/**
 * The « Procès-verbal de réception » (issue 29 §4, docs/chantiers.md): prepared on site (the
 * reservations) by the office or an assigned craftsman, signed by the client on his page like a
 * devis (e-mail code, evidence with the SHA-256 of the PDF shown, certificate page). Signing
 * stores the reception's date (the warranties start), makes the signed PV a document of the
 * chantier, closes the « Réception » step and marks the lead « Chantier terminé » (`leadDone`,
 * which sends the review request: docs/avis.md).
 */
export function createReception(
  deps: ChantierDeps & {
    storage: Storage;
    logger: Logger;
    businessTo: () => string;
    /** Moves the lead to « Chantier terminé » through the leads module (review request included). */
    leadDone?: (kind: "quote" | "contact", id: number) => Promise<unknown>;
    /** The content service: a withdrawn consent unpublishes the projects made from the chantier. */
    content?: () => AdminContent;
  },
) {
  const { db, business, now, outbox, config } = deps;
  const today = () => parisDate(now());

  async function render(c: ChantierRow, reservations: string[], date: string) {
    const [d] = c.devisId
      ? await db.select({ number: devis.number, lines: devis.lines }).from(devis).where(eq(devis.id, c.devisId))
      : [];
    const bytes = await renderReceptionPdf(await business.get(), { ...c, devis: d ?? null, reservations, date });
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
      .set({ ...(await render(c, row.reservations, today())), codeHash: null, updatedAt: now() })
      .where(eq(chantierReceptions.id, row.id))
      .returning();
    return u;
  }

  function view(row: ReceptionRow | null, c: ChantierRow) {
    if (!row) return { status: "absent" as const, publishConsentAt: c.publishConsentAt?.toISOString() ?? null };
    const date = row.evidence?.receptionDate ?? null;
    return {
      status: row.status as "a_signer" | "signe",
      reservations: row.reservations,
      pdfDate: row.pdfDate,
      pdfSha256: row.pdfSha256,
      signedAt: row.signedAt?.toISOString() ?? null,
      receptionDate: date,
      signedBy: row.evidence?.typedName ?? null,
      warranties: date ? warranties(date).map((w) => ({ ...w })) : [],
      documentId: row.documentId,
      publishConsentAt: c.publishConsentAt?.toISOString() ?? null,
      updatedByName: row.updatedByName,
    };
  }

  const clientMail = (c: ChantierRow, date: string, url: string) =>
    compose(
      `Procès-verbal de réception signé – ${c.title}`,
      [
        `Bonjour ${c.clientName},`,
        `Merci : votre signature du procès-verbal de réception est enregistrée. La réception date du ${frenchDay(date)} ; les garanties courent à partir de cette date :`,
        warranties(date)
          .map((w) => `– ${w.label} : jusqu'au ${frenchDay(w.until)}`)
          .join("\n"),
        "Le procès-verbal signé (avec son certificat) est téléchargeable sur votre page.",
      ],
      { url, label: "Mon chantier" },
    );

  return {
    view: async (viewer: Viewer, chantierId: number) => {
      const c = await openFor(db, viewer, chantierId);
      return view(await find(chantierId), c);
    },

    /** Prepares (or corrects) the PV: the reservations; the PDF is drawn with today's date. */
    async save(viewer: Viewer, chantierId: number, input: unknown) {
      const c = await openFor(db, viewer, chantierId);
      const { reservations } = parse(receptionSchema, input);
      const existing = await find(chantierId);
      if (existing?.status === "signe") throw new AppError("conflict", ALREADY_SIGNED);
      const values = {
        ...(await render(c, reservations, today())),
        reservations,
        codeHash: null,
        updatedByName: viewer.name,
        updatedAt: now(),
      };
      const [row] = existing
        ? await db.update(chantierReceptions).set(values).where(eq(chantierReceptions.id, existing.id)).returning()
        : await db
            .insert(chantierReceptions)
            .values({ chantierId, ...values })
            .returning();
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
      return view(row, c);
    },

    /** E-mails a 6-digit code (10 min, 5 tries) to the client's address. */
    async requestCode(c: ChantierRow): Promise<{ email: string }> {
      if (!c.clientEmail)
        throw new AppError("invalid", "Aucune adresse e-mail n'est connue pour ce chantier : appelez-nous.");
      const row = await fresh(c);
      if (!row) throw new AppError("not-found", NONE);
      const settings = await business.get();
      await db.transaction(async (tx) => {
        const [r] = await tx.select().from(chantierReceptions).where(eq(chantierReceptions.id, row.id)).for("update");
        if (r.status === "signe") throw new AppError("conflict", ALREADY_SIGNED);
        const { code, values } = issueCode(r, `pv:${r.id}`, now());
        await tx.update(chantierReceptions).set(values).where(eq(chantierReceptions.id, r.id));
        const mail = compose(`Code de vérification : ${code} – procès-verbal de réception`, [
          `Bonjour ${c.clientName},`,
          `Votre code pour signer le procès-verbal de réception de « ${c.title} » : ${code}`,
          "Il est valable 10 minutes. Si vous n'avez rien demandé, ignorez cet e-mail.",
        ]);
        await queueChantierMail(tx, outbox, c, {
          kind: "chantier_pv_code",
          ...mail,
          to: c.clientEmail,
          replyTo: settings.email,
        });
      });
      outbox.kick();
      return { email: c.clientEmail };
    },

    /** Checks the code and the box, then records the evidence, the signed PV and the reception's date. */
    async sign(c: ChantierRow, token: string, input: SignInput): Promise<ReceptionRow> {
      const settings = await business.get();
      const name = input.name.replace(/\s+/g, " ").trim().slice(0, 160);
      const result = await db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(chantierReceptions)
          .where(eq(chantierReceptions.chantierId, c.id))
          .for("update");
        if (!r) throw new AppError("not-found", NONE);
        if (r.status === "signe") throw new AppError("conflict", ALREADY_SIGNED);
        const at = now();
        if (r.pdfDate !== parisDate(at) || (input.shownSha256 && input.shownSha256 !== r.pdfSha256))
          throw new AppError("conflict", "Le procès-verbal a changé depuis son affichage : rechargez la page.");
        const errors: Record<string, string> = {};
        if (name.length < 3) errors.name = "Saisissez votre nom complet.";
        if (!input.receive) errors.receive = "Cochez la case de réception des travaux pour signer.";
        const verdict = checkCode(r, `pv:${r.id}`, input.code, at);
        if (!verdict.ok) {
          await tx
            .update(chantierReceptions)
            .set({ codeAttempts: verdict.attempts })
            .where(eq(chantierReceptions.id, r.id));
          return { error: verdict.error };
        }
        if (Object.keys(errors).length > 0) throw new AppError("invalid", Object.values(errors).join(" "), { errors });
        const evidence: ReceptionEvidence = {
          chantierId: c.id,
          title: c.title,
          signedAt: at.toISOString(),
          receptionDate: r.pdfDate,
          reservations: r.reservations,
          ip: input.ip,
          userAgent: input.userAgent.slice(0, 500),
          email: c.clientEmail,
          typedName: name,
          publishConsent: input.publishConsent,
          pdfSha256: r.pdfSha256,
        };
        const signed = Buffer.from(await renderSignedReception(Buffer.from(r.pdf, "base64"), evidence));
        const storageId = `chantier-pv-${r.id}-${at.getTime()}`;
        await deps.storage.put(storageId, "pv-signe.pdf", signed);
        const [doc] = await tx
          .insert(chantierDocuments)
          .values({
            chantierId: c.id,
            kind: "pv",
            title: "Procès-verbal de réception signé",
            storageId,
            file: "pv-signe.pdf",
            size: signed.length,
            visibleToClient: true,
            createdByName: name,
          })
          .returning({ id: chantierDocuments.id });
        const [u] = await tx
          .update(chantierReceptions)
          .set({
            status: "signe",
            evidence,
            signedPdf: signed.toString("base64"),
            signedAt: at,
            documentId: doc.id,
            codeHash: null,
            updatedAt: at,
          })
          .where(eq(chantierReceptions.id, r.id))
          .returning();
        await tx
          .update(chantiers)
          .set({
            status: "termine",
            updatedAt: sql`now()`,
            ...(input.publishConsent && !c.publishConsentAt ? { publishConsentAt: at } : {}),
          })
          .where(eq(chantiers.id, c.id));
        await tx
          .update(chantierSteps)
          .set({ doneOn: r.pdfDate, updatedAt: at })
          .where(and(eq(chantierSteps.chantierId, c.id), eq(chantierSteps.step, "reception")));
        const url = `${config.siteUrl}/mon-chantier/${token}`;
        await queueChantierMail(tx, outbox, c, {
          kind: "chantier_pv_signe_client",
          ...clientMail(c, r.pdfDate, url),
          to: c.clientEmail,
          replyTo: settings.email,
        });
        const office = compose(
          `PV de réception signé par ${c.clientName} – ${c.title}`,
          [
            `${name} a signé en ligne le procès-verbal de réception ${r.reservations.length > 0 ? `avec ${r.reservations.length} réserve(s)` : "sans réserve"}, le ${frenchDay(r.pdfDate)}.`,
            input.publishConsent
              ? "Le client accepte que des photos des travaux soient publiées (commune seulement) : « Publier en réalisation » est possible."
              : "Le client n'a pas donné son accord pour publier des photos.",
          ],
          { url: `${config.siteUrl}/admin/chantiers/${c.id}`, label: "Ouvrir le chantier" },
        );
        await queueChantierMail(tx, outbox, c, {
          kind: "chantier_pv_signe",
          ...office,
          to: deps.businessTo() || settings.email,
        });
        return { row: u };
      });
      if ("error" in result) throw wrongCode(result.error as string);
      outbox.kick();
      if (c.leadType && c.leadId && deps.leadDone)
        await deps
          .leadDone(c.leadType as "quote" | "contact", c.leadId)
          .catch((err: unknown) => deps.logger.error("lead not marked « Chantier terminé »", { err, chantier: c.id }));
      return result.row;
    },

    /**
     * The client gives (true) or withdraws (false) his consent to publish photos of the job. A
     * withdrawal takes the projects made from this chantier off the site at once (back to drafts)
     * and tells the office, which decides what to do with the photos in the media library
     * (docs/chantiers.md). Returns the projects unpublished.
     */
    async setConsent(c: ChantierRow, consent: boolean): Promise<number> {
      await db
        .update(chantiers)
        .set({ publishConsentAt: consent ? (c.publishConsentAt ?? now()) : null, updatedAt: sql`now()` })
        .where(eq(chantiers.id, c.id));
      if (consent || !c.publishConsentAt) return 0;
      const withdrawn: string[] = [];
      const drafts: string[] = [];
      for (const id of c.publishedProjectIds) {
        const project = (await deps.content?.().getRow("portfolio", id)) as
          { title: string; isPublished: boolean; publishAt: Date | null } | null | undefined;
        if (!project) continue;
        const named = `« ${project.title} » (${config.siteUrl}/admin/portfolio/${id}/edit)`;
        if (!project.isPublished && !project.publishAt) {
          drafts.push(named);
          continue;
        }
        // An explicit unpublication also cancels a planned publication (content/writer.ts).
        await deps.content!().patch("portfolio", id, { isPublished: false });
        withdrawn.push(named);
      }
      const settings = await business.get();
      await queueChantierMail(db, outbox, c, {
        kind: "chantier_accord_retire",
        ...compose(
          `Accord de publication retiré par ${c.clientName} – ${c.title}`,
          [
            `${c.clientName} a retiré depuis sa page de suivi son accord pour publier des photos de ses travaux, le ${frenchDay(today())}.`,
            withdrawn.length > 0
              ? `Le site a retiré de la page Réalisations (remis en brouillon) : ${withdrawn.join(" ; ")}.`
              : "Aucune réalisation faite à partir de ce chantier n'était en ligne.",
            ...(drafts.length > 0
              ? [`Ne publiez pas ces brouillons faits à partir de ce chantier : ${drafts.join(" ; ")}.`]
              : []),
            "Les photos copiées dans la médiathèque y restent : retirez-les si elles servent ailleurs (article, page, réseaux sociaux), le site ne peut pas le faire pour vous.",
          ],
          { url: `${config.siteUrl}/admin/chantiers/${c.id}`, label: "Ouvrir le chantier" },
        ),
        to: deps.businessTo() || settings.email,
      });
      outbox.kick();
      return withdrawn.length;
    },
  };
}
export type Reception = ReturnType<typeof createReception>;
