/**
 * A devis leaves the drafts: sent to the client (its PDF frozen, its link e-mailed), its link revoked,
 * or replaced by a new version.
 */
import { eq, sql } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { frenchDay, type DevisView } from "#domain/devis.ts";
import { devisContentProblems, devisSettingsChecklist } from "#domain/devis-checks.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import { sha256 } from "#server/modules/signature/index.ts";
import { businessInbox } from "../mail/index.ts";
import { devis } from "./schema.ts";
import type { DevisDeps } from "./common.ts";
import { devisMail } from "./emails.ts";
import { renderDevisPdf, validUntilOf } from "./pdf.ts";
import { inputOf, type devisRecords } from "./record.ts";

/** Send, revoke and « Modifier » (a new version) of the admin's service. */
export function devisLifecycle(deps: DevisDeps, { h, row, view, assertEditable }: ReturnType<typeof devisRecords>) {
  const { db, business, now } = deps;
  return {
    /** Renders and freezes the PDF, e-mails the link to the client, records it; refused (422) while something is missing. */
    async send(
      id: number,
      author: LeadAuthor | null = null,
      message?: string,
    ): Promise<{ publicUrl: string; devis: DevisView }> {
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
        const link = h.newLink();
        const [u] = await tx
          .update(devis)
          .set({
            status: "envoye",
            ...link.columns,
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
        const mail = devisMail.sent(settings, u, link.url, message);
        const emailId = await h.queueMail(tx, u, {
          ...mail,
          to: u.client.email,
          replyTo: businessInbox(deps.config, settings),
          attachments: [{ filename: `devis-${u.number}.pdf`, contentType: "application/pdf", base64: u.pdf ?? "" }],
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
      // Just sealed with the data key of this instance: it opens.
      return { publicUrl: h.clientUrl(sent) ?? "", devis: await view(sent) };
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
  };
}
