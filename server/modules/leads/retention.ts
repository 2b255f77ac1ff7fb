import { and, eq, isNull, lt, sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { leads } from "./schema.ts";
import { foreignKeyViolation } from "#server/infra/db/errors.ts";
import { runErasedHooks, type LeadErasedHook } from "./inbox.ts";
import { forgetLeadEmails, forgetOrphanEmails } from "../mail/index.ts";
import type { Logger } from "#server/logger.ts";
import type { Attachments } from "./attachments.ts";
import { sweepReceiveFolders } from "./attachment-receive.ts";

const DAY_MS = 24 * 3600_000;

/**
 * The last time this prospect (by e-mail, whatever the case) contacted the business: its latest
 * quote request or contact message. The CNIL counts a prospect's 3 years from there.
 */
const lastInbound = (email: AnyColumn) =>
  sql`(select max(l.created_at) from leads l where lower(l.email) = lower(${email}))`;

/**
 * RGPD retention: a lead is deleted with its e-mails once its prospect's LAST inbound activity
 * (a new request or message from the same e-mail address, not the request's own creation) is
 * older than `days` (the CNIL's 3 years for prospects). Only prospects: a lead that led to a
 * document the business keeps (a devis, a chantier: their foreign keys refuse the deletion) is left
 * whole, its own retention is the documents'. Runs at start, then hourly; idempotent, so several
 * instances may run it. See docs/leads.md.
 */
export async function purgeOldLeads(
  db: Db,
  days: number,
  attachments?: Attachments,
  onLeadErased: LeadErasedHook[] = [],
): Promise<{ quotes: number; contacts: number }> {
  const cutoff = sql`now() - ${days} * interval '1 day'`;
  const old = await db
    .select({ id: leads.id, kind: leads.kind })
    .from(leads)
    .where(and(isNull(leads.erasedAt), lt(leads.createdAt, cutoff), lt(lastInbound(leads.email), cutoff)));
  const purged = { quotes: 0, contacts: 0 };
  const files: string[] = [];
  for (const lead of old) {
    // One lead at a time, in its own transaction: a lead a document relies on rolls back alone.
    try {
      const after = await db.transaction(async (tx) => {
        await forgetLeadEmails(tx, [lead.id]);
        const then = await runErasedHooks(tx, onLeadErased, lead, "conservation");
        const removed = await attachments?.detach(tx, [lead.id]);
        await tx.delete(leads).where(eq(leads.id, lead.id));
        files.push(...(removed ?? []));
        return then;
      });
      for (const then of after) then();
      if (lead.kind === "quote") purged.quotes++;
      else purged.contacts++;
    } catch (err) {
      if (!foreignKeyViolation(err)) throw err;
    }
  }
  await db.transaction((tx) => forgetOrphanEmails(tx, cutoff));
  // Files go once their rows are committed away; then the uploads nobody claimed.
  await attachments?.removeFiles(files);
  await attachments?.purgeUnclaimed();
  await attachments?.sweepOrphans();
  await attachments?.removeFinishedSources();
  return purged;
}

export function scheduleRetention(
  db: Db,
  days: number,
  logger: Logger,
  attachments?: Attachments,
  onLeadErased: LeadErasedHook[] = [],
): () => void {
  let stopped = false;
  const run = async () => {
    try {
      // A visitor's files a stopped process left half-received in the temporary folder.
      const swept = await sweepReceiveFolders();
      if (swept) logger.info("stale upload folders removed", { count: swept });
      const purged = await purgeOldLeads(db, days, attachments, onLeadErased);
      if (purged.quotes || purged.contacts) logger.info("old leads purged", { ...purged, retentionDays: days });
    } catch (err) {
      if (!stopped) logger.error("lead purge failed", { err });
    }
  };
  void run();
  // Hourly: the uploads of abandoned forms go within hours; old leads within a day.
  const timer = setInterval(run, DAY_MS / 24);
  timer.unref();
  // The uploads nobody claimed (kept 1 h): looked at every 10 minutes.
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
