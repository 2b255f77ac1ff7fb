import { and, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { median, openingMinutesBetween } from "#domain/agenda.ts";
import type { BusinessSettings } from "#domain/business.ts";
import type { LeadKind } from "#domain/leads.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { createPush, type PushDeps } from "./push.ts";
import { leadAlerts, visits } from "./schema.ts";
import type { Logger } from "#server/logger.ts";
import { currentBusiness, type BusinessSettingsService } from "#server/modules/business/index.ts";
import { businessInbox as inboxOf, type Outbox } from "../mail/index.ts";
import { leadAlertEmail, reminderEmail, type VisitMail } from "./emails.ts";
import { newVisitToken, visitPath } from "./tokens.ts";
import { createBookingLinks } from "./links.ts";
import type { AgendaLeads } from "./leads-port.ts";

/** A lead is « waiting » after this many minutes of opening hours without an answer. */
export const ALERT_AFTER_OPEN_MINUTES = 60;
const SPEED_DAYS = 30;

interface Deps {
  db: Db;
  config: Config;
  logger: Logger;
  outbox: Outbox;
  business?: BusinessSettingsService;
  now: () => Date;
  /** The leads door's readers (server/services.ts). */
  leads: Pick<AgendaLeads, "quoteLeads" | "recent">;
  /** The active members among `ids` (the auth door's memberCards): who still receives the pushes. */
  members: PushDeps["members"];
}

export interface WaitingLead {
  kind: LeadKind;
  id: number;
  name: string;
  createdAt: string;
  /** Opening-hours minutes waited so far. */
  waitingMinutes: number;
}

/**
 * Speed to lead: the median time to the first response (counted in opening hours), the leads still
 * waiting, the alert (e-mail + web push) after an opening hour, and the visits' reminder e-mails.
 * `runDue()` is called every minute (and by the tests after moving the clock).
 */
export function createLeadAlerts(deps: Deps) {
  const { db, config, logger, outbox, now } = deps;
  const business = async (): Promise<BusinessSettings> => (await deps.business?.get()) ?? currentBusiness();
  const businessInbox = () => inboxOf(config);
  const webPush = createPush({ db, config, logger: deps.logger, business, members: deps.members });
  const { push } = webPush;

  async function queue(mails: { leadType: string; leadId: number; mail: VisitMail }[]) {
    if (mails.length === 0) return;
    for (const { leadType, leadId, mail } of mails) await outbox.enqueue(db, [mail], { kind: leadType, id: leadId });
    outbox.kick();
  }

  /** The leads of the last `days` days with the instant of their first response (or null). */
  async function leadsWithResponse(days: number) {
    const since = new Date(now().getTime() - days * 86_400_000);
    const leads = await deps.leads.recent(since);
    // A visit the firm booked answers a quote request too; the client's own booking does not.
    const quoteIds = leads.filter((l) => l.kind === "quote").map((l) => l.id);
    const firstVisits = new Map(
      (quoteIds.length
        ? await db
            .select({ leadId: visits.leadId, at: sql<string>`extract(epoch from min(${visits.createdAt}))` })
            .from(visits)
            .where(and(inArray(visits.leadId, quoteIds), eq(visits.bookedBy, "admin")))
            .groupBy(visits.leadId)
        : []
      ).map((v) => [v.leadId, new Date(Number(v.at) * 1000)]),
    );
    return leads.map((l) => {
      const firstVisit = l.kind === "quote" ? firstVisits.get(l.id) : undefined;
      const times = [l.firstEventAt, firstVisit].filter((d): d is Date => d != null);
      const respondedAt = times.length ? new Date(Math.min(...times.map((d) => d.getTime()))) : null;
      return { kind: l.kind, id: l.id, name: l.name, createdAt: l.createdAt, respondedAt };
    });
  }

  /** The leads of the last `days` days the firm has not answered yet, the longest wait first. */
  async function unanswered(b: BusinessSettings, days: number): Promise<WaitingLead[]> {
    const at = now();
    return (await leadsWithResponse(days))
      .filter((l) => l.respondedAt === null)
      .map((l) => ({
        kind: l.kind,
        id: l.id,
        name: l.name,
        createdAt: l.createdAt.toISOString(),
        waitingMinutes: openingMinutesBetween(l.createdAt, at, b.hours, b.closures),
      }))
      .sort((a, z) => z.waitingMinutes - a.waitingMinutes || a.createdAt.localeCompare(z.createdAt));
  }

  async function waiting(b: BusinessSettings, days: number): Promise<WaitingLead[]> {
    return (await unanswered(b, days)).filter((l) => l.waitingMinutes >= ALERT_AFTER_OPEN_MINUTES);
  }

  // ---------------------------------------------------------------- web push

  // ---------------------------------------------------------------- due work

  /** Reminders of the visits starting within 24 h (claimed once, whatever the instance). */
  async function reminders(): Promise<number> {
    const at = now();
    const claimed = await db
      .update(visits)
      .set({ reminderSentAt: at })
      .where(
        and(
          eq(visits.status, "booked"),
          isNull(visits.reminderSentAt),
          gte(visits.startsAt, at),
          lte(visits.startsAt, new Date(at.getTime() + 24 * 3_600_000)),
          // A visit booked less than a day ahead needs no reminder: its confirmation is fresh.
          lte(visits.createdAt, sql`${visits.startsAt} - interval '24 hours'`),
        ),
      )
      .returning();
    if (claimed.length === 0) return 0;
    const leads = await deps.leads.quoteLeads(
      db,
      claimed.map((v) => v.leadId),
    );
    const b = await business();
    const mails = [];
    for (const visit of claimed) {
      const lead = leads.find((l) => l.id === visit.leadId);
      if (!lead) continue;
      const token = newVisitToken();
      await createBookingLinks(config.dataDir).save(db, lead.id, token);
      mails.push({
        leadType: "quote",
        leadId: lead.id,
        mail: reminderEmail({
          visit,
          lead,
          business: b,
          businessInbox: businessInbox(),
          manageUrl: `${config.siteUrl}${visitPath(token)}`,
          adminUrl: `${config.siteUrl}/admin/demandes/quote/${lead.id}`,
        }),
      });
    }
    await queue(mails);
    return mails.length;
  }

  /** Alerts (e-mail + push) for the leads waiting an opening hour: once per lead. */
  async function alerts(): Promise<number> {
    const b = await business();
    let count = 0;
    for (const lead of await waiting(b, 3)) {
      const [fresh] = await db
        .insert(leadAlerts)
        .values({ leadId: lead.id })
        .onConflictDoNothing()
        .returning({ id: leadAlerts.id });
      if (!fresh) continue;
      const url = `${config.siteUrl}/admin/demandes/${lead.kind}/${lead.id}`;
      await queue([
        {
          leadType: lead.kind,
          leadId: lead.id,
          mail: leadAlertEmail({ ...lead, createdAt: new Date(lead.createdAt) }, url, businessInbox(), b),
        },
      ]);
      await push({ title: "Demande sans réponse", body: `${lead.name} attend depuis une heure.`, url });
      count++;
    }
    return count;
  }

  let timer: NodeJS.Timeout | null = null;
  const runDue = async () => ({ reminders: await reminders(), alerts: await alerts() });

  return {
    runDue,
    start(intervalMs = 60_000) {
      webPush.warm();
      timer = setInterval(
        () => void runDue().catch((err: unknown) => logger.warn("agenda pass failed", { err })),
        intervalMs,
      );
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
    push,
    publicKey: webPush.publicKey,
    subscribe: webPush.subscribe,
    unsubscribe: webPush.unsubscribe,
    /** A new lead: a push when the admin asked for one at every lead. */
    async newLead(kind: LeadKind, id: number, name: string, pushEveryLead: boolean) {
      if (!pushEveryLead) return;
      await push({ title: "Nouvelle demande", body: name, url: `${config.siteUrl}/admin/demandes/${kind}/${id}` });
    },
    /**
     * The one definition of « Réactivité » and « Demandes sans réponse » (dashboard, agenda,
     * statistics): over 30 days, the median time to the firm's first action (a reply, a status it
     * changed, a devis, a visit it booked; never the client's own booking), in opening hours; the
     * leads it has not answered yet (`unanswered`), and those waiting over an opening hour (`waiting`).
     */
    async speed() {
      const b = await business();
      const leads = await leadsWithResponse(SPEED_DAYS);
      const times = leads
        .filter((l) => l.respondedAt !== null)
        .map((l) => openingMinutesBetween(l.createdAt, l.respondedAt as Date, b.hours, b.closures));
      const open = await unanswered(b, SPEED_DAYS);
      return {
        medianMinutes: median(times) ?? null,
        answered: times.length,
        unanswered: open,
        waiting: open.filter((l) => l.waitingMinutes >= ALERT_AFTER_OPEN_MINUTES),
      };
    },
  };
}

export type LeadAlerts = ReturnType<typeof createLeadAlerts>;
