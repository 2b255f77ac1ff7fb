import { eq } from "drizzle-orm";
import { leads } from "./schema.ts";
import { AppError } from "#server/errors.ts";
import type { BusinessSettings } from "#domain/business.ts";
import type { LeadKind } from "#domain/leads.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { leadHasEmail, type Outbox } from "../mail/index.ts";
import { REVIEW_LINK_DAYS } from "#domain/reviews.ts";
import { reviewRequestEmail } from "./emails.ts";
import type { Inbox } from "./inbox.ts";

/** The reviews' personal links, as the composition root gives them (the reviews' tables reference the leads). */
export interface ReviewLinks {
  /** A one-use review link for the lead, in the caller's transaction: its token. */
  create(
    tx: Tx,
    lead: { id: number; email: string; firstName: string; lastName: string; commune: string },
  ): Promise<string>;
  /** The commune of a postal address (« 33650 Saucats » → Saucats), or ''. */
  communeOf(address: string): string;
}

/**
 * Queues the review request of a lead marked 'Chantier terminé', through the outbox (so it shows
 * in the lead's e-mails with its delivery status), with the client's personal link
 * /avis/donner/<token> (docs/avis.md) and the business's public review link beside it if set.
 * Once per lead: a second call is refused (`conflict`); an unknown lead is `not-found`.
 * No gating: the only condition is the status 'termine' (never a rating, a note or anything else).
 */
export async function requestReview(
  deps: {
    db: Db;
    outbox: Outbox;
    inbox: Inbox;
    business: BusinessSettings;
    businessInbox: string;
    siteUrl: string;
    reviewLinks: ReviewLinks;
  },
  kind: LeadKind,
  id: number,
): Promise<void> {
  const { db, outbox, inbox, business } = deps;
  const lead = await inbox.get(kind, id);
  if (!lead) throw new AppError("not-found", "Demande introuvable.");
  if (lead.status !== "termine")
    throw new AppError("conflict", "La demande d'avis s'envoie quand le chantier est terminé.");
  const firstName = lead.kind === "quote" ? lead.firstName : lead.prenom;
  const lastName = lead.kind === "quote" ? lead.lastName : lead.nom;
  const commune = lead.kind === "quote" ? deps.reviewLinks.communeOf(lead.address) : "";
  const queued = await db.transaction(async (tx) => {
    // One per lead, even with two clicks at once on two instances: the lead row is locked first.
    await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).for("update");
    if (await leadHasEmail(tx, { kind, id }, "review_request")) return false;
    const token = await deps.reviewLinks.create(tx, { id, email: lead.email, firstName, lastName, commune });
    const draft = reviewRequestEmail({ firstName, email: lead.email }, business, {
      businessInbox: deps.businessInbox,
      reviewLink: `${deps.siteUrl}/avis/donner/${token}`,
      days: REVIEW_LINK_DAYS,
    });
    await outbox.enqueue(tx, [draft], { kind, id });
    return true;
  });
  if (!queued) throw new AppError("conflict", "La demande d'avis a déjà été envoyée à ce client.");
  outbox.kick();
}
