import { Link } from "react-router";
import { dayLabel, visitDayLabel } from "#domain/agenda-labels.ts";
import { parisDate } from "#domain/business.ts";
import { addDays, formatParisTime } from "#domain/paris-time.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { Card } from "#app/ui/card.tsx";

export interface AgendaVisit {
  id: number;
  leadId: number;
  name: string;
  phone: string;
  address: string;
  startsAt: string;
  endsAt: string;
}

function VisitItem({ v }: { v: AgendaVisit }) {
  return (
    <Link
      to={adminPaths.lead("quote", v.leadId)}
      className="block rounded-xl border border-line bg-cream/60 p-3 text-sm hover:border-forest/40"
    >
      <span className="font-semibold text-forest-dark">
        {formatParisTime(v.startsAt)} – {formatParisTime(v.endsAt)}
      </span>
      <span className="block font-medium">{v.name}</span>
      <span className="block text-muted">{v.address}</span>
    </Link>
  );
}

/** The week's visits: a list on a phone, a 7-column grid on a desktop; each visit opens its lead. */
export function AgendaWeek({ week, visits }: { week: string; visits: AgendaVisit[] }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  const byDay = (day: string) => visits.filter((v) => parisDate(new Date(v.startsAt)) === day);
  return (
    <>
      <ol className="space-y-4 md:hidden" aria-label="Visites de la semaine">
        {days.map((day) => (
          <li key={day}>
            <h3 className="mb-2 text-sm font-semibold text-forest-dark">{dayLabel(day)}</h3>
            {byDay(day).length === 0 ? (
              <p className="text-sm text-muted">Aucune visite.</p>
            ) : (
              <div className="space-y-2">
                {byDay(day).map((v) => (
                  <VisitItem key={v.id} v={v} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
      <div className="hidden gap-2 md:grid md:grid-cols-7" role="table" aria-label="Semaine des visites">
        {days.map((day) => (
          <div key={day} role="cell" className="min-h-40 rounded-xl border border-line p-2">
            <p className="mb-2 text-xs font-semibold text-forest-dark">{dayLabel(day)}</p>
            <div className="space-y-2">
              {byDay(day).map((v) => (
                <VisitItem key={v.id} v={v} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

/** « Prochaines visites »: today's and the next booked visits, soonest first, each opening its lead. */
export function UpcomingVisits({ visits, today }: { visits: AgendaVisit[]; today: string }) {
  return (
    <Card title="Prochaines visites" description="Les visites techniques d'aujourd'hui et des jours suivants.">
      {visits.length === 0 ? (
        <p className="text-sm text-muted">
          Aucune visite prévue. Les visites réservées par vos clients ou par vous s'afficheront ici.
        </p>
      ) : (
        <ol className="divide-y divide-line" aria-label="Prochaines visites">
          {visits.map((v) => (
            <li key={v.id}>
              <Link
                to={adminPaths.lead("quote", v.leadId)}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 rounded-lg px-2 py-2.5 text-sm hover:bg-cream"
              >
                <span className="font-semibold text-forest-dark first-letter:uppercase">
                  {visitDayLabel(parisDate(new Date(v.startsAt)), today)}, {formatParisTime(v.startsAt)} –{" "}
                  {formatParisTime(v.endsAt)}
                </span>
                <span className="font-medium">{v.name}</span>
                <span className="min-w-0 break-words text-muted">{v.address}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
