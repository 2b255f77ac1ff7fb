import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { agendaSettingsSchema, parseStoredAgenda, type AgendaSettings } from "#domain/agenda.ts";
import type { Db } from "#server/infra/db/client.ts";
import { parseValue } from "#server/validation.ts";
import { appMeta } from "#server/infra/db/infra-tables.ts";
import { replaceSealedSecret, sealedSecret } from "#server/infra/db/sealed-meta.ts";
import type { SecretBox } from "#server/infra/mail/secret.ts";

const SETTINGS_KEY = "agenda";
const FEED_KEY = "agenda_feed";

async function readMeta(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

/**
 * The availability of the technical visits (one JSON document in app_meta; the defaults until the
 * admin saves: Mon–Fri 8:30–12:00 and 14:00–17:30) and the secret of the calendar feed (sealed).
 */
export function createAgendaSettings(db: Db, box: SecretBox) {
  const newSecret = () => randomBytes(24).toString("base64url");
  return {
    async get(): Promise<AgendaSettings> {
      const raw = await readMeta(db, SETTINGS_KEY);
      if (raw === null) return parseStoredAgenda({});
      try {
        return parseStoredAgenda(JSON.parse(raw));
      } catch {
        return parseStoredAgenda({});
      }
    },
    async update(input: unknown): Promise<AgendaSettings> {
      const settings = parseValue(agendaSettingsSchema, input);
      await writeMeta(db, SETTINGS_KEY, JSON.stringify(settings));
      return settings;
    },
    /** The calendar feed's secret (created at the first read), sealed with the data key in the database. */
    feedSecret: (): Promise<string> => sealedSecret(db, box, FEED_KEY, newSecret),
    /** A new secret: the old address answers 404 from now on. */
    revokeFeed: (): Promise<string> => replaceSealedSecret(db, box, FEED_KEY, newSecret()),
  };
}

export type AgendaSettingsStore = ReturnType<typeof createAgendaSettings>;
