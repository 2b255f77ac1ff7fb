import { Link, useSearchParams } from "react-router";
import { euros } from "#domain/devis-format.ts";
import { invoiceTypeLabels, invoiceStatusOptions, type InvoiceStatus } from "#domain/invoices.ts";
import type { InvoiceSummary } from "#server/modules/invoices/types.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { DataTable } from "#app/ui/data-table.tsx";
import { FilterChips } from "#app/ui/filter-chips.tsx";
import { ListPager } from "#app/features/admin/lists/list-pager.tsx";
import { usePagedList } from "#app/features/admin/lists/use-paged-list.ts";

export const invoiceStatusLabel = (s: InvoiceStatus) => invoiceStatusOptions.find((o) => o.value === s)?.label ?? s;
const frenchDay = (day: string | null) => (day ? new Date(`${day}T12:00:00Z`).toLocaleDateString("fr-FR") : "—");

const columns = [
  { label: "Numéro" },
  { label: "Type" },
  { label: "Client" },
  { label: "Statut" },
  { label: "Total TTC", right: true },
  { label: "Émise le" },
  { label: "Échéance" },
];

/** The invoices, 50 a page, filtered by status (/admin/factures?status=…&page=…). */
export function InvoiceList() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const page = Number(params.get("page") ?? "1") || 1;
  const { data, error, isPending } = usePagedList<InvoiceSummary>("/api/factures", { status, page, pageSize: 50 });
  return (
    <div className="space-y-4">
      <FilterChips
        options={[{ value: "", label: "Toutes" }, ...invoiceStatusOptions]}
        value={status}
        onChange={(v) => setParams(v ? { status: v } : {})}
      />
      {isPending && <p className="text-muted">Chargement des factures…</p>}
      {error && <p className="text-danger">{errorMessage(error)}</p>}
      {data && data.items.length === 0 && <p className="text-muted">Aucune facture pour ce filtre.</p>}
      {data && data.items.length > 0 && (
        <DataTable
          columns={columns}
          footer={
            <ListPager
              page={data.page}
              pageCount={data.pageCount}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(p) => setParams({ ...(status ? { status } : {}), page: String(p) })}
            />
          }
        >
          {data.items.map((i) => (
            <tr key={i.id} className="border-t border-line">
              <td className="px-3 py-2 font-medium">
                <Link to={adminPaths.invoiceEditor(i.id)} className="text-walnut underline-offset-2 hover:underline">
                  {i.number ?? "Brouillon"}
                </Link>
              </td>
              <td className="px-3 py-2">{invoiceTypeLabels[i.type]}</td>
              <td className="px-3 py-2">{i.clientName}</td>
              <td className="px-3 py-2">{invoiceStatusLabel(i.status)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{euros(i.ttcCents)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{frenchDay(i.issuedAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{frenchDay(i.dueDate)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
