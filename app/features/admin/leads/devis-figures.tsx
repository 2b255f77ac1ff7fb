import { useQuery } from "@tanstack/react-query";
import { euros } from "#domain/devis-format.ts";
import type { DevisStats } from "#domain/devis.ts";

/** The devis figures of the leads dashboard: sent, accepted, refused, signed this month, acceptance rate. */
export function DevisFigures() {
  const { data } = useQuery<DevisStats>({ queryKey: ["/api/devis/stats"], refetchOnMount: "always" });
  if (!data) return null;
  const figures: [string, string][] = [
    ["Devis envoyés", String(data.sent)],
    ["Acceptés", String(data.accepted)],
    ["Refusés", String(data.refused)],
    ["Signé ce mois-ci (TTC)", euros(data.signedThisMonthCents)],
    ["Taux d'acceptation", data.acceptanceRate === null ? "–" : `${data.acceptanceRate} %`],
  ];
  return (
    <section
      aria-label="Devis"
      className="mt-6 rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 className="font-serif text-xl font-semibold text-forest-dark">Devis</h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
