import { timingSafeEqual } from "node:crypto";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { parisDate, type BusinessSettings } from "#domain/business.ts";
import { parisLocalToDate } from "#domain/paris-time.ts";
import { icsCalendar } from "#domain/ics.ts";
import type { Db } from "#server/infra/db/client.ts";
import { visits } from "./schema.ts";
import { visitEvent, visitSummary } from "./emails.ts";
import type { AgendaLead, AgendaLeads } from "./leads-port.ts";
import type { AgendaSettingsStore } from "./settings.ts";

type Visit = typeof visits.$inferSelect;

/** The booked visits as the team reads them: the week's agenda and the calendar subscription feed. */
export function createVisitCalendar(deps: {
  db: Db;
  now: () => Date;
  leads: AgendaLeads;
  settings: AgendaSettingsStore;
  businessNow: () => Promise<BusinessSettings>;
  adminUrl: (leadId: number) => string;
}) {
  const { db, now, settings, businessNow, adminUrl } = deps;

  /** Each visit with its quote request (a visit whose lead is gone is left out, as the join did). */
  async function withLeads(rows: Visit[]): Promise<{ visit: Visit; lead: AgendaLead }[]> {
    const leads = new Map(
      (await deps.leads.quoteLeads(db, [...new Set(rows.map((v) => v.leadId))])).map((l) => [l.id, l]),
    );
    return rows.flatMap((visit) => {
      const lead = leads.get(visit.leadId);
      return lead ? [{ visit, lead }] : [];
    });
  }

  /** The team's view of booked visits, with their lead. */
  async function booked(from: Date, to: Date | null, limit = 500) {
    const rows = await withLeads(
      await db
        .select()
        .from(visits)
        .where(and(eq(visits.status, "booked"), gte(visits.startsAt, from), to ? lt(visits.startsAt, to) : undefined))
        .orderBy(asc(visits.startsAt))
        .limit(limit),
    );
    return rows.map(({ visit, lead }) => ({
      id: visit.id,
      leadId: lead.id,
      name: `${lead.firstName} ${lead.lastName}`,
      phone: lead.phone,
      address: visit.address,
      startsAt: visit.startsAt.toISOString(),
      endsAt: visit.endsAt.toISOString(),
    }));
  }

  return {
    /** Booked visits between two instants, with their lead. */
    between: (from: Date, to: Date) => booked(from, to),

    /**
     * « Prochaines visites », the one definition the dashboard and the agenda share: the booked
     * visits of today (from midnight, Paris time) and after, soonest first.
     */
    upcoming(limit = 10) {
      const midnight = parisLocalToDate(`${parisDate(now())}T00:00`) ?? now();
      return booked(midnight, null, limit);
    },

    /** Quote requests the admin may book (or move) a visit for: the 100 latest, not spam, not lost. */
    bookableLeads: () => deps.leads.bookable(),

    /** The subscription feed, or null when the secret is not the current one (revoked). */
    async feed(secret: string): Promise<string | null> {
      const current = await settings.feedSecret();
      const given = Buffer.from(secret);
      const expected = Buffer.from(current);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const b = await businessNow();
      const rows = await withLeads(
        await db
          .select()
          .from(visits)
          .where(and(eq(visits.status, "booked"), gte(visits.startsAt, new Date(now().getTime() - 90 * 86_400_000))))
          .orderBy(asc(visits.startsAt)),
      );
      return icsCalendar(
        rows.map(({ visit, lead }) => visitEvent(visit, lead, b, { forBusiness: true, adminUrl: adminUrl(lead.id) })),
        { method: "PUBLISH", name: `${visitSummary(b).replace("Visite technique", "Visites techniques")}`, now: now() },
      );
    },
  };
}
