import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { devisStatusLabel, devisStatusOptions, euros, type DevisSummary } from "#domain/devis.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { formatDateTime } from "#app/features/admin/leads/format.ts";
import { adminPaths } from "#app/lib/paths.ts";

/** The devis list with its status filter (/admin/devis?status=…). */
export function DevisList() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const { data, error, isPending } = useQuery<{ items: DevisSummary[] }>({
    queryKey: [status ? `/api/devis?status=${encodeURIComponent(status)}` : "/api/devis"],
    refetchOnMount: "always",
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filtrer par statut">
        {[{ value: "", label: "Tous" }, ...devisStatusOptions].map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={status === o.value}
            onClick={() => setParams(o.value ? { status: o.value } : {})}
            className={`rounded-full border px-3 py-1 text-sm ${status === o.value ? "border-forest bg-forest text-cream" : "border-line bg-white text-forest-dark"}`}
          >
            {o.label}
          </button>
        ))}
      </div>
      {isPending && <p className="text-muted">Chargement des devis…</p>}
      {error && <p className="text-danger">{errorMessage(error)}</p>}
      {data && data.items.length === 0 && <p className="text-muted">Aucun devis pour ce filtre.</p>}
      {data && data.items.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full text-sm">
            <thead className="bg-cream text-left text-xs text-muted uppercase">
              <tr>
                <th className="px-3 py-2">Numéro</th>
                <th className="px-3 py-2">Client</th>
                <th className="px-3 py-2">Objet</th>
                <th className="px-3 py-2">Statut</th>
                <th className="px-3 py-2 text-right">Total TTC</th>
                <th className="px-3 py-2">Créé le</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((d) => (
                <tr key={d.id} className="border-t border-line">
                  <td className="px-3 py-2 font-medium">
                    <Link to={adminPaths.devisEditor(d.id)} className="text-walnut underline-offset-2 hover:underline">
                      {d.number}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{d.clientName}</td>
                  <td className="px-3 py-2">{d.title}</td>
                  <td className="px-3 py-2">{devisStatusLabel(d.status)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{euros(d.ttcCents)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(d.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
