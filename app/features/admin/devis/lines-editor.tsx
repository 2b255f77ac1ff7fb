import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { devisUnits, euros, lineHtCents, vatRates, type DevisLine, type Ouvrage } from "#domain/devis.ts";
import { btnSmall, btnSmallDanger } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";

const cell = `${inputClass} !px-2 !py-1.5`;

/** Euros typed with a comma or a dot → cents (NaN when not a number). */
export const toCents = (value: string) => Math.round(Number(value.replace(/\s/g, "").replace(",", ".")) * 100);
const centsText = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

/** Library entries whose designation contains what is typed (2 characters or more). */
function Suggestions({ query, onPick }: { query: string; onPick: (o: Ouvrage) => void }) {
  const q = query.trim();
  const { data } = useQuery<{ items: Ouvrage[] }>({
    queryKey: [`/api/devis/ouvrages?q=${encodeURIComponent(q)}`],
    enabled: q.length >= 2,
  });
  const items = (data?.items ?? []).filter((o) => o.designation !== query);
  if (q.length < 2 || items.length === 0) return null;
  return (
    <ul className="mt-1 rounded-lg border border-line bg-white text-sm shadow" aria-label="Ouvrages de la bibliothèque">
      {items.slice(0, 5).map((o) => (
        <li key={o.id}>
          <button type="button" className="w-full px-2 py-1 text-left hover:bg-cream" onClick={() => onPick(o)}>
            {o.designation} – {euros(o.unitPriceCents)} HT / {o.unit}
          </button>
        </li>
      ))}
    </ul>
  );
}

function PriceInput({ cents, onChange, label }: { cents: number; onChange: (c: number) => void; label: string }) {
  const [text, setText] = useState(centsText(cents));
  return (
    <input
      aria-label={label}
      className={cell}
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const c = toCents(e.target.value);
        if (Number.isFinite(c)) onChange(c);
      }}
    />
  );
}

/** The devis lines: designation (library proposed while typing), quantity, unit, price HT, VAT; headings. */
export function LinesEditor({
  lines,
  onChange,
  disabled,
}: {
  lines: DevisLine[];
  onChange: (lines: DevisLine[]) => void;
  disabled: boolean;
}) {
  const [focused, setFocused] = useState<number | null>(null);
  // A line filled from the library (or the AI) gets fresh price and quantity inputs.
  const [picks, setPicks] = useState(0);
  const set = (i: number, patch: Partial<DevisLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const blank: DevisLine = {
    kind: "ligne",
    designation: "",
    quantity: 1,
    unit: "u",
    unitPriceCents: 0,
    vatRate: 20,
    toCheck: false,
  };
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="sr-only">Lignes du devis</legend>
      {lines.map((line, i) => (
        <div
          key={i}
          data-testid="devis-line"
          className={`rounded-xl border p-3 ${line.toCheck ? "border-oak bg-oak/10" : "border-line bg-white"}`}
        >
          {line.toCheck && (
            <p className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold text-walnut">
              À vérifier (proposée par l'IA)
              <button type="button" className={btnSmall} onClick={() => set(i, { toCheck: false })}>
                Confirmer la ligne {i + 1}
              </button>
            </p>
          )}
          <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_5rem_6rem_7rem_6rem_7rem_auto] sm:items-start">
            <div>
              <input
                aria-label={line.kind === "titre" ? `Titre de section ${i + 1}` : `Désignation ${i + 1}`}
                className={`${cell} ${line.kind === "titre" ? "font-semibold" : ""}`}
                value={line.designation}
                placeholder={line.kind === "titre" ? "Titre de section" : "Désignation"}
                onFocus={() => setFocused(i)}
                onChange={(e) => set(i, { designation: e.target.value })}
              />
              {focused === i && line.kind === "ligne" && !disabled && (
                <Suggestions
                  query={line.designation}
                  onPick={(o) => {
                    set(i, {
                      designation: o.designation,
                      unit: o.unit,
                      unitPriceCents: o.unitPriceCents,
                      vatRate: o.vatRate,
                    });
                    setFocused(null);
                    setPicks((n) => n + 1);
                  }}
                />
              )}
            </div>
            {line.kind === "ligne" && (
              <>
                <input
                  key={`q${i}-${picks}-${lines.length}`}
                  aria-label={`Quantité ${i + 1}`}
                  className={cell}
                  inputMode="decimal"
                  defaultValue={String(line.quantity).replace(".", ",")}
                  onChange={(e) => {
                    const q = Number(e.target.value.replace(",", "."));
                    if (Number.isFinite(q)) set(i, { quantity: q });
                  }}
                />
                <select
                  aria-label={`Unité ${i + 1}`}
                  className={cell}
                  value={line.unit}
                  onChange={(e) => set(i, { unit: e.target.value as DevisLine["unit"] })}
                >
                  {devisUnits.map((u) => (
                    <option key={u}>{u}</option>
                  ))}
                </select>
                <PriceInput
                  key={`${i}-${picks}-${lines.length}`}
                  label={`Prix unitaire HT ${i + 1} (€)`}
                  cents={line.unitPriceCents}
                  onChange={(c) => set(i, { unitPriceCents: c })}
                />
                <select
                  aria-label={`TVA ${i + 1}`}
                  className={cell}
                  value={line.vatRate}
                  onChange={(e) => set(i, { vatRate: Number(e.target.value) })}
                >
                  {vatRates.map((r) => (
                    <option key={r} value={r}>
                      {String(r).replace(".", ",")} %
                    </option>
                  ))}
                </select>
                <p className="py-1.5 text-right text-sm font-semibold whitespace-nowrap">{euros(lineHtCents(line))}</p>
              </>
            )}
            <button
              type="button"
              className={btnSmallDanger}
              aria-label={`Supprimer la ligne ${i + 1}`}
              onClick={() => onChange(lines.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </div>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={btnSmall} onClick={() => onChange([...lines, blank])}>
          Ajouter une ligne
        </button>
        <button type="button" className={btnSmall} onClick={() => onChange([...lines, { ...blank, kind: "titre" }])}>
          Ajouter un titre de section
        </button>
      </div>
    </fieldset>
  );
}
