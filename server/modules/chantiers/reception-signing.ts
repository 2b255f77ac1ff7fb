import { counted } from "#domain/typography.ts";
import { and, eq, sql } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { warranties, type ReceptionEvidence } from "#domain/chantier-reception.ts";
import { frenchDay } from "#domain/devis.ts";
import { chantierDocuments, chantierReceptions, chantierSteps, chantiers } from "./schema.ts";
import { moveStatus, type LeadRef } from "#server/modules/leads/index.ts";
import { AppError } from "#server/errors.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import type { Logger } from "#server/logger.ts";
import { createSigning, locked, sealIdentity, wrongCode } from "#server/modules/signature/index.ts";
import { SECRET_MARK } from "#server/modules/mail/index.ts";
import { compose, queueChantierMail } from "./emails.ts";
import { renderSignedReception } from "./reception-pdf.ts";
import { assertReceptionOpen } from "./reception-schedule.ts";
import { signedPv } from "./reception-ref.ts";
import type { ChantierDeps, ChantierRow } from "./service.ts";
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
  /** SHA-256 of the PDF the page showed: required, the client signs that file. */
  shownSha256: string;
  ip: string;
  userAgent: string;
}

export const ALREADY_SIGNED = "Le procès-verbal de réception est déjà signé.";
export const NONE = "Aucun procès-verbal de réception n'est prêt pour ce chantier.";
/** The client cannot sign before the company (réception is contradictory). */
export const COMPANY_FIRST =
  "L'entreprise n'a pas encore signé ce procès-verbal : vous recevrez un e-mail dès qu'il sera prêt à signer.";

/** Refuses (409) a code or a signature before the company signed the PV. */
function assertCompanySigned(r: ReceptionRow) {
  if (!r.companySignedAt) throw new AppError("conflict", COMPANY_FIRST);
}

export type ReceptionDeps = ChantierDeps & {
  storage: Storage;
  logger: Logger;
  businessTo: () => string;
  /** After the signing's commit: the review request of the lead, now « Chantier terminé » (the leads module). */
  leadDone?: (lead: LeadRef) => Promise<unknown>;
  /** The content service: a withdrawn consent unpublishes the projects made from the chantier. */
  content?: () => AdminContent;
};

/**
 * The client signs the PV de réception on his page like a devis (decision 052): a code by e-mail,
 * then the evidence, the signed PV as a document of the chantier, the reception's date, the
 * « Réception » step closed and the lead « Chantier terminé », in one transaction.
 * `fresh` is the PV still to sign, drawn again with today's date (./reception.ts).
 */
export function createReceptionSigning(deps: ReceptionDeps, fresh: (c: ChantierRow) => Promise<ReceptionRow | null>) {
  const { db, business, now, outbox, config } = deps;
  const signing = createSigning({ now });

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
    /** E-mails a 6-digit code (10 min, 5 tries) to the client's address. */
    async requestCode(c: ChantierRow): Promise<{ email: string }> {
      if (!c.clientEmail)
        throw new AppError("invalid", "Aucune adresse e-mail n'est connue pour ce chantier : appelez-nous.");
      const row = await fresh(c);
      if (!row) throw new AppError("not-found", NONE);
      if (row.status !== "signe") await assertReceptionOpen(db, c.id, parisDate(now()));
      const settings = await business.get();
      const sent = await db.transaction(async (tx) => {
        const [r] = await tx.select().from(chantierReceptions).where(eq(chantierReceptions.id, row.id)).for("update");
        if (r.status === "signe") throw new AppError("conflict", ALREADY_SIGNED);
        assertCompanySigned(r);
        // The 6th code of the day locks the PV (stored, journaled); the office alone reopens it.
        const code = await signing.sendCode(tx, signedPv(r));
        if (code === null) return false;
        // The code is never in the subject nor in the stored body: SECRET_MARK, filled at delivery.
        const mail = compose(`Votre code de signature – procès-verbal de réception`, [
          `Bonjour ${c.clientName},`,
          `Votre code pour signer le procès-verbal de réception de « ${c.title} » : ${SECRET_MARK}`,
          "Il est valable 10 minutes. Ne le communiquez à personne, pas même à l'entreprise. Si vous n'avez rien demandé, ignorez cet e-mail.",
        ]);
        await queueChantierMail(tx, outbox, c, {
          kind: "chantier_pv_code",
          secret: code,
          ...mail,
          to: c.clientEmail,
          replyTo: settings.email,
        });
        return true;
      });
      if (!sent) throw locked();
      outbox.kick();
      return { email: c.clientEmail };
    },

    /** Checks the code and the box, then records the evidence, the signed PV and the reception's date. */
    async sign(c: ChantierRow, token: string, input: SignInput): Promise<ReceptionRow> {
      const settings = await business.get();
      const name = input.name.replace(/\s+/g, " ").trim().slice(0, 160);
      const lead: LeadRef | null = c.leadId ? { id: c.leadId } : null;
      const result = await db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(chantierReceptions)
          .where(eq(chantierReceptions.chantierId, c.id))
          .for("update");
        if (!r) throw new AppError("not-found", NONE);
        if (r.status === "signe") throw new AppError("conflict", ALREADY_SIGNED);
        const at = now();
        await assertReceptionOpen(tx, c.id, parisDate(at));
        assertCompanySigned(r);
        if (r.pdfDate !== parisDate(at) || input.shownSha256 !== r.pdfSha256)
          throw new AppError("conflict", "Le procès-verbal a changé depuis son affichage : rechargez la page.");
        const errors: Record<string, string> = {};
        if (name.length < 3) errors.name = "Saisissez votre nom complet.";
        if (!input.receive) errors.receive = "Cochez la case de réception des travaux pour signer.";
        const wrong = await signing.check(tx, signedPv(r), input.code);
        if (wrong) return { error: wrong.error };
        if (Object.keys(errors).length > 0) throw new AppError("invalid", Object.values(errors).join(" "), { errors });
        const record: ReceptionEvidence = {
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
          company: {
            id: r.companySignedById,
            name: r.companySignedByName,
            signedAt: r.companySignedAt!.toISOString(),
          },
        };
        const evidence = await signing.keep(tx, signedPv(r), record, "en_ligne");
        const signed = Buffer.from(
          await renderSignedReception(Buffer.from(r.pdf, "base64"), evidence, {
            config,
            identity: sealIdentity(settings),
          }),
        );
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
            signedPdf: signed.toString("base64"),
            signedAt: at,
            documentId: doc.id,
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
        // The lead is « Chantier terminé » with the signed PV, or neither is.
        if (lead) await moveStatus(tx, lead, "termine", null);
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
            `${name} a signé en ligne le procès-verbal de réception ${r.reservations.length > 0 ? `avec ${counted(r.reservations.length, "réserve")}` : "sans réserve"}, le ${frenchDay(r.pdfDate)}.`,
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
      if (lead && deps.leadDone)
        await deps
          .leadDone(lead)
          .catch((err: unknown) => deps.logger.error("review request not queued", { err, chantier: c.id }));
      return result.row;
    },
  };
}
