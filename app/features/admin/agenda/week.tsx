import { Link } from "react-router";
import { dayLabel } from "#domain/agenda.ts";
import { parisDate } from "#domain/business.ts";
import { addDays, formatParisTime } from "#domain/paris-time.ts";
import { adminPaths } from "#app/lib/paths.ts";

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
