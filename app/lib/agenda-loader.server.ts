import type { RouterContextProvider } from "react-router";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { parisDate } from "#domain/business.ts";

const DAY = 86_400_000;

/** Monday 00:00 UTC of the week holding `day` (YYYY-MM-DD), as YYYY-MM-DD. */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
  return monday.toISOString().slice(0, 10);
}

/**
 * /admin/agenda: the next visits, the week's visits (?semaine=YYYY-MM-DD, else the week of the next
 * visit), the leads to book by phone, the feed, the speed to lead.
 */
export async function agendaLoader(request: Request, context: Readonly<RouterContextProvider>) {
  await requireAdminPage(request, context);
  const { agenda, alerts, clock, config } = context.get(servicesContext);
  const asked = new URL(request.url).searchParams.get("semaine") ?? "";
  const today = parisDate(clock.now());
  // « Prochaines visites » (the dashboard's list); without a week asked, the week of the next one.
  const upcoming = await agenda.upcoming(10);
  const next = upcoming[0] ? parisDate(new Date(upcoming[0].startsAt)) : today;
  const week = mondayOf(/^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : next);
  // A little wider than the week in UTC: the Paris days are grouped on the page.
  const from = new Date(Date.parse(`${week}T00:00:00Z`) - 2 * 3_600_000);
  const to = new Date(from.getTime() + 7 * DAY);
  const [visits, leads, days, feedSecret, speed] = await Promise.all([
    agenda.between(from, to),
    agenda.bookableLeads(),
    agenda.slots({ noticeHours: 0 }),
    agenda.settings.feedSecret(),
    alerts.speed(),
  ]);
  return {
    week,
    thisWeek: mondayOf(today),
    today,
    upcoming,
    visits,
    leads,
    days,
    feedUrl: `${config.siteUrl}/agenda/${feedSecret}.ics`,
    speed,
  };
}

export async function agendaSettingsLoader(request: Request, context: Readonly<RouterContextProvider>) {
  await requireAdminPage(request, context);
  const { agenda, business } = context.get(servicesContext);
  return { settings: await agenda.settings.get(), areaServed: (await business.get()).areaServed };
}
