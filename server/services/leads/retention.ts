import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages, emailOutbox, quoteRequests } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";

const DAY_MS = 24 * 3600_000;

/**
 * RGPD retention: leads older than `days` are deleted with their e-mails. Runs at start, then
 * daily; idempotent, so several instances may run it. See docs/leads.md.
 */
export async function purgeOldLeads(db: Db, days: number): Promise<{ quotes: number; contacts: number }> {
  const cutoff = sql`now() - ${days} * interval '1 day'`;
  return db.transaction(async (tx) => {
    const oldQuotes = tx.select({ id: quoteRequests.id }).from(quoteRequests).where(lt(quoteRequests.createdAt, cutoff));
    const oldContacts = tx.select({ id: contactMessages.id }).from(contactMessages).where(lt(contactMessages.createdAt, cutoff));
    await tx.delete(emailOutbox).where(and(eq(emailOutbox.leadType, "quote"), inArray(emailOutbox.leadId, oldQuotes)));
    await tx.delete(emailOutbox).where(and(eq(emailOutbox.leadType, "contact"), inArray(emailOutbox.leadId, oldContacts)));
    await tx.delete(emailOutbox).where(and(isNull(emailOutbox.leadId), lt(emailOutbox.createdAt, cutoff)));
    const quotes = await tx.delete(quoteRequests).where(lt(quoteRequests.createdAt, cutoff)).returning({ id: quoteRequests.id });
    const contacts = await tx.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id });
    return { quotes: quotes.length, contacts: contacts.length };
  });
}

export function scheduleRetention(db: Db, days: number, logger: Logger): () => void {
  let stopped = false;
  const run = async () => {
    try {
      const purged = await purgeOldLeads(db, days);
      if (purged.quotes || purged.contacts) logger.info("old leads purged", { ...purged, retentionDays: days });
    } catch (err) {
      if (!stopped) logger.error("lead purge failed", { err });
    }
  };
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
