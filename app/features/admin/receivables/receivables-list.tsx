import { useState } from "react";
import { Link } from "react-router";
import { euros, frenchDay } from "#domain/devis-format.ts";
import { ageingLabels } from "#domain/receivables-labels.ts";
import type { ReceivablesView } from "#server/modules/receivables/types.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { btnSmall } from "#app/ui/buttons.ts";

type Row = ReceivablesView["rows"][number];

/** One invoice still owed: client, number, due date, age, amount, reminders (paused or not). */
function ReceivableRow({ row, changed }: { row: Row; changed: () => void }) {
  const [error, setError] = useState("");
  async function toggle() {
    try {
      await apiJson("PUT", `/api/factures/${row.id}/relances`, { paused: !row.paused });
      changed();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <li className="grid gap-2 rounded-xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-semibold text-forest-dark">
          {row.clientName}{" "}
          <Link to={adminPaths.invoiceEditor(row.id)} className="text-sm font-normal text-walnut underline">
            {row.type === "acompte" ? "Acompte" : "Facture"} {row.number}
          </Link>
        </p>
        <p className="text-sm text-muted">
          Échéance : {frenchDay(row.dueDate)} –{" "}
          <span className={row.daysLate > 0 ? "font-medium text-danger" : ""}>
            {row.daysLate > 0
              ? `${row.daysLate} jour${row.daysLate > 1 ? "s" : ""} de retard`
              : ageingLabels[row.bucket]}
          </span>
        </p>
        <p className="text-sm text-muted">
          {row.paused
            ? "Relances suspendues"
            : row.reminders > 0
              ? `${row.reminders} relance${row.reminders > 1 ? "s" : ""} envoyée${row.reminders > 1 ? "s" : ""}`
              : "Aucune relance envoyée"}
        </p>
        {error && <p className="text-sm text-danger">{error}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <strong className="text-lg tabular-nums text-forest-dark">{euros(row.amountDueCents)}</strong>
        <button type="button" className={btnSmall} onClick={() => void toggle()}>
          {row.paused ? "Reprendre les relances" : "Suspendre les relances"}
        </button>
      </div>
    </li>
  );
}

export function ReceivablesList({ view, changed }: { view: ReceivablesView; changed: () => void }) {
  if (view.rows.length === 0)
    return <p className="text-sm text-muted">Rien à encaisser : toutes les factures sont réglées.</p>;
  return (
    <ul className="grid gap-3">
      {view.rows.map((row) => (
        <ReceivableRow key={row.id} row={row} changed={changed} />
      ))}
    </ul>
  );
}
