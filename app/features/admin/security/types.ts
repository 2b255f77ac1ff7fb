import { frenchDate } from "#domain/typography.ts";
export interface SecurityOverview {
  username: string;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  totp: { enabled: boolean; recoveryCodesLeft: number };
  sessions: {
    id: string;
    browser: string;
    device: string;
    label: string;
    ip: string;
    method: string;
    createdAt: string;
    lastSeenAt: string;
    current: boolean;
  }[];
}

export interface JournalEntry {
  id: number;
  at: string;
  type: string;
  label: string;
  username: string;
  method: string;
  ip: string;
  detail: string;
}

const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });

/** "22 novembre 2026 à 23:40" (fr-FR, Paris time). */
export function formatDateTime(value: string | null): string {
  return value ? frenchDate(dateTime.format(new Date(value))) : "jamais";
}

export const SECURITY_QUERY = ["/api/account/security"];
export const JOURNAL_QUERY = ["/api/account/journal"];
