import { desc, eq, lt } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { securityEvents, users } from "../schema.ts";
import type { Logger } from "#server/logger.ts";
import { addressKey } from "#server/infra/rate-limit.ts";

/** Entries are kept one year (CNIL's usual duration for security logs), then purged. */
export const JOURNAL_RETENTION_MS = 365 * 24 * 3600_000;

/** Every kind of event, with the French words the admin screen shows. */
export const securityEventLabels = {
  login_success: "Connexion réussie",
  login_failure: "Échec de connexion",
  login_locked: "Connexion bloquée (trop de tentatives)",
  second_factor_failure: "Code de vérification refusé",
  second_factor_locked: "Double authentification bloquée (trop de codes faux)",
  logout: "Déconnexion",
  session_ended: "Session fermée à distance",
  other_sessions_ended: "Autres appareils déconnectés",
  password_changed: "Mot de passe modifié",
  passkey_added: "Clé d'accès ajoutée",
  passkey_removed: "Clé d'accès supprimée",
  totp_enabled: "Double authentification activée",
  totp_disabled: "Double authentification désactivée",
  recovery_code_used: "Code de secours utilisé",
  new_device: "Connexion depuis un nouvel appareil",
  backup_downloaded: "Sauvegarde téléchargée",
  backup_phrase_confirmed: "Phrase de secours des sauvegardes conservée",
  admin_reset: "Accès réinitialisé sur le serveur",
  member_invited: "Membre invité",
  invitation_revoked: "Invitation annulée",
  member_joined: "Invitation acceptée (compte créé)",
  member_role_changed: "Rôle modifié",
  member_suspended: "Membre suspendu",
  member_reactivated: "Membre réactivé",
  member_removed: "Membre supprimé",
  member_session_ended: "Session d'un membre fermée par le gérant",
} as const;

export type SecurityEventType = keyof typeof securityEventLabels;

export const methodLabels: Record<string, string> = {
  password: "mot de passe",
  "password+totp": "mot de passe + code",
  "password+recovery": "mot de passe + code de secours",
  passkey: "clé d'accès",
  totp: "code de vérification",
  recovery: "code de secours",
  cli: "commande serveur",
};

export interface SecurityEventInput {
  type: SecurityEventType;
  userId?: number | null;
  username?: string;
  method?: string;
  ip?: string;
  userAgent?: string;
  /** Plain words only (a passkey's name, a count): never a password, code, secret or token. */
  detail?: string;
}

/** What is stored instead of a username that matches no account (it may be a password typed in the wrong field). */
export const UNKNOWN_USERNAME = "(inconnu)";
/** Refusals journalled in detail per address (IPv6: per /64) and window; the rest are counted. */
export const REFUSALS_PER_WINDOW = 10;
export const REFUSAL_WINDOW_MS = 15 * 60_000;
/** Addresses followed at once: beyond it, the oldest window is summed up early (memory stays bounded). */
const MAX_ADDRESSES = 5_000;

interface RefusalWindow {
  start: number;
  written: number;
  /** A lock (429) already journalled in this window. */
  locked: boolean;
  skipped: number;
  /** Who the summary row is about: the last refusal left out. */
  last?: SecurityEventInput;
}

const clock = (t: number) =>
  new Date(t).toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" });

export function createSecurityJournal(db: Db, logger: Logger) {
  const windows = new Map<string, RefusalWindow>();

  async function insert(event: SecurityEventInput): Promise<void> {
    try {
      await db.insert(securityEvents).values({
        type: event.type,
        userId: event.userId ?? null,
        username: (event.username ?? "").slice(0, 100),
        method: event.method ?? "",
        ip: (event.ip ?? "").slice(0, 64),
        userAgent: (event.userAgent ?? "").slice(0, 300),
        detail: (event.detail ?? "").slice(0, 200),
      });
    } catch (err) {
      logger.error("security journal write failed", { err, type: event.type });
    }
  }

  /** One row saying how many refusals of a window were counted, not detailed. */
  async function summarize(window: RefusalWindow, end: number) {
    if (window.skipped === 0 || !window.last) return;
    await insert({
      ...window.last,
      type: "login_failure",
      detail: `${window.skipped} autre(s) tentative(s) refusée(s) depuis cette adresse entre ${clock(window.start)} et ${clock(end)}, non détaillée(s)`,
    });
  }

  /** The username as stored: an account's name, or « (inconnu) » (never what was typed). */
  async function knownUsername(event: SecurityEventInput): Promise<string> {
    if (event.userId || !event.username) return event.username ?? "";
    try {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, event.username));
      return user ? event.username : UNKNOWN_USERNAME;
    } catch {
      return UNKNOWN_USERNAME;
    }
  }

  return {
    /** Records an event; a failure to write the journal is logged but never blocks the action. */
    record: insert,

    /**
     * Records a refused login or code, bounded per address (a flood must not bury the journal):
     * the first REFUSALS_PER_WINDOW refusals of a window in detail, a lock once, the rest counted
     * and summed up in one row when the window ends. A username that is no account is « (inconnu) ».
     */
    async recordRefusal(event: SecurityEventInput, now = Date.now()): Promise<void> {
      const key = addressKey(event.ip ?? "");
      let window = windows.get(key);
      if (window && now - window.start >= REFUSAL_WINDOW_MS) {
        windows.delete(key);
        await summarize(window, now);
        window = undefined;
      }
      if (!window) {
        if (windows.size >= MAX_ADDRESSES) {
          const [oldestKey, oldest] = windows.entries().next().value as [string, RefusalWindow];
          windows.delete(oldestKey);
          await summarize(oldest, now);
        }
        window = { start: now, written: 0, locked: false, skipped: 0 };
        windows.set(key, window);
      }
      const username = await knownUsername(event);
      const lock = event.type === "login_locked";
      if ((lock && window.locked) || (!lock && window.written >= REFUSALS_PER_WINDOW)) {
        window.skipped++;
        window.last = { ...event, username };
        return;
      }
      if (lock) window.locked = true;
      else window.written++;
      await insert({ ...event, username });
    },

    /** Sums up the windows that are over (periodically), or all of them (`all`: shutdown, tests). */
    async flushRefusals(now = Date.now(), all = false): Promise<void> {
      for (const [key, window] of [...windows]) {
        if (!all && now - window.start < REFUSAL_WINDOW_MS) continue;
        windows.delete(key);
        await summarize(window, now);
      }
    },

    /** The latest events: everyone's, or one member's (userId). */
    async list(limit = 200, userId: number | null = null) {
      return db
        .select()
        .from(securityEvents)
        .where(userId === null ? undefined : eq(securityEvents.userId, userId))
        .orderBy(desc(securityEvents.at), desc(securityEvents.id))
        .limit(limit);
    },

    /** Drops entries older than a year (called periodically). */
    async purge(now = Date.now()): Promise<void> {
      await db.delete(securityEvents).where(lt(securityEvents.at, new Date(now - JOURNAL_RETENTION_MS)));
    },
  };
}

export type SecurityJournal = ReturnType<typeof createSecurityJournal>;
