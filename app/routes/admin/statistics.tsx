import { Link } from "react-router";
import type { Route } from "./+types/statistics";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { Card } from "#app/ui/card.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { BusinessFiguresList } from "#app/features/admin/dashboard/business-cards.tsx";
import { businessFigures } from "#app/lib/business-figures.server.ts";
import { parisDate } from "#domain/business.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Statistiques", matches);

const periods = [7, 30, 90, 365];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const asked = Number(new URL(request.url).searchParams.get("jours"));
  const days = periods.includes(asked) ? asked : 30;
  const { stats, clock } = context.get(servicesContext);
  await stats.flush();
  // The business's figures: the dashboard's, from the same functions (they cannot disagree).
  return {
    days,
    report: await stats.report(days),
    figures: await businessFigures(context),
    today: parisDate(clock.now()),
  };
}

const dayLabel = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const fmt = (iso: string) => dayLabel.format(new Date(`${iso}T00:00:00Z`));
const n = new Intl.NumberFormat("fr-FR");

/** Five dates spread along the axis (fewer for a short period), first and last included. */
function axisDays(days: string[]): string[] {
  if (days.length <= 5) return days;
  const picks = [0, 0.25, 0.5, 0.75, 1].map((f) => days[Math.round(f * (days.length - 1))]);
  return [...new Set(picks)];
}

/** Horizontal bars with the same figures in a table (the table is what assistive technologies read). */
function BarTable({
  caption,
  keyLabel,
  rows,
  empty,
}: {
  caption: string;
  keyLabel: string;
  rows: { key: string; label?: string; count: number }[];
  empty: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-muted">
          <th scope="col" className="py-1 pr-3 font-medium">
            {keyLabel}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Nombre
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-line">
            <th scope="row" className="relative py-1.5 pr-3 text-left font-normal">
              <span
                aria-hidden="true"
                className="absolute inset-y-1 left-0 rounded bg-oak/20"
                style={{ width: `${(r.count / max) * 100}%` }}
              />
              <span className="relative block break-words">{r.label ?? r.key}</span>
              {r.label && r.label !== r.key && (
                <span className="relative block text-xs break-all text-muted">{r.key}</span>
              )}
            </th>
            <td className="py-1.5 text-right font-medium tabular-nums">{n.format(r.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/statistiques: audience measured without cookies (docs/decisions/045). */
export default function StatisticsScreen({ loaderData }: Route.ComponentProps) {
  const { report, days, figures, today } = loaderData;
  const total = report.days.reduce((s, d) => s + d.views, 0);
  const max = Math.max(1, ...report.days.map((d) => d.views));
  const w = 720;
  const h = 160;
  const bar = w / report.days.length;
  return (
    <main className={`${pageClass} space-y-6`}>
      <PageHeader
        title="Statistiques"
        description="Mesure d'audience sans cookie ni adresse IP : pages vues par jour, sites d'origine, pages d'où partent les demandes. Conservée 13 mois."
        actions={
          <nav aria-label="Période" className="flex gap-1">
            {periods.map((p) => (
              <Link
                key={p}
                to={`?jours=${p}`}
                aria-current={p === days ? "page" : undefined}
                className={`rounded-full px-3 py-1 text-sm ${p === days ? "bg-forest text-cream" : "border border-line bg-white"}`}
              >
                {p} jours
              </Link>
            ))}
          </nav>
        }
      />
      <Card
        title="L'activité de l'entreprise"
        description="Les mêmes chiffres que le tableau de bord, à cet instant (demandes et réactivité : 30 derniers jours)."
      >
        <BusinessFiguresList figures={figures} today={today} />
      </Card>
      <Card title={`Pages vues : ${n.format(total)} sur ${days} jours`}>
        <svg
          viewBox={`0 0 ${w} ${h}`}
          className="h-40 w-full"
          role="img"
          aria-label={`Pages vues par jour depuis le ${fmt(report.from)} (détail dans le tableau ci-dessous)`}
        >
          {report.days.map((d, i) => {
            const bh = (d.views / max) * (h - 10);
            return (
              <rect
                key={d.day}
                x={i * bar + 1}
                y={h - bh}
                width={Math.max(1, bar - 2)}
                height={bh}
                className="fill-forest"
              >
                <title>{`${fmt(d.day)} : ${d.views}`}</title>
              </rect>
            );
          })}
        </svg>
        {/* Dates under the bars: the first day, three in between, the last. */}
        <div aria-hidden="true" data-chart-axis className="mt-1 flex justify-between text-xs text-muted tabular-nums">
          {axisDays(report.days.map((d) => d.day)).map((day) => (
            <span key={day}>{fmt(day)}</span>
          ))}
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-walnut">Tableau des pages vues par jour</summary>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">Pages vues par jour</caption>
            <thead>
              <tr className="text-left text-muted">
                <th scope="col">Jour</th>
                <th scope="col" className="text-right">
                  Pages vues
                </th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((d) => (
                <tr key={d.day} className="border-t border-line">
                  <th scope="row" className="py-1 text-left font-normal">
                    {fmt(d.day)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{d.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Pages les plus vues">
          <BarTable
            caption="Pages les plus vues"
            keyLabel="Page"
            rows={report.pages}
            empty="Aucune page vue sur la période."
          />
        </Card>
        <Card
          title="Sites d'origine"
          description="Le domaine du site d'où venait le visiteur (moteurs de recherche, réseaux sociaux…)."
        >
          <BarTable
            caption="Sites d'origine"
            keyLabel="Domaine"
            rows={report.referrers}
            empty="Aucun visiteur venu d'un autre site."
          />
        </Card>
        <Card title="Pages d'où partent les demandes de devis">
          <BarTable
            caption="Pages d'où partent les demandes de devis"
            keyLabel="Page"
            rows={report.quotes}
            empty="Aucune demande de devis sur la période."
          />
        </Card>
        <Card title="Pages d'où partent les messages de contact">
          <BarTable
            caption="Pages d'où partent les messages de contact"
            keyLabel="Page"
            rows={report.contacts}
            empty="Aucun message sur la période."
          />
        </Card>
      </div>
    </main>
  );
}
