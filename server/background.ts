import type { Database } from "./infra/db/client.ts";
import type { Logger } from "./logger.ts";
import type { Broadcast } from "#server/modules/page-cache/index.ts";

/** What the background work of the services needs (server/services.ts builds each). */
export interface BackgroundParts {
  database: Pick<Database, "listen">;
  /** The notifications this instance sends: it knows their echo. */
  broadcast: Pick<Broadcast, "heard">;
  channel: string;
  logger: Logger;
  pageCache: { invalidate(): void };
  business: { invalidate(): void };
  mediaMeta: { clear(): void };
  mailSettings: { load(): Promise<unknown> };
  stats: { start(): void };
  outbox: { start(): void };
  leads: { attachments: { resume(): Promise<number> }; startRetention(): () => Promise<void> | void };
  scheduler: { start(): void };
  security: { purge(): Promise<void> };
  team: { purgeInvitations(): Promise<unknown> };
  /** The chantiers' retention: views, the client's side of old chantiers, photos after 10 years. */
  chantiers: { purge(): Promise<{ views: number; clientSides: number; photos: number }> };
  devis: { start(): () => void };
  receivables: { start(): () => void };
  alerts: { start(): void };
  backups: { start(): Promise<void> };
  /** The certificate that seals signed PDFs, made or read once at the start. */
  signatureSeal: { prepare(): Promise<void> };
}

/**
 * Starts the background work of the services (timers, LISTEN, workers) built by createServices: called once
 * by server/server.ts when the services are about to answer. Building (`createServices`) starts
 * nothing, so a script or a test can build the services without timers; `stop()` ends both.
 * Resolves once the page cache listens: its first connection drops every cached page, which must
 * happen before the first page is served and cached, not in the middle of the first requests.
 */
export async function startBackgroundWork(parts: BackgroundParts, stoppers: (() => Promise<void> | void)[]) {
  const { database, broadcast, logger, pageCache, business, mediaMeta, mailSettings, stats, outbox, leads } = parts;
  const { scheduler, security, team, devis, receivables, alerts, backups } = parts;
  // Another instance changed content (or the connection to PostgreSQL was re-established): drop our pages.
  const listening = database
    .listen(parts.channel, (payload) => {
      // Our own NOTIFY coming back: the pages were dropped at the write already. Dropping them again
      // would make the render started since then stale, and render the page twice.
      if (!broadcast.heard(payload)) pageCache.invalidate();
      business.invalidate();
      mediaMeta.clear();
      void mailSettings.load().catch((err) => logger.warn("mail settings not reloaded", { err }));
    })
    .catch((err) => logger.warn("listen failed", { err }));
  // The statistics' counts written every few seconds, old days purged.
  stats.start();
  // The outbox starts once the settings are read: before, it would mark waiting e-mails as not sent.
  void mailSettings
    .load()
    .catch((err: unknown) => logger.error("mail settings not read", { err }))
    .finally(() => outbox.start());
  void leads.attachments.resume().then(
    (count) => count > 0 && logger.info("attachment encoding resumed", { count }),
    (err: unknown) => logger.error("attachment encoding not resumed", { err }),
  );
  stoppers.push(leads.startRetention());
  scheduler.start();
  // Account security: expired sessions, passkey challenges and team invitations, every hour.
  const securityPurge = setInterval(
    () =>
      void Promise.all([security.purge(), team.purgeInvitations()]).catch((err) =>
        logger.warn("security purge failed", { err }),
      ),
    3600_000,
  );
  securityPurge.unref();
  stoppers.push(() => clearInterval(securityPurge));
  // What the law no longer asks to keep of a chantier (docs/security.md « Conservation »): at start, then daily.
  const chantierPurge = () =>
    void parts.chantiers.purge().then(
      (n) => (n.views || n.clientSides || n.photos) && logger.info("chantier data purged", n),
      (err: unknown) => logger.warn("chantier purge failed", { err }),
    );
  chantierPurge();
  const chantierTimer = setInterval(chantierPurge, 24 * 3600_000);
  chantierTimer.unref();
  stoppers.push(() => clearInterval(chantierTimer));
  // Devis reminders and expiry; speed-to-lead alerts and visit reminders.
  stoppers.push(devis.start());
  // Invoice reminders: the ladder's step due today, never on a paid invoice.
  stoppers.push(receivables.start());
  alerts.start();
  void backups.start().catch((err: unknown) => logger.error("automatic backups not started", { err }));
  void parts.signatureSeal
    .prepare()
    .catch((err: unknown) => logger.error("signature certificate not ready", { err: String(err) }));
  await listening;
}
