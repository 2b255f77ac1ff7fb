import { and, eq, inArray, lt, sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { contactMessages, leadAttachments, leadEvents, quoteRequests } from "#server/infra/db/schema.ts";
import { forgetLeadEmails, forgetOrphanEmails } from "../mail/index.ts";
import { eraseLeadVisits } from "#server/modules/agenda/index.ts";
import type { Logger } from "#server/logger.ts";
import type { Attachments } from "./attachments.ts";

const DAY_MS = 24 * 3600_000;

/**
 * The last time this prospect (by e-mail, whatever the case) contacted the business: its latest
 * quote request or contact message. The CNIL counts a prospect's 3 years from there.
 */
const lastInbound = (email: AnyColumn) => sql`greatest(
  (select max(q.created_at) from quote_requests q where lower(q.email) = lower(${email})),
  (select max(c.created_at) from contact_messages c where lower(c.email) = lower(${email})))`;

/**
 * RGPD retention: a lead is deleted with its e-mails once its prospect's LAST inbound activity
 * (a new request or message from the same e-mail address, not the request's own creation) is
 * older than `days` (issue 24: the CNIL's 3 years for prospects). Runs at start, then hourly;
 * idempotent, so several instances may run it. See docs/leads.md.
 */
export async function purgeOldLeads(
  db: Db,
  days: number,
  attachments?: Attachments,
): Promise<{ quotes: number; contacts: number }> {
  const cutoff = sql`now() - ${days} * interval '1 day'`;
  const quoteExpired = and(lt(quoteRequests.createdAt, cutoff), lt(lastInbound(quoteRequests.email), cutoff));
  const contactExpired = and(lt(contactMessages.createdAt, cutoff), lt(lastInbound(contactMessages.email), cutoff));
  const result = await db.transaction(async (tx) => {
    const oldQuotes = tx.select({ id: quoteRequests.id }).from(quoteRequests).where(quoteExpired);
    const oldContacts = tx.select({ id: contactMessages.id }).from(contactMessages).where(contactExpired);
    await forgetLeadEmails(tx, "quote", oldQuotes);
    await forgetLeadEmails(tx, "contact", oldContacts);
    await forgetOrphanEmails(tx, cutoff);
    await tx.delete(leadEvents).where(and(eq(leadEvents.leadType, "quote"), inArray(leadEvents.leadId, oldQuotes)));
    await tx.delete(leadEvents).where(and(eq(leadEvents.leadType, "contact"), inArray(leadEvents.leadId, oldContacts)));
    await eraseLeadVisits(tx, "quote", oldQuotes);
    await eraseLeadVisits(tx, "contact", oldContacts);
    const files = await tx
      .delete(leadAttachments)
      .where(and(eq(leadAttachments.leadType, "quote"), inArray(leadAttachments.leadId, oldQuotes)))
      .returning({ storageId: leadAttachments.storageId });
    const quotes = await tx
      .delete(quoteRequests)
      .where(inArray(quoteRequests.id, oldQuotes))
      .returning({ id: quoteRequests.id });
    const contacts = await tx
      .delete(contactMessages)
      .where(inArray(contactMessages.id, oldContacts))
      .returning({ id: contactMessages.id });
    return { quotes: quotes.length, contacts: contacts.length, files: files.map((f) => f.storageId) };
  });
  // Files go once their rows are committed away; then the uploads nobody claimed.
  await attachments?.removeFiles(result.files);
  await attachments?.purgeUnclaimed();
  await attachments?.sweepOrphans();
  return { quotes: result.quotes, contacts: result.contacts };
}

export function scheduleRetention(db: Db, days: number, logger: Logger, attachments?: Attachments): () => void {
  let stopped = false;
  const run = async () => {
    try {
      const purged = await purgeOldLeads(db, days, attachments);
      if (purged.quotes || purged.contacts) logger.info("old leads purged", { ...purged, retentionDays: days });
    } catch (err) {
      if (!stopped) logger.error("lead purge failed", { err });
    }
  };
  void run();
  // Hourly: the uploads of abandoned forms go within hours; old leads within a day.
  const timer = setInterval(run, DAY_MS / 24);
  timer.unref();
  // The uploads nobody claimed (kept 1 h, issue 24): looked at every 10 minutes.
  const unclaimed = setInterval(
    () =>
      void attachments?.purgeUnclaimed().catch((err: unknown) => {
        if (!stopped) logger.warn("unclaimed uploads not purged", { err });
      }),
    10 * 60_000,
  );
  unclaimed.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    clearInterval(unclaimed);
  };
}
