import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { devisUnits, euros, vatRates, type Ouvrage } from "#domain/devis.ts";
import { apiJson, ApiError, errorMessage } from "#app/lib/api-client.ts";
import { btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Field, inputClass } from "#app/ui/field.tsx";
import { toCents } from "./lines-editor.tsx";

/** /admin/devis/ouvrages: the saved lines the devis editor proposes while typing. */
export function OuvragesLibrary() {
  const client = useQueryClient();
  const { data } = useQuery<{ items: Ouvrage[] }>({ queryKey: ["/api/devis/ouvrages"] });
  const [draft, setDraft] = useState({ designation: "", unit: "u", price: "", vatRate: 10 });
  const [error, setError] = useState("");
  const refresh = () =>
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/devis/ouvrages") });
  const add = async () => {
    setError("");
    try {
      await apiJson("POST", "/api/devis/ouvrages", {
        designation: draft.designation,
        unit: draft.unit,
        unitPriceCents: toCents(draft.price || "0"),
        vatRate: draft.vatRate,
      });
      setDraft({ ...draft, designation: "", price: "" });
      await refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.serverMessage : errorMessage(err));
    }
  };
  return (
    <div className="space-y-6">
      <form
        className="grid gap-3 rounded-2xl border border-line bg-white p-5 sm:grid-cols-[minmax(0,1fr)_6rem_8rem_6rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <Field label="Désignation">
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={draft.designation}
              onChange={(e) => setDraft({ ...draft, designation: e.target.value })}
            />
          )}
        </Field>
        <Field label="Unité">
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={draft.unit}
              onChange={(e) => setDraft({ ...draft, unit: e.target.value })}
            >
              {devisUnits.map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Prix HT (€)">
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              className={inputClass}
              value={draft.price}
              onChange={(e) => setDraft({ ...draft, price: e.target.value })}
            />
          )}
        </Field>
        <Field label="TVA">
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={draft.vatRate}
              onChange={(e) => setDraft({ ...draft, vatRate: Number(e.target.value) })}
            >
              {vatRates.map((r) => (
                <option key={r} value={r}>
                  {String(r).replace(".", ",")} %
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className={btnSmallPrimary}>
          Ajouter à la bibliothèque
        </button>
        {error && <p className="text-sm text-danger sm:col-span-5">{error}</p>}
      </form>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
        {(data?.items ?? []).map((o) => (
          <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span>
              {o.designation} · {euros(o.unitPriceCents)} HT / {o.unit} · TVA {String(o.vatRate).replace(".", ",")} %
            </span>
            <button
              type="button"
              className={btnSmallDanger}
              onClick={() => void apiJson("DELETE", `/api/devis/ouvrages/${o.id}`).then(refresh)}
            >
              Supprimer
            </button>
          </li>
        ))}
        {data?.items.length === 0 && <li className="px-4 py-3 text-sm text-muted">La bibliothèque est vide.</li>}
      </ul>
    </div>
  );
}

/** « Nouveau devis » without a request: the client's name first. */
export function NewDevisForm({ onCreated }: { onCreated: (id: number) => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        apiJson<{ id: number }>("POST", "/api/devis", { client: { name } }).then(
          (d) => onCreated(d.id),
          (err: unknown) => setError(err instanceof ApiError ? err.serverMessage : errorMessage(err)),
        );
      }}
    >
      <Field label="Nouveau devis pour">
        {(p) => (
          <input
            {...p}
            className={inputClass}
            placeholder="Nom du client"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className={btnSmallPrimary}>
        Nouveau devis
      </button>
      {error && <p className="w-full text-sm text-danger">{error}</p>}
    </form>
  );
}
