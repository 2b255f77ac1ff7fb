import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { contactMessages, emailOutbox, leadAttachments, leadEvents, quoteRequests } from "#server/infra/db/schema.ts";
import { eraseLeadVisits } from "../agenda/erase.ts";
import type { Logger } from "#server/logger.ts";
import type { Attachments } from "./attachments.ts";

const DAY_MS = 24 * 3600_000;

/**
 * RGPD retention: leads older than `days` are deleted with their e-mails. Runs at start, then
 * daily; idempotent, so several instances may run it. See docs/leads.md.
 */
export async function purgeOldLeads(
  db: Db,
  days: number,
  attachments?: Attachments,
): Promise<{ quotes: number; contacts: number }> {
  const cutoff = sql`now() - ${days} * interval '1 day'`;
  const result = await db.transaction(async (tx) => {
    const oldQuotes = tx
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(lt(quoteRequests.createdAt, cutoff));
    const oldContacts = tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(lt(contactMessages.createdAt, cutoff));
    await tx.delete(emailOutbox).where(and(eq(emailOutbox.leadType, "quote"), inArray(emailOutbox.leadId, oldQuotes)));
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.leadType, "contact"), inArray(emailOutbox.leadId, oldContacts)));
    await tx.delete(emailOutbox).where(and(isNull(emailOutbox.leadId), lt(emailOutbox.createdAt, cutoff)));
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
      .where(lt(quoteRequests.createdAt, cutoff))
      .returning({ id: quoteRequests.id });
    const contacts = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, cutoff))
      .returning({ id: contactMessages.id });
    return { quotes: quotes.length, contacts: contacts.length, files: files.map((f) => f.storageId) };
  });
  // Files go once their rows are committed away; then the uploads nobody claimed.
  await attachments?.removeFiles(result.files);
  await attachments?.purgeUnclaimed();
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
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
