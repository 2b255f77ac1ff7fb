import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import type { Outbox } from "../mail/outbox.ts";
import type { RateLimiter } from "../rate-limit.ts";
import { currentBusiness, type BusinessSettingsService } from "../business.ts";
import { requestReview } from "./review.ts";
import { exportLeadsCsv } from "./csv.ts";
import { contactEmails, quoteEmails } from "./emails.ts";
import { createInbox } from "./inbox.ts";
import { purgeOldLeads, scheduleRetention } from "./retention.ts";
import { createLeadSubmissions } from "./submit.ts";

/** Quote requests and contact messages: submission, inbox, export, retention. */
export function createLeads(deps: {
  db: Db;
  config: Config;
  logger: Logger;
  limiter: RateLimiter;
  outbox: Outbox;
  business?: BusinessSettingsService;
}) {
  const { db, config, logger, outbox } = deps;
  const submissions = createLeadSubmissions(deps);
  const inbox = createInbox(db, outbox);
  return {
    ...submissions,
    ...inbox,
    outbox,

    /** Removing the spam flag of a lead that was never e-mailed queues its notification. */
    async setSpam(kind: "quote" | "contact", id: number, isSpam: boolean) {
      const lead = await inbox.update(kind, id, { isSpam });
      if (!lead || isSpam) return lead;
      const existing = await inbox.emails(kind, id);
      if (existing.length === 0) {
        const ctx = { id, createdAt: lead.createdAt, siteUrl: config.siteUrl, businessInbox: config.MAIL_TO ?? currentBusiness().email, business: await deps.business?.get() };
        await submissions.queueNotification(kind, id, lead.kind === "quote" ? quoteEmails(lead, ctx) : contactEmails(lead, ctx));
      }
      return lead;
    },

    /** 'Chantier terminé': asks the client for a review, once (docs/leads.md). */
    requestReview: async (kind: "quote" | "contact", id: number) =>
      deps.business ? requestReview({ db, outbox, inbox, business: await deps.business.get(), businessInbox: config.MAIL_TO ?? currentBusiness().email }, kind, id) : null,
    exportCsv: (kind: "quote" | "contact", includeSpam: boolean) => exportLeadsCsv(db, kind, includeSpam),
    purge: () => purgeOldLeads(db, config.LEADS_RETENTION_DAYS),
    /** Starts the daily retention purge (and runs it once now); returns its stop. */
    startRetention: () => scheduleRetention(db, config.LEADS_RETENTION_DAYS, logger),
  };
}

export type Leads = ReturnType<typeof createLeads>;
