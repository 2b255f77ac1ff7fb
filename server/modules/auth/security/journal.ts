import { desc, eq, lt } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { securityEvents } from "#server/infra/db/schema.ts";
import type { Logger } from "#server/logger.ts";

/** Entries are kept one year (CNIL's usual duration for security logs), then purged. */
export const JOURNAL_RETENTION_MS = 365 * 24 * 3600_000;

/** Every kind of event, with the French words the admin screen shows. */
export const securityEventLabels = {
  login_success: "Connexion réussie",
  login_failure: "Échec de connexion",
  login_locked: "Connexion bloquée (trop de tentatives)",
  second_factor_failure: "Code de vérification refusé",
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

export function createSecurityJournal(db: Db, logger: Logger) {
  return {
    /** Records an event; a failure to write the journal is logged but never blocks the action. */
    async record(event: SecurityEventInput): Promise<void> {
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
