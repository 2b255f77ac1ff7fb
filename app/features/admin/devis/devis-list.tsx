import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { devisStatusLabel, devisStatusOptions, euros } from "#domain/devis-format.ts";
import type { DevisSummary } from "#domain/devis.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { formatDateTime } from "#app/features/admin/leads/format.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { DataTable } from "#app/ui/data-table.tsx";
import { FilterChips } from "#app/ui/filter-chips.tsx";

const columns = [
  { label: "Numéro" },
  { label: "Client" },
  { label: "Objet" },
  { label: "Statut" },
  { label: "Total TTC", right: true },
  { label: "Créé le" },
];

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
      <FilterChips
        options={[{ value: "", label: "Tous" }, ...devisStatusOptions]}
        value={status}
        onChange={(v) => setParams(v ? { status: v } : {})}
      />
      {isPending && <p className="text-muted">Chargement des devis…</p>}
      {error && <p className="text-danger">{errorMessage(error)}</p>}
      {data && data.items.length === 0 && <p className="text-muted">Aucun devis pour ce filtre.</p>}
      {data && data.items.length > 0 && (
        <DataTable columns={columns}>
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
        </DataTable>
      )}
    </div>
  );
}
