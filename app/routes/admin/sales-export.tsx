import { useState } from "react";
import { addDays } from "#domain/paris-time.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";
import type { Route } from "./+types/sales-export";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Export des ventes", matches);

/** The previous calendar month: what an accountant usually asks for. */
function lastMonth(): { from: string; to: string } {
  const today = new Date().toISOString().slice(0, 10);
  const firstOfThis = `${today.slice(0, 7)}-01`;
  const to = addDays(firstOfThis, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

const downloads = [
  {
    path: "journal",
    label: "Journal des ventes",
    hint: "Les écritures de vente (journal VT) dans les 18 colonnes du FEC, à importer dans le logiciel comptable.",
  },
  {
    path: "encaissements",
    label: "Encaissements",
    hint: "Les paiements reçus, avec leur TVA par taux (la TVA des travaux est due à l'encaissement).",
  },
  {
    path: "factures",
    label: "PDF des factures (ZIP)",
    hint: "Les factures et avoirs émis, tels qu'envoyés aux clients.",
  },
];

/** /admin/export-ventes: a period, then the three files for the accountant. */
export default function SalesExportScreen() {
  const [period, setPeriod] = useState(lastMonth);
  const valid = period.from !== "" && period.to !== "" && period.from <= period.to;
  const query = `from=${period.from}&to=${period.to}`;
  return (
    <main className={pageClass}>
      <PageHeader
        title="Export des ventes"
        description="Pour votre expert-comptable : les ventes et les encaissements d'une période. Ce n'est pas le FEC : celui-ci reste produit par votre logiciel comptable, sous la responsabilité de votre comptable."
      />
      <div className="grid max-w-3xl gap-6">
        <fieldset className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-forest-dark">Période</legend>
          <label className="grid gap-1 text-sm font-medium">
            Du
            <input
              type="date"
              className={inputClass}
              value={period.from}
              onChange={(e) => setPeriod({ ...period, from: e.target.value })}
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Au
            <input
              type="date"
              className={inputClass}
              value={period.to}
              onChange={(e) => setPeriod({ ...period, to: e.target.value })}
            />
          </label>
          {!valid && <p className="w-full text-sm text-danger">La fin de la période doit suivre son début.</p>}
        </fieldset>
        <ul className="grid gap-3">
          {downloads.map((d, i) => (
            <li
              key={d.path}
              className="grid gap-2 rounded-xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div>
                <p className="font-semibold text-forest-dark">{d.label}</p>
                <p className="text-sm text-muted">{d.hint}</p>
              </div>
              {valid ? (
                <a
                  href={`/api/export-ventes/${d.path}?${query}`}
                  className={i === 0 ? btnSmallPrimary : btnSmall}
                  download
                >
                  Télécharger
                </a>
              ) : (
                <span className={`${btnSmall} opacity-50`}>Télécharger</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
