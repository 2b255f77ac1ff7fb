import { eq } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { devisContentProblems, devisSettingsChecklist } from "#domain/devis-checks.ts";
import { vatWarnings } from "#domain/devis-vat.ts";
import { devis } from "./schema.ts";
import { AppError } from "#server/errors.ts";
import type { DevisDeps } from "./common.ts";
import { sentParagraphs, sentSubject } from "./emails.ts";
import { validUntilOf } from "./pdf.ts";

export interface SendPreview {
  to: string;
  subject: string;
  /** The editable text: paragraphs separated by a blank line; the link button and the signature follow. */
  message: string;
  /** Checks to make before sending (never a refusal): a reduced rate on new or professional premises. */
  warnings: string[];
  /** What refuses the sending (422 if sent anyway). */
  blocking: string[];
}

/** « Envoyer au client »: the e-mail as it will leave, shown before it does. */
export function createDevisSending(deps: Pick<DevisDeps, "db" | "business" | "now">) {
  return {
    async preview(id: number): Promise<SendPreview> {
      const [r] = await deps.db.select().from(devis).where(eq(devis.id, id));
      if (!r) throw new AppError("not-found", "Devis introuvable.");
      if (r.status !== "brouillon") throw new AppError("conflict", "Ce devis a déjà été envoyé.");
      const b = await deps.business.get();
      const row = { ...r, validUntil: validUntilOf(parisDate(deps.now()), r.validityDays) };
      return {
        to: r.client.email,
        subject: sentSubject(b, r),
        message: sentParagraphs(b, row).join("\n\n"),
        warnings: vatWarnings(r),
        blocking: [
          ...devisSettingsChecklist(b).map((m) => `Réglage « Entreprise » manquant : ${m.label}`),
          ...devisContentProblems(r),
        ],
      };
    },
  };
}
