import { and, eq, sql } from "drizzle-orm";
import { AppError } from "#server/errors.ts";
import type { BusinessSettings } from "#domain/business.ts";
import type { LeadKind } from "#domain/leads.ts";
import type { Db } from "#server/infra/db/client.ts";
import { emailOutbox } from "#server/infra/db/schema.ts";
import { NOT_CONFIGURED_ERROR, type Outbox } from "../mail/outbox.ts";
import { reviewRequestEmail } from "./emails.ts";
import type { Inbox } from "./inbox.ts";

/**
 * Queues the review request of a lead marked 'Chantier terminé', through the outbox (so it shows
 * in the lead's e-mails with its delivery status). Once per lead: a second call is refused
 * (`conflict`); an unknown lead is `not-found`.
 */
export async function requestReview(
  deps: { db: Db; outbox: Outbox; inbox: Inbox; business: BusinessSettings; businessInbox: string },
  kind: LeadKind,
  id: number,
): Promise<void> {
  const { db, outbox, inbox, business } = deps;
  const lead = await inbox.get(kind, id);
  if (!lead) throw new AppError("not-found", "Demande introuvable.");
  if (lead.status !== "termine")
    throw new AppError("conflict", "La demande d'avis s'envoie quand le chantier est terminé.");
  if (!business.reviewUrl)
    throw new AppError("conflict", "Renseignez d'abord le lien pour laisser un avis dans Entreprise.");
  const firstName = lead.kind === "quote" ? lead.firstName : lead.prenom;
  const draft = reviewRequestEmail({ firstName, email: lead.email }, business, deps);
  const queued = await db.transaction(async (tx) => {
    // One per lead, even with two clicks at once on two instances: the lead row is locked first.
    await tx.execute(
      lead.kind === "quote"
        ? sql`select id from quote_requests where id = ${id} for update`
        : sql`select id from contact_messages where id = ${id} for update`,
    );
    const existing = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadType, kind), eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "review_request")));
    if (existing.length > 0) return false;
    await tx.insert(emailOutbox).values({
      leadType: kind,
      leadId: id,
      kind: draft.kind,
      to: draft.to,
      replyTo: draft.replyTo,
      subject: draft.subject,
      text: draft.text,
      html: draft.html,
      status: outbox.configured ? "pending" : "not_configured",
      lastError: outbox.configured ? "" : NOT_CONFIGURED_ERROR,
    });
    return true;
  });
  if (!queued) throw new AppError("conflict", "La demande d'avis a déjà été envoyée à ce client.");
  outbox.kick();
}
