import type { Config } from "./config.ts";
import type { Database } from "./infra/db/client.ts";
import { startBackgroundWork } from "./background.ts";
import type { Logger } from "./logger.ts";
import type { ContentType } from "../domain/content-types.ts";
import { createPrivateStorage, createStorage } from "./infra/storage/index.ts";
import { createAiService } from "#server/modules/ai/index.ts";
import { createBusinessSettings, createSiteLists } from "#server/modules/business/index.ts";
import { createStats } from "#server/modules/stats/index.ts";
import { createAdminContent, createPublicContent } from "#server/modules/content/index.ts";
import { createPreviewLinks, createRevisions } from "#server/modules/content/index.ts";
import { contentTitles, createClock, createScheduler } from "#server/modules/content/index.ts";
import { createDbHealth } from "./infra/db/health.ts";
import { createBroadcast, createPageCache } from "#server/modules/page-cache/index.ts";
import { createLeads } from "./modules/leads/index.ts";
import type { LeadErasedHook } from "#server/modules/leads/index.ts";
import { agendaLeadsPort } from "./agenda-leads.ts";
import { createTestimonialList, eraseLeadReviews, reviewLinks } from "#server/modules/reviews/index.ts";
import { businessInbox, createOutbox } from "./modules/mail/index.ts";
import { createSecretBox } from "./infra/mail/secret.ts";
import { createMailSettings } from "#server/modules/mail/index.ts";
import { createImageWorker, createMediaJobs } from "#server/modules/media/index.ts";
import { createMediaMeta, createMediaService } from "#server/modules/media/index.ts";
import { createRateLimiter } from "./infra/rate-limit.ts";
import { createSeo } from "#server/modules/seo/index.ts";
import { activeMembers, createAccountSecurity, createAuth, createTotp } from "#server/modules/auth/index.ts";
import { createTeam } from "#server/modules/team/index.ts";
import { createReviews } from "#server/modules/reviews/index.ts";
import { createDevis, eraseLeadDevis } from "./modules/devis/index.ts";
import { createMoneyServices } from "./money-services.ts";
import { createInvoices } from "#server/modules/invoices/index.ts";
import { createAutomaticBackups } from "#server/modules/backup/index.ts";
import { createAgenda } from "#server/modules/agenda/index.ts";
import { createBookingLinks, createLeadAlerts, eraseLeadVisits } from "#server/modules/agenda/index.ts";
import { createChantiers, eraseLeadChantiers } from "./modules/chantiers/index.ts";
import { prepareSeal } from "#server/modules/signature/index.ts";

export const PAGE_CACHE_CHANNEL = "page_cache";

/**
 * Everything the HTTP layer and the route loaders use, built once per process (`servicesContext`).
 * Building has no side effect (no timer, LISTEN nor worker): `startServices` starts them, `stop()` ends.
 */
export function createServices(deps: { config: Config; database: Database; logger: Logger }) {
  const { config, database, logger } = deps;
  const db = database.db;
  const stoppers: (() => Promise<void> | void)[] = []; // the background work's stops, called at shutdown
  const limiter = createRateLimiter(db);
  const pageCache = createPageCache({ enabled: config.PAGE_CACHE });
  /** The changes told to the other instances; a write answers once they reached them (`awaitBroadcasts`). */
  const broadcast = createBroadcast({ database, channel: PAGE_CACHE_CHANNEL, logger });
  const dbHealth = createDbHealth(database, logger);
  stoppers.push(() => dbHealth.stop());
  /** A change shown on every public page (business settings, testimonials, FAQ): drop the pages here and elsewhere. */
  const siteChanged = (what: string) => {
    pageCache.invalidate();
    broadcast.send(what);
  };
  const business = createBusinessSettings({ db, changed: () => siteChanged("business") });
  // Cookieless statistics: counted in memory, written every few seconds.
  const stats = createStats({ db, logger, siteUrl: config.siteUrl, titles: (wanted) => contentTitles(db, wanted) });
  stoppers.push(() => stats.stop());
  /** Who wants to know that content changed: called after every successful write. */
  const contentListeners = new Set<(type: ContentType) => void>();
  /**
   * After every successful content write: the public pages that show it are dropped here at once
   * and, through NOTIFY, on every other instance.
   */
  const contentChanged = (type: ContentType) => {
    pageCache.invalidate();
    for (const listener of contentListeners) {
      try {
        listener(type);
      } catch (err) {
        logger.error("content change listener failed", { err, type });
      }
    }
    broadcast.send(type);
  };

  // Leads: stored with their e-mails in one transaction, delivered by the outbox worker.
  // The SMTP server: SMTP_URL (the installer's, it wins) or the one entered in « Messagerie », read at each pass.
  const mailSettings = createMailSettings({ db, config, logger, changed: () => siteChanged("mail") });
  const outbox = createOutbox({
    db,
    logger,
    mailer: () => mailSettings.current(),
    retryDelaysSec: config.MAIL_RETRY_DELAYS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    box: createSecretBox(config.dataDir),
  });
  // Photos and plans of quote requests: a PRIVATE storage, never served by /media (decision 043). Every
  // image encoding runs in a child process that exits when idle (its memory goes back to the system).
  const privateStorage = createPrivateStorage(config);
  const imageWorker = createImageWorker({ logger });
  /** An erased lead (RGPD): each module that keeps rows about it deletes its own, in the erasure's transaction. */
  const onLeadErased: LeadErasedHook[] = [
    async (tx, lead, why) => ((await eraseLeadReviews(tx, lead, why)) ? () => siteChanged("testimonials") : undefined),
    (tx, lead) => eraseLeadVisits(tx, [lead.id]),
    eraseLeadDevis,
    eraseLeadChantiers,
  ];
  const leads = createLeads({
    db,
    config,
    logger,
    limiter,
    outbox,
    business,
    privateStorage,
    imageWorker,
    bookingLinks: createBookingLinks(config.dataDir),
    reviewLinks,
    onLeadErased,
  });
  stoppers.push(
    () => outbox.stop(),
    () => mailSettings.close(),
    () => leads.attachments.stop(),
    () => imageWorker.close(),
  );

  // Media files on the disk (DATA_DIR/uploads) or in an S3-compatible bucket (STORAGE=s3), served by /media;
  // image variants made by the queue, in the background, once the server answers.
  const storage = createStorage(config);
  const mediaJobs = createMediaJobs({
    db,
    storage,
    logger,
    concurrency: config.MEDIA_JOBS_CONCURRENCY,
    worker: imageWorker,
  });
  stoppers.push(() => mediaJobs.stop());
  const mediaMeta = createMediaMeta(db);
  contentListeners.add(() => mediaMeta.clear());
  const media = createMediaService({
    db,
    storage,
    logger,
    jobs: mediaJobs,
    worker: imageWorker,
    changed: () => contentChanged("media" as ContentType),
  });

  // Revisions, drafts, scheduled publishing and shared previews (decision 042).
  const clock = createClock();
  const revisions = createRevisions({ keep: config.REVISIONS_KEEP });
  const admin = createAdminContent(db, contentChanged, { revisions, now: clock.now });
  const scheduler = createScheduler({ admin, logger, intervalMs: config.SCHEDULER_INTERVAL * 1000, now: clock.now });
  stoppers.push(() => scheduler.stop());
  const previews = createPreviewLinks(db, { days: config.PREVIEW_LINK_DAYS, now: clock.now });
  // Account security (passkeys, TOTP, sessions, journal): docs/decisions/044-passkeys-2fa-sessions.md.
  const totp = createTotp(db);
  const auth = createAuth(db, config, limiter, { secondFactorRequired: (userId) => totp.enabled(userId) });
  const security = createAccountSecurity({ db, config, logger, auth, outbox, totp });
  // The team (decision 054): invitations, roles, suspension.
  const team = createTeam({ db, config, outbox });
  // Devis: numbered, sent as a PDF, accepted online with proof; reminders (docs/devis.md).
  const ai = createAiService({ config, logger, media });
  /** What the after-the-lead modules (chantiers, devis, agenda, alerts) share. */
  const workflow = { db, config, logger, outbox, business, now: clock.now, limiter };
  // Chantiers: opened when a devis is accepted; photos in the private storage.
  const chantiers = createChantiers({
    ...workflow,
    storage: privateStorage,
    worker: imageWorker,
    businessTo: () => businessInbox(config),
    // The signed PV de réception marks the lead « Chantier terminé » in its transaction; then the review request.
    leadDone: (lead) => leads.reviewWhenDone(lead),
    media: () => media,
    content: () => admin,
    ai: () => ai.provider,
  });
  const devis = createDevis({
    ...workflow,
    // The scans of devis signed on paper: private, like the quote attachments.
    storage: privateStorage,
    ai: () => ai.provider,
    onAccepted: (tx, row) => chantiers.admin.openFromDevis(tx, row),
    depositInvoice: (id, author) => invoices.requestDeposit(id, author),
  });
  // Invoices: deposit, final, free invoices and credit notes, numbered at issue without gaps (docs/factures.md).
  const invoices = createInvoices(workflow);
  // Getting paid (docs/paiements.md): « À encaisser », reminders, the sales export, bank statements.
  const { receivables, bank } = createMoneyServices(workflow, invoices);
  // Technical visits, reminders and speed-to-lead alerts (docs/leads.md), reading the leads through their door.
  const agendaLeads = agendaLeadsPort(db);
  const agenda = createAgenda({ ...workflow, leads: agendaLeads });
  const alerts = createLeadAlerts({ ...workflow, leads: agendaLeads, members: activeMembers(db) });
  stoppers.push(() => alerts.stop());
  // Automatic backups: encrypted, on a schedule, to BACKUP_DIR and/or BACKUP_S3_*, drilled weekly (decision 004).
  const backups = createAutomaticBackups({ db, config, logger, outbox, storage, privateStorage });
  stoppers.push(() => backups.stop());
  leads.onStored((kind, id) => {
    void agenda.settings
      .get()
      .then((s) => alerts.newLead(kind, id, `Demande n° ${id}`, s.pushEveryLead))
      .catch((err: unknown) => logger.warn("new lead push failed", { err }));
  });
  let started: Promise<void> | null = null;
  /** Starts the background work once (server/background.ts); `stop()` ends it. */
  function start(): Promise<void> {
    started ??= startBackgroundWork(
      {
        database,
        broadcast,
        channel: PAGE_CACHE_CHANNEL,
        logger,
        pageCache,
        business,
        mediaMeta,
        mailSettings,
        stats,
        outbox,
        leads,
        scheduler,
        security,
        team,
        devis,
        chantiers,
        receivables,
        alerts,
        backups,
        signatureSeal: { prepare: () => prepareSeal(config, business) },
      },
      stoppers,
    );
    return started;
  }

  return {
    config,
    database,
    db,
    logger,
    content: createPublicContent(db),
    admin,
    revisions,
    scheduler,
    previews,
    clock,
    /** Registers a listener of content writes; returns its unsubscribe. */
    onContentChanged(fn: (type: ContentType) => void): () => void {
      contentListeners.add(fn);
      return () => contentListeners.delete(fn);
    },
    contentChanged,
    business,
    chantiers,
    siteLists: createSiteLists(db, siteChanged, createTestimonialList(db, siteChanged)),
    reviews: createReviews({
      db,
      outbox,
      business,
      businessInbox: () => businessInbox(config),
      changed: siteChanged,
      now: clock.now,
    }),
    stats,
    limiter,
    auth,
    security,
    team,
    pageCache,
    broadcast,
    dbHealth,
    backups,
    seo: createSeo(db, config.siteUrl),
    leads,
    devis,
    invoices,
    receivables,
    bank,
    agenda,
    alerts,
    mailSettings,
    outbox,
    storage,
    privateStorage,
    media,
    mediaJobs,
    mediaMeta,
    ai,
    start,
    onStop(fn: () => Promise<void> | void) {
      stoppers.push(fn);
    },
    async stop() {
      await Promise.allSettled(stoppers.map((fn) => fn()));
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** Starts the background work of built services (once; `services.stop()` ends it). */
export function startServices(services: Services): Promise<void> {
  return services.start();
}
