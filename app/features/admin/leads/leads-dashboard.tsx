import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { LeadStats } from "#domain/lead-followup.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { DevisFigures } from "./devis-figures.tsx";
import { EnsureQueryClient } from "./query";

const weekLabel = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const percent = (n: number, total: number) => (total === 0 ? "–" : `${Math.round((n / total) * 100)} %`);

function Breakdown({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <div>
      <h3 className="font-sans text-sm font-semibold text-forest-dark">{title}</h3>
      <table className="mt-2 w-full text-sm">
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row" className="py-0.5 pr-2 text-left font-normal text-ink">
                {r.label}
              </th>
              <td className="w-1/2 py-0.5">
                <span
                  aria-hidden="true"
                  className="block h-2 rounded bg-oak/70"
                  style={{ width: `${(r.count / max) * 100}%` }}
                />
              </td>
              <td className="w-10 py-0.5 text-right tabular-nums">{r.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Requests per week (chart and table), by project type and budget, signed/lost shares, reply time. */
function Dashboard() {
  const id = useId();
  const { data, error, isPending } = useQuery<LeadStats>({ queryKey: ["/api/leads/stats"], refetchOnMount: "always" });
  if (isPending) return <p className="text-sm text-muted">Chargement des statistiques…</p>;
  if (error || !data) return <p className="text-sm text-danger">Statistiques indisponibles : {errorMessage(error)}</p>;
  const max = Math.max(1, ...data.weeks.map((w) => w.quotes + w.contacts));
  const total = data.weeks.reduce((s, w) => s + w.quotes + w.contacts, 0);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-serif text-xl font-semibold text-forest-dark">
        Demandes reçues
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {/* The devis figures are the devis card's, the speed to lead the agenda's: one definition each. */}
        {[
          ["12 dernières semaines", String(total)],
          ["Demandes de devis", String(data.quotes)],
          ["Demandes perdues", percent(data.lost, data.quotes)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-paper p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-semibold text-forest-dark tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <figure className="mt-6">
        <figcaption className="font-sans text-sm font-semibold text-forest-dark">
          Demandes par semaine (12 semaines)
        </figcaption>
        {/* The bars are a picture of the table below, which screen readers read instead. */}
        {/* Each column takes the chart's full height (h-full): a bar's percentage needs a sized parent. */}
        <div aria-hidden="true" data-chart="demandes-par-semaine" className="mt-3 flex h-36 gap-1.5">
          {data.weeks.map((w, i) => (
            <div key={w.start} className="flex h-full min-w-0 flex-1 flex-col" title={`${w.quotes + w.contacts}`}>
              <div className="flex flex-1 flex-col justify-end border-b border-line">
                {w.quotes + w.contacts > 0 && (
                  <span className="text-center text-[10px] font-semibold text-forest-dark tabular-nums">
                    {w.quotes + w.contacts}
                  </span>
                )}
                <div
                  data-bar="contacts"
                  className="rounded-t bg-oak/50"
                  style={{ height: `${(w.contacts / max) * 100}%` }}
                />
                <div data-bar="devis" className="bg-forest" style={{ height: `${(w.quotes / max) * 100}%` }} />
              </div>
              {/* On a phone, one date in three (the last always): twelve would not fit. */}
              <span
                className={`mt-1 text-center text-[10px] whitespace-nowrap text-muted ${
                  i % 3 === data.weeks.length % 3 || i === data.weeks.length - 1 ? "" : "max-sm:invisible"
                }`}
              >
                {weekLabel.format(new Date(w.start))}
              </span>
            </div>
          ))}
        </div>
        <p aria-hidden="true" className="mt-2 flex gap-4 text-xs text-muted">
          <span>
            <span className="mr-1 inline-block size-2.5 rounded-sm bg-forest" />
            Devis
          </span>
          <span>
            <span className="mr-1 inline-block size-2.5 rounded-sm bg-oak/50" />
            Contacts
          </span>
        </p>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-walnut">Voir le tableau des semaines</summary>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">Demandes par semaine, des 12 dernières semaines</caption>
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-1 font-medium">
                  Semaine du
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Devis
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Contacts
                </th>
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((w) => (
                <tr key={w.start} className="border-t border-line">
                  <th scope="row" className="py-1 text-left font-normal">
                    {weekLabel.format(new Date(w.start))}
                  </th>
                  <td className="py-1 text-right tabular-nums">{w.quotes}</td>
                  <td className="py-1 text-right tabular-nums">{w.contacts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Breakdown title="Par type de projet" rows={data.byProjectType} />
        <Breakdown title="Par budget" rows={data.byBudget} />
      </div>
    </section>
  );
}

export function LeadsDashboard() {
  return (
    <EnsureQueryClient>
      <Dashboard />
      <DevisFigures />
    </EnsureQueryClient>
  );
}
