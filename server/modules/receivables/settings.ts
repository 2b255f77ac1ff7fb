/** The reminder ladder and the export's account map (one row; the defaults until the admin saves). */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { defaultReminderLadder, reminderLadderSchema, type ReminderStep } from "#domain/receivables.ts";
import { accountMapSchema, defaultAccountMap, type AccountMap } from "#domain/sales-journal.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { receivablesSettings } from "./schema.ts";

export interface ReceivablesSettings {
  ladder: ReminderStep[];
  accounts: AccountMap;
}

export const receivablesSettingsSchema = z.object({
  ladder: reminderLadderSchema,
  accounts: accountMapSchema,
});

export function createReceivablesSettings(db: Db) {
  return {
    async get(exec: Db | Tx = db): Promise<ReceivablesSettings> {
      const [row] = await exec.select().from(receivablesSettings).where(eq(receivablesSettings.id, 1));
      return row
        ? { ladder: row.ladder, accounts: row.accounts }
        : { ladder: defaultReminderLadder, accounts: defaultAccountMap };
    },
    /** `value` parsed by receivablesSettingsSchema (the router). */
    async put(value: ReceivablesSettings): Promise<ReceivablesSettings> {
      await db
        .insert(receivablesSettings)
        .values({ id: 1, ...value })
        .onConflictDoUpdate({ target: receivablesSettings.id, set: { ...value, updatedAt: new Date() } });
      return value;
    },
  };
}
