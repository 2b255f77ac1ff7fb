/**
 * A devis row as the admin reads it: looked up by id, turned into its view (totals, checks, deposit),
 * its editable input, and the rules read from the row (editable while a draft, signed at home).
 */
import { eq } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import {
  depositCents,
  devisTotals,
  firstPaymentDay,
  type DevisInput,
  type DevisStatus,
  type DevisEvidence,
  type DevisView,
} from "#domain/devis.ts";
import { devisContentProblems, devisSettingsChecklist } from "#domain/devis-checks.ts";
import { vatWarnings } from "#domain/devis-vat.ts";
import { AppError } from "#server/errors.ts";
import { signatureOf } from "#server/modules/signature/index.ts";
import { leadKindOf } from "#server/modules/leads/index.ts";
import { devis } from "./schema.ts";
import { devisHelpers, signedDevis, type DevisDeps, type DevisRow, type Exec } from "./common.ts";

const notFound = () => new AppError("not-found", "Devis introuvable.");

/** Looks a devis up, builds its admin view; `today` is the Paris day of `now`. */
export function devisRecords(deps: DevisDeps) {
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
    const signature = await signatureOf<DevisEvidence>(db, signedDevis(r));
    return {
      ...input,
      id: r.id,
      number: r.number,
      version: r.version,
      status: r.status as DevisStatus,
      leadType: await leadKindOf(db, r.leadId),
      leadId: r.leadId,
      totals: devisTotals(r.lines),
      publicUrl: h.clientUrl(r),
      sentAt: r.sentAt?.toISOString() ?? null,
      validUntil: r.validUntil,
      acceptedAt: r.acceptedAt?.toISOString() ?? null,
      refusedAt: r.refusedAt?.toISOString() ?? null,
      refusalReason: r.refusalReason,
      views: r.views,
      remindersSent: r.remindersSent,
      pdfSha256: r.pdfSha256,
      evidence: r.status === "accepte" ? signature.evidence : null,
      signatureLocked: signature.locked,
      paperScan: r.paperScan
        ? {
            fileName: r.paperScan.fileName,
            mimeType: r.paperScan.mimeType,
            size: r.paperScan.size,
            sha256: r.paperScan.sha256,
          }
        : null,
      nextVersionId: next?.id ?? null,
      previousId: r.previousId,
      createdAt: r.createdAt.toISOString(),
      createdByName: r.createdByName,
      sentByName: r.sentByName,
      revokedByName: r.revokedByName,
      missingSettings: devisSettingsChecklist(settings),
      problems: devisContentProblems(r),
      warnings: vatWarnings(r),
      defaultVatRate: settings.devisDefaultVat,
      deposit: {
        amountCents: depositCents(devisTotals(r.lines).ttcCents, r.depositPercent),
        requestedOn: r.depositRequestedAt ? r.depositRequestedAt.toISOString().slice(0, 10) : null,
        earliestOn: r.acceptedAt && atHome(r) ? firstPaymentDay(parisDate(r.acceptedAt)) : null,
      },
    };
  }

  function assertEditable(r: DevisRow) {
    if (r.status !== "brouillon")
      throw new AppError(
        "conflict",
        "Ce devis a été envoyé : il ne peut plus être modifié. Utilisez « Modifier » pour en créer une nouvelle version.",
      );
  }

  return { h, today, row, view, assertEditable };
}

/** Signed at a consumer's home (hors établissement): no payment before day 7 (L221-10). */
export const atHome = (r: DevisRow) => r.channel === "domicile" && !r.client.siret;

export function inputOf(r: DevisRow): DevisInput {
  return {
    client: r.client,
    siteAddress: r.siteAddress,
    channel: r.channel as DevisInput["channel"],
    premises: r.premises as DevisInput["premises"],
    title: r.title,
    lines: r.lines,
    note: r.note,
    depositPercent: r.depositPercent,
    validityDays: r.validityDays,
    paymentTerms: r.paymentTerms,
    leadTime: r.leadTime,
  };
}
