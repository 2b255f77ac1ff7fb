import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { InvoiceView } from "#server/modules/invoices/types.ts";
import { InvoiceList } from "#app/features/admin/invoices/invoice-list.tsx";
import { EnsureQueryClient } from "#app/features/admin/leads/query.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";
import type { Route } from "./+types/invoices";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Factures", matches);

/** /admin/factures: every invoice, deposit, final invoice and credit note; a free invoice started here. */
export default function InvoicesScreen() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  async function createFree(event: FormEvent) {
    event.preventDefault();
    try {
      const created = await apiJson<InvoiceView>("POST", "/api/factures", { client: { name }, lines: [] });
      void navigate(adminPaths.invoiceEditor(created.id));
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <EnsureQueryClient>
      <main className={pageClass}>
        <PageHeader
          title="Factures"
          description="Acomptes et soldes faits depuis les devis acceptés, factures libres et avoirs. Numérotées à l'émission, sans trou."
        />
        <form onSubmit={(e) => void createFree(e)} className="mb-6 flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium">
            Nouvelle facture libre (sans devis) : nom du client
            <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} required />
          </label>
          <button type="submit" className={btnSmallPrimary}>
            Créer le brouillon
          </button>
          {error && <p className="w-full text-sm text-danger">{error}</p>}
        </form>
        <InvoiceList />
      </main>
    </EnsureQueryClient>
  );
}
