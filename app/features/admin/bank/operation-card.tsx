import { useState } from "react";
import { euros } from "#domain/devis-format.ts";
import type { BankOperationView } from "#server/modules/bank/types.ts";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";
import { InvoicePicker } from "./invoice-picker.tsx";

export type OperationAction =
  | { action: "confirmer" }
  | { action: "choisir"; invoiceId: number }
  | { action: "repartir"; allocations: { invoiceId: number; amountCents: number }[] }
  | { action: "ignorer" }
  | { action: "annuler" };

const statusLabels: Record<BankOperationView["status"], string> = {
  rapprochee: "Rapprochée",
  a_confirmer: "À confirmer",
  ignoree: "Ignorée",
  non_rapprochee: "Non rapprochée",
};
const toCents = (text: string) => Math.round(Number(text.replace(/\s/g, "").replace(",", ".")) * 100);

/**
 * One bank operation: what the bank says, why it is (or could be) matched, and the artisan's choices;
 * matched to no invoice, any open one can be chosen (invoice-picker.tsx).
 */
export function OperationCard({ op, onAct }: { op: BankOperationView; onAct: (a: OperationAction) => void }) {
  const [splitting, setSplitting] = useState(false);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const open = op.status === "a_confirmer" || op.status === "non_rapprochee";
  const proposed = (id: number) => op.proposal.find((p) => p.invoiceId === id)?.amountCents;
  const split = op.candidates
    .map((c) => ({ invoiceId: c.invoiceId, amountCents: toCents(amounts[c.invoiceId] ?? "0") }))
    .filter((a) => a.amountCents > 0);
  return (
    <li className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-forest-dark">
          <span className={op.amountCents > 0 ? "text-forest" : "text-danger"}>{euros(op.amountCents)}</span>
          <span className="ml-2 text-sm font-normal text-ink/70">
            le {op.bookingDate.split("-").reverse().join("/")}
          </span>
        </p>
        <span className="text-sm text-ink/70">{statusLabels[op.status]}</span>
      </div>
      <p className="mt-1 break-words text-sm">{op.label}</p>
      {op.remittance && op.remittance !== op.label && (
        <p className="break-words text-sm text-ink/70">Motif : {op.remittance}</p>
      )}
      {op.reference && <p className="break-words text-sm text-ink/70">Référence : {op.reference}</p>}
      {op.reason && <p className="mt-2 text-sm text-forest-dark">{op.reason}</p>}
      {op.candidates.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {op.candidates.map((c) => (
            <li
              key={c.invoiceId}
              className="flex flex-wrap items-center justify-between gap-2 rounded border border-line/70 px-3 py-2 text-sm"
            >
              <span>
                <strong>{c.number}</strong> · {c.clientName} · reste dû {euros(c.amountDueCents)}
                {proposed(c.invoiceId) !== undefined && ` · proposé : ${euros(proposed(c.invoiceId)!)}`}
              </span>
              {open && !splitting && (
                <button
                  type="button"
                  className={btnSmall}
                  onClick={() => onAct({ action: "choisir", invoiceId: c.invoiceId })}
                >
                  Tout sur {c.number}
                </button>
              )}
              {open && splitting && (
                <label className="flex items-center gap-1">
                  <span className="sr-only">Montant pour {c.number}</span>
                  <input
                    className={`${inputClass} w-28`}
                    inputMode="decimal"
                    value={amounts[c.invoiceId] ?? ""}
                    onChange={(e) => setAmounts({ ...amounts, [c.invoiceId]: e.target.value })}
                  />
                  €
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && op.candidates.length === 0 && op.amountCents > 0 && (
        <InvoicePicker amountCents={op.amountCents} onChoose={(id) => onAct({ action: "choisir", invoiceId: id })} />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {open && op.proposal.length > 0 && !splitting && (
          <button type="button" className={btnSmallPrimary} onClick={() => onAct({ action: "confirmer" })}>
            Confirmer la proposition
          </button>
        )}
        {open && op.candidates.length > 1 && (
          <button type="button" className={btnSmall} onClick={() => setSplitting(!splitting)}>
            {splitting ? "Fermer la répartition" : "Répartir"}
          </button>
        )}
        {splitting && (
          <button
            type="button"
            className={btnSmallPrimary}
            onClick={() => onAct({ action: "repartir", allocations: split })}
          >
            Enregistrer la répartition
          </button>
        )}
        {open && (
          <button type="button" className={btnSmall} onClick={() => onAct({ action: "ignorer" })}>
            Ignorer
          </button>
        )}
        {(op.status === "rapprochee" || op.status === "ignoree") && op.amountCents > 0 && (
          <button type="button" className={btnSmallDanger} onClick={() => onAct({ action: "annuler" })}>
            {op.status === "rapprochee" ? "Annuler le rapprochement" : "Ne plus ignorer"}
          </button>
        )}
      </div>
    </li>
  );
}
