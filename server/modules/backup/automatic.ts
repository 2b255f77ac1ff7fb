import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import type { Db } from "#server/infra/db/client.ts";
import { appMeta } from "#server/infra/db/infra-tables.ts";
import { users } from "#server/modules/auth/schema.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { toRecoveryPhrase } from "#server/infra/backup-crypto.ts";
import { businessInbox, renderMail, type Outbox } from "#server/modules/mail/index.ts";
import { loadBackupKey } from "./key.ts";
import { backupOnce, drillOnce } from "./runs.ts";
import { emptyStatus, type BackupStatus } from "./status.ts";
import { backupTargets } from "./targets.ts";

// The key lives in key.ts, the status's shape in status.ts, one backup and one drill in runs.ts.

/**
 * Automatic backups (docs/deployment.md « Sauvegardes »): every BACKUP_EVERY, the
 * archive of `npm run backup` plus the application's keys (DATA_DIR/secrets) and the hash of every
 * file, encrypted (server/infra/backup-crypto.ts), copied to each target, old ones pruned
 * (7 daily, 4 weekly, 12 monthly). Every BACKUP_DRILL_EVERY, the latest archive is restored into a
 * throwaway embedded PostgreSQL and its row counts and file hashes compared with what was saved.
 * A failure e-mails the Gérant and shows a red banner in the admin; /healthz gives the last good one.
 *
 * State in app_meta (shared by instances, restored with the data): `backup_status`, the
 * Gérant's confirmation that he kept the recovery phrase (`backup_phrase_confirmed`), and a lease
 * (`backup_lease`) so that one instance only backs up at a time.
 */

const STATUS_KEY = "backup_status";
const CONFIRMED_KEY = "backup_phrase_confirmed";
const LEASE_KEY = "backup_lease";
/** The first backup of an installation that has none (or is late) comes this long after the start, at most. */
const FIRST_DELAY_MS = 5 * 60_000;

export interface AutomaticBackupsDeps {
  db: Db;
  config: Config;
  logger: Logger;
  outbox: Outbox;
  storage?: Storage;
  privateStorage?: Storage;
  now?: () => number;
}

export function createAutomaticBackups(deps: AutomaticBackupsDeps) {
  const { db, config, logger, outbox } = deps;
  const now = deps.now ?? Date.now;
  const everyMs = config.BACKUP_EVERY;
  const drillEveryMs = config.BACKUP_DRILL_EVERY;
  const targets = backupTargets(config);
  const instance = randomBytes(6).toString("hex");
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let cached: { status: BackupStatus; confirmed: boolean; readAt: number } = {
    status: emptyStatus(),
    confirmed: false,
    readAt: 0,
  };
  let key: { key: Buffer; fromEnv: boolean } | null = null;
  const currentKey = () => (key ??= loadBackupKey(config));
  // What one backup or drill needs (runs.ts).
  const run = { db, config, storage: deps.storage, privateStorage: deps.privateStorage, now, targets, currentKey };

  async function readMeta(name: string): Promise<string | null> {
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, name));
    return row?.value ?? null;
  }
  async function writeMeta(name: string, value: string) {
    await db
      .insert(appMeta)
      .values({ key: name, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  }

  async function refresh(): Promise<BackupStatus> {
    const [status, confirmed] = await Promise.all([readMeta(STATUS_KEY), readMeta(CONFIRMED_KEY)]);
    cached = {
      status: status ? { ...emptyStatus(), ...(JSON.parse(status) as Partial<BackupStatus>) } : emptyStatus(),
      confirmed: confirmed !== null,
      readAt: now(),
    };
    return cached.status;
  }

  async function update(change: (s: BackupStatus) => void) {
    const status = await refresh();
    change(status);
    await writeMeta(STATUS_KEY, JSON.stringify(status));
    cached.status = status;
  }

  /** One backup at a time over every instance: a lease of 1 h, renewed by nobody, taken when free or expired. */
  async function takeLease(): Promise<boolean> {
    const until = new Date(now() + 3600_000).toISOString();
    const result = await db.execute(sql`
      insert into app_meta (key, value) values (${LEASE_KEY}, ${JSON.stringify({ until, by: instance })})
      on conflict (key) do update set value = excluded.value, updated_at = now()
      where (app_meta.value::json->>'until')::timestamptz < ${new Date(now()).toISOString()}::timestamptz
      returning key`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }
  async function releaseLease() {
    await db.execute(sql`delete from app_meta where key = ${LEASE_KEY} and value::json->>'by' = ${instance}`);
  }

  /** E-mails the Gérant(s) (active managers with an e-mail; else the business's inbox). */
  async function alert(subject: string, paragraphs: string[]) {
    const managers = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "manager"), eq(users.status, "active")));
    const to = [...new Set(managers.map((m) => m.email).filter(Boolean))];
    if (to.length === 0) to.push(businessInbox(config));
    const mail = renderMail({
      subject,
      paragraphs,
      link: { url: `${config.siteUrl}/admin`, label: "Ouvrir l'administration" },
      signedBy: "site",
    });
    await outbox.enqueue(
      db,
      to.map((address) => ({ kind: "backup" as const, to: address, ...mail })),
    );
    outbox.kick();
  }

  async function tick() {
    timer = null;
    if (stopped) return;
    try {
      if (!(await takeLease())) return;
      try {
        await refresh();
        const last = cached.status.lastGood ? Date.parse(cached.status.lastGood.at) : 0;
        // Another instance may have just made one.
        if (now() - last >= everyMs - 1000) await runBackup();
        const drilled = cached.status.drill ? Date.parse(cached.status.drill.at) : 0;
        if (drillEveryMs > 0 && cached.status.lastGood && now() - drilled >= drillEveryMs - 1000) await runDrill();
      } finally {
        await releaseLease();
      }
    } catch (err) {
      logger.error("automatic backup pass failed", { err });
    } finally {
      schedule();
    }
  }

  async function runBackup() {
    try {
      const good = await backupOnce(run);
      await update((s) => {
        s.lastGood = good;
        s.failure = null;
      });
      logger.info("backup done", { name: good.name, bytes: good.bytes, ms: good.ms });
    } catch (err) {
      const message = (err as Error).message || String(err);
      logger.error("backup failed", { err });
      let first = false;
      await update((s) => {
        first = s.failure === null;
        s.failure = { at: new Date(now()).toISOString(), message };
      });
      // One e-mail per run of failures (the banner stays until a backup succeeds).
      if (first)
        await alert("La sauvegarde automatique du site a échoué", [
          "La sauvegarde automatique de cette nuit n'a pas pu être faite :",
          message,
          "Le site fonctionne, mais vos dernières données ne sont pas à l'abri. Prévenez la personne qui s'occupe du site ; l'administration affiche l'alerte tant qu'aucune sauvegarde n'a réussi.",
        ]);
    }
  }

  async function runDrill() {
    try {
      const drill = await drillOnce(run);
      await update((s) => (s.drill = drill));
      logger.info("backup drill passed", { archive: drill.archive, tables: drill.tables, ms: drill.ms });
    } catch (err) {
      const message = (err as Error).message || String(err);
      logger.error("backup drill failed", { err });
      await update((s) => {
        s.drill = {
          at: new Date(now()).toISOString(),
          ok: false,
          message,
          archive: s.lastGood?.name ?? "",
          tables: 0,
          rows: 0,
          documents: 0,
          ms: 0,
        };
      });
      await alert("La vérification de vos sauvegardes a échoué", [
        "Chaque semaine, le site restaure sa dernière sauvegarde dans une base d'essai pour vérifier qu'elle est utilisable. Cette vérification a échoué :",
        message,
        "Prévenez la personne qui s'occupe du site : une sauvegarde qui ne se restaure pas ne protège rien.",
      ]);
    }
  }

  function schedule() {
    if (stopped || everyMs === 0) return;
    const last = cached.status.lastGood ? Date.parse(cached.status.lastGood.at) : null;
    // No backup yet, late (the server was stopped) or the last attempt failed: soon, never during
    // the start itself; else one interval after the last good one.
    const soon = now() + Math.min(everyMs, FIRST_DELAY_MS);
    const due = last === null || last + everyMs <= now() ? soon : last + everyMs;
    const delay = Math.max(1000, due - now());
    timer = setTimeout(() => {
      running = tick().finally(() => (running = null));
    }, delay);
    timer.unref();
  }

  return {
    targets,
    /** Starts the schedule (services.start): the key is made now if it must be, nothing is backed up at once. */
    async start() {
      if (!stopped) return;
      stopped = false;
      if (everyMs === 0) return;
      try {
        currentKey();
      } catch (err) {
        logger.error("backup key unreadable", { err });
      }
      await refresh().catch((err: unknown) => logger.warn("backup status not read", { err }));
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    /** The status, read again from the database when older than 30 s (another instance may have written it). */
    status(): BackupStatus {
      if (now() - cached.readAt > 30_000) {
        cached.readAt = now();
        void refresh().catch(() => {});
      }
      return cached.status;
    },
    refresh,
    /** For tests and scripts: one backup now, then one drill, awaited. */
    async runNow(options: { drill?: boolean } = {}) {
      await runBackup();
      if (options.drill) await runDrill();
      return cached.status;
    },
    runDrill: () => runDrill().then(() => cached.status),
    /** /healthz: the last good backup and whether the last attempt and drill failed. */
    health() {
      const s = this.status();
      return {
        status: everyMs === 0 ? "off" : s.failure || s.drill?.ok === false ? "failed" : s.lastGood ? "ok" : "never",
        lastGood: s.lastGood?.at ?? null,
        ...(s.drill ? { drill: { at: s.drill.at, ok: s.drill.ok } } : {}),
      };
    },
    /** What the admin shows (banner): failures to everyone who manages, the phrase to the Gérant. */
    banner(role: string) {
      const s = this.status();
      const manager = role === "manager";
      return {
        enabled: everyMs > 0,
        lastGood: s.lastGood?.at ?? null,
        failure: s.failure?.message ?? (s.drill?.ok === false ? `Vérification : ${s.drill.message}` : null),
        phrasePending: manager && everyMs > 0 && !cached.confirmed && !config.BACKUP_KEY,
        sameDisk: !config.BACKUP_DIR && !config.BACKUP_S3_BUCKET,
      };
    },
    /** The recovery phrase, until the Gérant confirms he kept it (then never again). */
    async phrase(): Promise<{ phrase: string } | { confirmed: true } | { fromEnv: true }> {
      if (config.BACKUP_KEY) return { fromEnv: true };
      if ((await readMeta(CONFIRMED_KEY)) !== null) return { confirmed: true };
      return { phrase: toRecoveryPhrase(currentKey().key) };
    },
    async confirmPhrase(by: string) {
      await writeMeta(CONFIRMED_KEY, JSON.stringify({ at: new Date(now()).toISOString(), by }));
      cached.confirmed = true;
    },
  };
}

export type AutomaticBackups = ReturnType<typeof createAutomaticBackups>;
