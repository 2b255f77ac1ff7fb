/** Getting paid after the invoice (docs/paiements.md): « À encaisser », the reminders, the sales export. */
import { inArray } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { receivables } from "#domain/receivables.ts";
import { createReminders } from "./reminders.ts";
import { createSalesExport } from "./sales-export.ts";
import { invoiceReminderPauses, invoiceReminders } from "./schema.ts";
import { createReceivablesSettings } from "./settings.ts";
import type { ReceivablesDeps, ReceivablesView } from "./types.ts";

export function createReceivables(deps: ReceivablesDeps) {
  const settings = createReceivablesSettings(deps.db);
  const reminders = createReminders(deps, settings);
  let timer: NodeJS.Timeout | null = null;
  return {
    settings,
    reminders,
    sales: createSalesExport(deps, settings),

    /** GET /api/encaissements: what is due, by age, deposits awaited, per invoice. */
    async view(): Promise<ReceivablesView> {
      const open = await deps.invoices.open();
      const ids = open.map((i) => i.id);
      const paused = new Set(
        ids.length
          ? (
              await deps.db.select().from(invoiceReminderPauses).where(inArray(invoiceReminderPauses.invoiceId, ids))
            ).map((p) => p.invoiceId)
          : [],
      );
      const sent = ids.length
        ? await deps.db.select().from(invoiceReminders).where(inArray(invoiceReminders.invoiceId, ids))
        : [];
      const r = receivables(open, parisDate(deps.now()));
      return {
        ...r,
        rows: r.rows.map((row) => ({
          id: row.id,
          number: row.number,
          type: row.type,
          clientName: row.clientName,
          dueDate: row.dueDate,
          amountDueCents: row.amountDueCents,
          leadId: row.leadId,
          bucket: row.bucket,
          daysLate: row.daysLate,
          paused: paused.has(row.id),
          reminders: sent.filter((s) => s.invoiceId === row.id).length,
        })),
      };
    },

    /** The reminders every REMINDERS_INTERVAL seconds, an hour by default (and once at start); returns its stop. */
    start(): () => void {
      const run = () => void reminders.sweep().catch((err: unknown) => deps.logger.warn("reminders failed", { err }));
      run();
      timer = setInterval(run, deps.config.REMINDERS_INTERVAL * 1000);
      timer.unref();
      return () => {
        if (timer) clearInterval(timer);
      };
    },
  };
}
export type ReceivablesService = ReturnType<typeof createReceivables>;
