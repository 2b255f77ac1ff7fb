/**
 * What an accepted devis does, however the client signed it (online with the e-mailed code, or on
 * paper recorded by the office): one path, so that both signatures have the same effects.
 */
import { eq } from "drizzle-orm";
import type { DevisEvidence } from "#domain/devis.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import type { BusinessSettings } from "#domain/schemas/business.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { businessInbox, type MailDraft } from "../mail/index.ts";
import { devis } from "./schema.ts";
import { devisHelpers, type DevisDeps, type DevisRow } from "./common.ts";
import { devisMail } from "./emails.ts";

export interface Acceptance {
  /** When the contract was concluded: the withdrawal period and the day-7 rule count from its Paris day. */
  at: Date;
  evidence: DevisEvidence;
  /** The signed PDF (base64), or null when the devis as sent stays the document (a paper signature). */
  signedPdf: string | null;
  /** More columns to write with the acceptance (the channel and the scan of a paper signature). */
  set?: Partial<DevisRow>;
  /** The client's copy, from the accepted row: its kind, subject, text and attachments. */
  clientMail: (u: DevisRow) => Omit<MailDraft, "to" | "replyTo">;
  /** The lead's timeline line, and which of the two e-mails it links. */
  event: { title: string; author: LeadAuthor | null; links: "client" | "atelier" };
}

/**
 * Inside the caller's transaction, on the locked row still « envoye »: the devis becomes « accepte »
 * with its evidence, the client gets his copy, the atelier is told, the lead's timeline says it,
 * the lead becomes « Signé » and `onAccepted` opens the chantier. Returns the accepted row.
 */
export function devisAcceptance(deps: DevisDeps) {
  const h = devisHelpers(deps);
  const adminUrl = (id: number) => `${deps.config.siteUrl}/admin/devis/${id}`;
  return async function recordAcceptance(
    tx: Tx,
    r: DevisRow,
    settings: BusinessSettings,
    a: Acceptance,
  ): Promise<DevisRow> {
    const [u] = await tx
      .update(devis)
      .set({
        ...a.set,
        status: "accepte",
        acceptedAt: a.at,
        signedPdf: a.signedPdf,
        expressStart: a.evidence.boxes.expressStart,
        updatedAt: deps.now(),
      })
      .where(eq(devis.id, r.id))
      .returning();
    const replyTo = businessInbox(deps.config, settings);
    const clientEmail = await h.queueMail(tx, u, { ...a.clientMail(u), to: u.client.email, replyTo });
    const bizMail = devisMail.acceptedBusiness(settings, u, adminUrl(u.id));
    const bizEmail = await h.queueMail(tx, u, { ...bizMail, to: businessInbox(deps.config, settings) });
    const linked = a.event.links === "client" ? clientEmail : bizEmail;
    await h.leadEvent(tx, u, a.event.title, linked, a.event.author);
    await h.leadStatus(tx, u, "signe", ["termine"], a.event.author);
    await deps.onAccepted?.(tx, u);
    return u;
  };
}
