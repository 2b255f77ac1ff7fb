import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { devisUnits, euros, vatRates } from "#domain/devis-format.ts";
import type { Ouvrage } from "#domain/devis.ts";
import { apiJson, ApiError, errorMessage } from "#app/lib/api-client.ts";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Field, inputClass } from "#app/ui/field.tsx";
import { toCents } from "./line-cells.tsx";

const cell = `${inputClass} !px-2 !py-1.5`;

/** One item of the library: read, or edited in place (« Modifier » → its fields, « Enregistrer »). */
function OuvrageRow({ ouvrage: o, onChanged }: { ouvrage: Ouvrage; onChanged: () => void }) {
  const [edit, setEdit] = useState<{ designation: string; unit: string; price: string; vatRate: number } | null>(null);
  const [error, setError] = useState("");
  const label = (what: string) => `${what} de « ${o.designation} »`;
  if (!edit)
    return (
      <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
        <span>
          {o.designation} · {euros(o.unitPriceCents)} HT / {o.unit} · TVA {String(o.vatRate).replace(".", ",")} %
        </span>
        <span className="flex gap-2">
          <button
            type="button"
            className={btnSmall}
            aria-label={`Modifier « ${o.designation} »`}
            onClick={() =>
              setEdit({
                designation: o.designation,
                unit: o.unit,
                price: (o.unitPriceCents / 100).toFixed(2).replace(".", ","),
                vatRate: o.vatRate,
              })
            }
          >
            Modifier
          </button>
          <button
            type="button"
            className={btnSmallDanger}
            aria-label={`Supprimer « ${o.designation} »`}
            onClick={() => void apiJson("DELETE", `/api/devis/ouvrages/${o.id}`).then(onChanged)}
          >
            Supprimer
          </button>
        </span>
      </li>
    );
  const save = async () => {
    setError("");
    try {
      await apiJson("PUT", `/api/devis/ouvrages/${o.id}`, {
        designation: edit.designation,
        unit: edit.unit,
        unitPriceCents: toCents(edit.price || "0"),
        vatRate: edit.vatRate,
      });
      setEdit(null);
      onChanged();
    } catch (err) {
      setError(err instanceof ApiError ? err.serverMessage : errorMessage(err));
    }
  };
  return (
    <li className="px-4 py-3 text-sm">
      <form
        className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_5rem_7rem_5.5rem_auto] sm:items-center"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <input
          aria-label={label("Désignation")}
          className={cell}
          value={edit.designation}
          onChange={(e) => setEdit({ ...edit, designation: e.target.value })}
        />
        <select
          aria-label={label("Unité")}
          className={cell}
          value={edit.unit}
          onChange={(e) => setEdit({ ...edit, unit: e.target.value })}
        >
          {devisUnits.map((u) => (
            <option key={u}>{u}</option>
          ))}
        </select>
        <input
          aria-label={label("Prix HT (€)")}
          inputMode="decimal"
          className={cell}
          value={edit.price}
          onChange={(e) => setEdit({ ...edit, price: e.target.value })}
        />
        <select
          aria-label={label("TVA")}
          className={cell}
          value={edit.vatRate}
          onChange={(e) => setEdit({ ...edit, vatRate: Number(e.target.value) })}
        >
          {vatRates.map((r) => (
            <option key={r} value={r}>
              {String(r).replace(".", ",")} %
            </option>
          ))}
        </select>
        <span className="flex gap-2">
          <button type="submit" className={btnSmallPrimary}>
            Enregistrer
          </button>
          <button type="button" className={btnSmall} onClick={() => setEdit(null)}>
            Annuler
          </button>
        </span>
        {error && <p className="text-danger sm:col-span-5">{error}</p>}
      </form>
    </li>
  );
}

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
          <OuvrageRow key={o.id} ouvrage={o} onChanged={() => void refresh()} />
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
