import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { BankOperationView } from "#server/modules/bank/types.ts";
import { OperationCard, type OperationAction } from "#app/features/admin/bank/operation-card.tsx";
import { StatementUpload } from "#app/features/admin/bank/statement-upload.tsx";
import { EnsureQueryClient } from "#app/features/admin/leads/query.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import type { Route } from "./+types/reconciliation";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Rapprochement", matches);

const tabs = [
  { status: "a_confirmer", label: "À confirmer" },
  { status: "non_rapprochee", label: "Non rapprochées" },
  { status: "rapprochee", label: "Rapprochées" },
  { status: "ignoree", label: "Ignorées" },
] as const;

function Operations() {
  const client = useQueryClient();
  const [status, setStatus] = useState<(typeof tabs)[number]["status"]>("a_confirmer");
  const [error, setError] = useState("");
  const key = `/api/banque/operations?status=${status}`;
  const operations = useQuery<BankOperationView[]>({ queryKey: [key] });
  async function act(id: number, action: OperationAction) {
    setError("");
    try {
      await apiJson("POST", `/api/banque/operations/${id}/rapprocher`, action);
      // The operations moved; an invoice paid leaves the open ones (« À encaisser », the picker).
      await client.invalidateQueries({
        predicate: (q) => /^\/api\/(banque\/operations|encaissements)/.test(String(q.queryKey[0])),
      });
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <section aria-labelledby="operations-title">
      <h2 id="operations-title" className="sr-only">
        Opérations
      </h2>
      <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label="Opérations affichées">
        {tabs.map((t) => (
          <button
            key={t.status}
            type="button"
            aria-pressed={status === t.status}
            className={status === t.status ? btnSmallPrimary : btnSmall}
            onClick={() => setStatus(t.status)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div aria-live="polite">{error && <p className="mb-3 text-sm text-danger">{error}</p>}</div>
      {operations.isError && <p className="text-sm text-danger">{errorMessage(operations.error)}</p>}
      {operations.data?.length === 0 && <p className="text-sm text-ink/70">Aucune opération ici.</p>}
      <ul className="grid gap-3">
        {(operations.data ?? []).map((op) => (
          <OperationCard key={op.id} op={op} onAct={(a) => void act(op.id, a)} />
        ))}
      </ul>
    </section>
  );
}

/** /admin/rapprochement: bank statements in, virements matched to invoices, the doubtful ones decided here. */
export default function ReconciliationScreen() {
  return (
    <EnsureQueryClient>
      <main className={pageClass}>
        <PageHeader
          title="Rapprochement"
          description="Déposez le relevé de votre banque : les virements qui paient une facture sans doute possible sont enregistrés, les autres vous attendent ici."
        />
        <StatementUpload />
        <Operations />
      </main>
    </EnsureQueryClient>
  );
}
