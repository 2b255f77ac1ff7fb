import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { businessInbox, type Outbox } from "../mail/index.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";
import { currentBusiness, type BusinessSettingsService } from "#server/modules/business/index.ts";
import { AppError } from "#server/errors.ts";
import { requestReview, type ReviewLinks } from "./review.ts";
import { exportLeadsCsv, streamLeadsCsv } from "./csv.ts";
import { contactEmails, quoteEmails } from "./emails.ts";
import { createAttachments } from "./attachments.ts";
import type { ImageWorker } from "#server/modules/media/index.ts";
import { createFollowup } from "./followup.ts";
import { createInbox, type LeadErasedHook } from "./inbox.ts";
import type { LeadRef } from "./status.ts";
import { leadKindOf } from "./lookup.ts";
import { purgeOldLeads, scheduleRetention } from "./retention.ts";
import { createLeadSubmissions, type BookingLinks } from "./submit.ts";

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
  /** A quote's booking link (the agenda's door, given by the composition root). */
  bookingLinks: BookingLinks;
  /** A lead's review link (the reviews' door, given by the composition root). */
  reviewLinks: ReviewLinks;
  /** The other modules' rows about an erased lead, deleted in the erasure's transaction. */
  onLeadErased?: LeadErasedHook[];
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
  const inbox = createInbox(db, outbox, attachments, deps.onLeadErased);
  const askReview = async (kind: "quote" | "contact", id: number) =>
    requestReview(
      {
        db,
        outbox,
        inbox,
        business: (await deps.business?.get()) ?? currentBusiness(),
        businessInbox: businessInbox(config),
        siteUrl: config.siteUrl,
        reviewLinks: deps.reviewLinks,
      },
      kind,
      id,
    );
  /** Asks a lead « Chantier terminé » for its review; already asked: nothing; any other failure is logged. */
  const reviewWhenDone = (kind: "quote" | "contact", id: number) =>
    askReview(kind, id).catch((err: unknown) => {
      if (!(err instanceof AppError && err.kind === "conflict"))
        logger.error("review request not queued", { err, kind, id });
    });
  return {
    ...submissions,
    ...inbox,
    outbox,
    attachments,
    followup: createFollowup({ db, config, outbox }),
    /** The full address of a quote's booking page. */
    visitUrl: (token: string) => `${config.siteUrl}${deps.bookingLinks.path(token)}`,

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
      // The status change stands whatever becomes of the review request.
      if (lead && args[2].status === "termine" && lead.status === "termine") await reviewWhenDone(args[0], args[1]);
      return lead;
    },
    /** After a PV de réception is signed (the lead moved to « Chantier terminé » in its transaction). */
    reviewWhenDone: async (lead: LeadRef) => {
      const kind = lead.kind ?? (await leadKindOf(db, lead.id));
      if (kind) await reviewWhenDone(kind, lead.id);
    },
    /** 'Chantier terminé': asks the client for a review, once (docs/leads.md, docs/avis.md). */
    requestReview: (kind: "quote" | "contact", id: number) => askReview(kind, id),
    exportCsv: (kind: "quote" | "contact", includeSpam: boolean) => exportLeadsCsv(db, kind, includeSpam),
    /** The export as chunks, for streaming (constant memory). */
    streamCsv: (kind: "quote" | "contact", includeSpam: boolean) => streamLeadsCsv(db, kind, includeSpam),
    purge: () => purgeOldLeads(db, config.LEADS_RETENTION_DAYS, attachments, deps.onLeadErased),
    /** Starts the daily retention purge (and runs it once now); returns its stop. */
    startRetention: () => scheduleRetention(db, config.LEADS_RETENTION_DAYS, logger, attachments, deps.onLeadErased),
  };
}

export type Leads = ReturnType<typeof createLeads>;
