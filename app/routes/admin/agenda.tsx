import { Link } from "react-router";
import { frenchDate } from "#domain/typography.ts";
import type { Route } from "./+types/agenda";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { agendaLoader } from "#app/lib/agenda-loader.server.ts";
import { AgendaWeek, UpcomingVisits } from "#app/features/admin/agenda/week.tsx";
import { addDays } from "#domain/paris-time.ts";
import { BookByPhone } from "#app/features/admin/agenda/book-by-phone.tsx";
import { FeedCard } from "#app/features/admin/agenda/feed-card.tsx";
import { SpeedToLead } from "#app/features/admin/agenda/speed-to-lead.tsx";
import { Card } from "#app/ui/card.tsx";
import { btnSmall } from "#app/ui/buttons.ts";
import { adminPaths } from "#app/lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Agenda", matches);

export function loader({ request, context }: Route.LoaderArgs) {
  return agendaLoader(request, context);
}

const weekTitle = (week: string) =>
  `Semaine du ${frenchDate(new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${week}T12:00:00Z`)))}`;

/**
 * /admin/agenda: « Prochaines visites » first, then the week (the week of the next visit unless one
 * is asked), each visit linked to its lead; bookings by phone; the feed.
 */
export default function AgendaScreen({ loaderData }: Route.ComponentProps) {
  const { week, thisWeek, today, upcoming, visits, leads, days, feedUrl, speed } = loaderData;
  return (
    <main className={pageClass}>
      <PageHeader
        title="Agenda"
        description="Les visites techniques réservées par vos clients ou par vous."
        actions={
          <Link to={adminPaths.agendaSettings} className={btnSmall}>
            Disponibilités
          </Link>
        }
      />
      <div className="space-y-6">
        <UpcomingVisits visits={upcoming} today={today} />
        <Card
          title={weekTitle(week)}
          actions={
            <>
              <Link className={btnSmall} to={`?semaine=${addDays(week, -7)}`}>
                Semaine précédente
              </Link>
              <Link className={btnSmall} to={`?semaine=${thisWeek}`}>
                Cette semaine
              </Link>
              <Link className={btnSmall} to={`?semaine=${addDays(week, 7)}`}>
                Semaine suivante
              </Link>
            </>
          }
        >
          <AgendaWeek week={week} visits={visits} />
        </Card>
        <BookByPhone leads={leads} days={days} />
        <div className="grid gap-6 lg:grid-cols-2">
          <FeedCard feedUrl={feedUrl} />
          <SpeedToLead speed={speed} />
        </div>
      </div>
    </main>
  );
}
