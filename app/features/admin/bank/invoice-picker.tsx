import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { euros } from "#domain/devis-format.ts";
import type { ReceivablesView } from "#server/modules/receivables/types.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { btnSmall } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";

/** Lower case, no accents: « Éric » is found by « eric ». */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const SHOWN = 8;

/**
 * An operation the bank matched to nothing (no reference, no invoice number, no unique amount): the
 * open invoices (« À encaisser »), filtered as the artisan types a number, a client or an amount; the
 * ones owing exactly the operation's amount first. Choosing one records the whole credit on it.
 */
export function InvoicePicker({ amountCents, onChoose }: { amountCents: number; onChoose: (id: number) => void }) {
  const [shown, setShown] = useState(false);
  const [search, setSearch] = useState("");
  const inputId = useId();
  const view = useQuery<ReceivablesView>({
    queryKey: ["/api/encaissements"],
    enabled: shown,
    refetchOnMount: "always",
  });
  if (!shown)
    return (
      <button type="button" className={btnSmall} onClick={() => setShown(true)}>
        Choisir une facture
      </button>
    );
  const words = plain(search).split(/\s+/).filter(Boolean);
  const rows = (view.data?.rows ?? [])
    .filter((r) => {
      const text = plain(`${r.number} ${r.number.replace(/-/g, "")} ${r.clientName} ${euros(r.amountDueCents)}`);
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => Number(b.amountDueCents === amountCents) - Number(a.amountDueCents === amountCents));
  return (
    <div className="mt-3 grid w-full gap-2 rounded border border-line/70 p-3 text-sm">
      <label htmlFor={inputId} className="font-medium">
        Rapprocher d'une facture ouverte (numéro, client ou montant)
      </label>
      <input
        id={inputId}
        className={inputClass}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(e) => setSearch(e.target.value)}
      />
      {view.isError && <p className="text-danger">{errorMessage(view.error)}</p>}
      {view.isPending && <p className="text-ink/70">Chargement des factures ouvertes…</p>}
      {view.data && (
        <p className="text-ink/70" aria-live="polite">
          {rows.length === 0
            ? "Aucune facture ouverte ne correspond à cette recherche."
            : `${rows.length} facture${rows.length > 1 ? "s" : ""} ouverte${rows.length > 1 ? "s" : ""}${rows.length > SHOWN ? ` : les ${SHOWN} premières` : ""}`}
        </p>
      )}
      <ul className="grid gap-2" aria-label="Factures ouvertes">
        {rows.slice(0, SHOWN).map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <strong>{r.number}</strong> · {r.clientName} · reste dû{" "}
              <span className="whitespace-nowrap">{euros(r.amountDueCents)}</span>
              {r.amountDueCents === amountCents && " · même montant"}
            </span>
            <button type="button" className={btnSmall} onClick={() => onChoose(r.id)}>
              Rapprocher de {r.number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={`${btnSmall} justify-self-start`} onClick={() => setShown(false)}>
        Fermer
      </button>
    </div>
  );
}
