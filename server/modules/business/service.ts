import { eq } from "drizzle-orm";
import { businessSeed, type BusinessSettings } from "#domain/business.ts";
import { businessSettingsSchema } from "#domain/schemas/business.ts";
import type { Db } from "#server/infra/db/client.ts";
import { parseValue } from "#server/validation.ts";
import { appMeta } from "#server/infra/db/infra-tables.ts";
import { rememberBusiness } from "#server/infra/business-snapshot.ts";

/**
 * Reads a stored document: unknown or missing fields fall back to the seed (older documents stay
 * readable). Here rather than in domain/business.ts, which the browser loads: zod stays server-side.
 */
function parseStoredBusiness(raw: unknown): BusinessSettings {
  const merged = { ...businessSeed, ...(raw && typeof raw === "object" ? raw : {}) };
  const parsed = businessSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : businessSeed;
}

export { currentBusiness } from "#server/infra/business-snapshot.ts";

const KEY = "business";

/**
 * The 'Entreprise' settings: one JSON document in app_meta, read once and kept in memory.
 * A write (here or, through NOTIFY page_cache, on another instance) drops the copy; the next
 * read loads it again. `currentBusiness()` (server/infra/business-snapshot.ts) is the synchronous view for code outside a request
 * (e-mails, AI prompts, PDF): the last value read, the seed before the first read.
 */

export function createBusinessSettings(deps: { db: Db; changed: () => void }) {
  const { db, changed } = deps;
  let cached: Promise<BusinessSettings> | null = null;

  async function load(): Promise<BusinessSettings> {
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
    if (!row) {
      await db
        .insert(appMeta)
        .values({ key: KEY, value: JSON.stringify(businessSeed) })
        .onConflictDoNothing();
      return businessSeed;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(row.value);
    } catch {
      raw = null;
    }
    return parseStoredBusiness(raw);
  }

  return {
    /** The settings (from memory after the first read). */
    get(): Promise<BusinessSettings> {
      cached ??= load().then(
        (value) => {
          rememberBusiness(value);
          return value;
        },
        (err: unknown) => {
          cached = null;
          throw err;
        },
      );
      return cached;
    },
    /** Drops the in-memory copy (another instance wrote). */
    invalidate() {
      cached = null;
      // Reloaded at once so that `currentBusiness()` (e-mails, AI) follows too.
      void this.get().catch(() => {});
    },
    /** Validates (refused: `invalid` with the field errors) and stores; every instance drops its pages and its copy. */
    async update(input: unknown): Promise<BusinessSettings> {
      const settings = parseValue(businessSettingsSchema, input);
      const value = JSON.stringify(settings);
      await db
        .insert(appMeta)
        .values({ key: KEY, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
      rememberBusiness(settings);
      cached = Promise.resolve(settings);
      changed();
      return settings;
    },
  };
}

export type BusinessSettingsService = ReturnType<typeof createBusinessSettings>;

/** The e-mails' sender when MAIL_FROM is unset: the trade name, no-reply@ the domain of the business's e-mail. */
export function businessSender(b: BusinessSettings): { name: string; address: string } {
  return { name: b.name, address: `no-reply@${b.email.split("@")[1] ?? "localhost"}` };
}
