import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { businessInbox, type Outbox } from "../mail/index.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";
import { currentBusiness, type BusinessSettingsService } from "#server/modules/business/index.ts";
import { AppError } from "#server/errors.ts";
import { requestReview } from "./review.ts";
import { exportLeadsCsv, streamLeadsCsv } from "./csv.ts";
import { contactEmails, quoteEmails } from "./emails.ts";
import { createAttachments } from "./attachments.ts";
import type { ImageWorker } from "#server/modules/media/index.ts";
import { createFollowup } from "./followup.ts";
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
  /** PRIVATE storage (never served by /media): the photos and plans of quote requests. */
  privateStorage: Storage;
  business?: BusinessSettingsService;
  /** Encodes the photos of quote requests in a child process. */
  imageWorker: ImageWorker;
}) {
  const { db, config, logger, outbox } = deps;
  const attachments = createAttachments({
    db,
    storage: deps.privateStorage,
    logger,
    worker: deps.imageWorker,
    timing: { leaseMs: config.ATTACHMENT_LEASE_SECONDS * 1000, retryMs: config.ATTACHMENT_RETRY_SECONDS * 1000 },
  });
  const submissions = createLeadSubmissions({ ...deps, attachments });
  const inbox = createInbox(db, outbox, attachments);
  const askReview = async (kind: "quote" | "contact", id: number) =>
    requestReview(
      {
        db,
        outbox,
        inbox,
        business: (await deps.business?.get()) ?? currentBusiness(),
        businessInbox: businessInbox(config),
        siteUrl: config.siteUrl,
      },
      kind,
      id,
    );
  return {
    ...submissions,
    ...inbox,
    outbox,
    attachments,
    followup: createFollowup({ db, config, outbox }),

    /** Removing the spam flag of a lead that was never e-mailed queues its notification. */
    async setSpam(kind: "quote" | "contact", id: number, isSpam: boolean) {
      const lead = await inbox.update(kind, id, { isSpam });
      if (!lead || isSpam) return lead;
      const existing = await inbox.emails(kind, id);
      if (existing.length === 0) {
        const files = await attachments.forLead(kind, id);
        const counts = {
          images: files.filter((f) => f.kind === "image").length,
          pdfs: files.filter((f) => f.kind === "pdf").length,
        };
        const ctx = {
          id,
          createdAt: lead.createdAt,
          siteUrl: config.siteUrl,
          businessInbox: businessInbox(config),
          attachments: counts,
          business: await deps.business?.get(),
        };
        await submissions.queueNotification(
          kind,
          id,
          lead.kind === "quote" ? quoteEmails(lead, ctx) : contactEmails(lead, ctx),
        );
      }
      return lead;
    },

    /**
     * A lead marked 'Chantier terminé' gets its review request at once (docs/avis.md): every
     * completed job, whatever anyone thinks of it (no gating), once per lead.
     */
    async update(...args: Parameters<typeof inbox.update>) {
      const lead = await inbox.update(...args);
      if (lead && args[2].status === "termine" && lead.status === "termine") {
        await askReview(args[0], args[1]).catch((err: unknown) => {
          // Already asked: nothing to do; any other failure is logged, the status change stands.
          if (!(err instanceof AppError && err.kind === "conflict"))
            logger.error("review request not queued", { err, kind: args[0], id: args[1] });
        });
      }
      return lead;
    },
    /** 'Chantier terminé': asks the client for a review, once (docs/leads.md, docs/avis.md). */
    requestReview: (kind: "quote" | "contact", id: number) => askReview(kind, id),
    exportCsv: (kind: "quote" | "contact", includeSpam: boolean) => exportLeadsCsv(db, kind, includeSpam),
    /** The export as chunks, for streaming (constant memory). */
    streamCsv: (kind: "quote" | "contact", includeSpam: boolean) => streamLeadsCsv(db, kind, includeSpam),
    purge: () => purgeOldLeads(db, config.LEADS_RETENTION_DAYS, attachments),
    /** Starts the daily retention purge (and runs it once now); returns its stop. */
    startRetention: () => scheduleRetention(db, config.LEADS_RETENTION_DAYS, logger, attachments),
  };
}

export type Leads = ReturnType<typeof createLeads>;
