/**
 * The reminders' job (docs/paiements.md): each sweep, for every open invoice not paused, the step of
 * the ladder due today leaves once. In its own transaction the invoice is locked and read again: paid,
 * matched, credited to zero or cancelled since the list was read, nothing leaves. The unique
 * (invoice, step) row is taken first: a second instance finds it and sends nothing.
 */
import { eq, inArray } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { reminderDue, reminderKindLabels } from "#domain/receivables.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { recordEvent } from "#server/modules/leads/index.ts";
import { businessInbox } from "../mail/index.ts";
import { miseEnDemeurePdf, reminderEmail } from "./reminder-mail.ts";
import { invoiceReminderPauses, invoiceReminders } from "./schema.ts";
import type { ReceivablesDeps } from "./types.ts";
import type { createReceivablesSettings } from "./settings.ts";

export function createReminders(deps: ReceivablesDeps, settings: ReturnType<typeof createReceivablesSettings>) {
  const { db, now, outbox, business, invoices, logger } = deps;

  /** Sends the step due on one invoice, if still owed; true when an e-mail was queued. */
  async function remindOne(tx: Tx, invoiceId: number, today: string): Promise<boolean> {
    const inv = await invoices.locked(tx, invoiceId);
    if (!inv || inv.status !== "emise" || inv.type === "avoir" || inv.amountDueCents <= 0) return false;
    if (!inv.client.email) return false;
    const [paused] = await tx.select().from(invoiceReminderPauses).where(eq(invoiceReminderPauses.invoiceId, inv.id));
    if (paused) return false;
    const sent = await tx
      .select({ step: invoiceReminders.step })
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, inv.id));
    const { ladder } = await settings.get(tx);
    const step = reminderDue(
      ladder,
      inv,
      sent.map((s) => s.step),
      today,
    );
    if (!step) return false;
    const [taken] = await tx
      .insert(invoiceReminders)
      .values({ invoiceId: inv.id, step: step.index, kind: step.kind, sentOn: today })
      .onConflictDoNothing()
      .returning({ id: invoiceReminders.id });
    if (!taken) return false;
    const b = await business.get();
    const letter = step.kind === "mise-en-demeure" ? await miseEnDemeurePdf(b, inv, today) : null;
    const mail = reminderEmail(b, step.kind, inv, today, businessInbox(deps.config, b), letter);
    const lead = inv.leadId ? { id: inv.leadId } : null;
    const [email] = await outbox.enqueue(tx, [mail], lead);
    await tx.update(invoiceReminders).set({ emailId: email.id }).where(eq(invoiceReminders.id, taken.id));
    if (lead)
      await recordEvent(
        tx,
        lead.id,
        "devis",
        {
          title: `${reminderKindLabels[step.kind]} de la facture ${inv.number} envoyée au client`,
        },
        email.id,
      );
    return true;
  }

  return {
    /** One pass: returns how many reminders left. */
    async sweep(): Promise<number> {
      const today = parisDate(now());
      const open = await invoices.open();
      let sent = 0;
      for (const inv of open) {
        try {
          if (await db.transaction((tx) => remindOne(tx, inv.id, today))) sent++;
        } catch (err) {
          logger.warn("invoice reminder failed", { err, invoiceId: inv.id });
        }
      }
      if (sent > 0) outbox.kick();
      return sent;
    },

    /** « Suspendre les relances » / « Reprendre les relances ». */
    async pause(invoiceId: number, paused: boolean, author: LeadAuthor | null) {
      await db.transaction(async (tx) => {
        // Unknown: 404 (invoiceRow); a draft or a credit note has no reminders to pause.
        const inv = await invoices.locked(tx, invoiceId);
        if (!inv || inv.type === "avoir")
          throw new AppError("conflict", "Seule une facture émise a des relances à suspendre.");
        if (paused)
          await tx
            .insert(invoiceReminderPauses)
            .values({ invoiceId, pausedByName: author?.name ?? "", pausedAt: now() })
            .onConflictDoNothing();
        else await tx.delete(invoiceReminderPauses).where(eq(invoiceReminderPauses.invoiceId, invoiceId));
      });
      return this.state(invoiceId);
    },

    /** An invoice's reminders: paused or not, the steps sent. */
    async state(invoiceId: number) {
      const [paused] = await db
        .select()
        .from(invoiceReminderPauses)
        .where(eq(invoiceReminderPauses.invoiceId, invoiceId));
      const sent = await db
        .select()
        .from(invoiceReminders)
        .where(inArray(invoiceReminders.invoiceId, [invoiceId]));
      return {
        paused: Boolean(paused),
        sent: sent.map((s) => ({ step: s.step, kind: s.kind, sentOn: s.sentOn })),
      };
    },
  };
}
