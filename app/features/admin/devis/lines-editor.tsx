import { Copy, GripVertical, Trash2 } from "lucide-react";
import { useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { euros } from "#domain/devis-format.ts";
import type { DevisLine, Ouvrage } from "#domain/devis.ts";
import { btnSmall, iconBtn, iconBtnDanger } from "#app/ui/buttons.ts";
import { LineFigures, subtotals, td } from "./line-cells.tsx";
import { SuggestionsStatus, useSuggestions } from "./library-suggestions.tsx";
import { LineTextFields } from "./line-text-fields.tsx";

let nextKey = 0;
const newKey = () => `l${++nextKey}`;

/**
 * The devis lines as a table (column headers; the designation takes the room, its description
 * under it, both wrapping and growing with their text; figures aligned right), one card per line
 * on a phone with visible labels. Lines move by drag or by the arrow keys on their handle, are
 * duplicated or deleted from their row; designations propose the library (keyboard-navigable).
 * Sections show their subtotal.
 */
export function LinesEditor({
  lines,
  onChange,
  disabled,
  defaultVatRate = 20,
}: {
  lines: DevisLine[];
  onChange: (lines: DevisLine[]) => void;
  disabled: boolean;
  defaultVatRate?: number;
}) {
  // Stable keys (lines have no id): follow moves, duplicates and deletions.
  const keys = useRef<string[]>([]);
  while (keys.current.length < lines.length) keys.current.push(newKey());
  if (keys.current.length > lines.length) keys.current.length = lines.length;
  const [dragged, setDragged] = useState<number | null>(null);
  const [moved, setMoved] = useState<string>("");
  const suggestions = useSuggestions();
  // A line filled from the library gets fresh price and quantity inputs.
  const [versions, setVersions] = useState<Record<string, number>>({});
  const handles = useRef(new Map<string, HTMLButtonElement | null>());

  const change = (next: DevisLine[], nextKeys: string[]) => {
    keys.current = nextKeys;
    onChange(next);
  };
  const set = (i: number, patch: Partial<DevisLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= lines.length || from === to) return;
    const next = [...lines];
    const nextKeys = [...keys.current];
    const [line] = next.splice(from, 1);
    const [key] = nextKeys.splice(from, 1);
    next.splice(to, 0, line);
    nextKeys.splice(to, 0, key);
    change(next, nextKeys);
    setMoved(`Ligne déplacée en position ${to + 1} sur ${lines.length}.`);
    requestAnimationFrame(() => handles.current.get(key)?.focus());
  };
  const duplicate = (i: number) =>
    change(
      [...lines.slice(0, i + 1), { ...lines[i] }, ...lines.slice(i + 1)],
      [...keys.current.slice(0, i + 1), newKey(), ...keys.current.slice(i + 1)],
    );
  const remove = (i: number) =>
    change(
      lines.filter((_, j) => j !== i),
      keys.current.filter((_, j) => j !== i),
    );
  const blank: DevisLine = {
    kind: "ligne",
    designation: "",
    description: "",
    quantity: 1,
    unit: "u",
    unitPriceCents: 0,
    vatRate: defaultVatRate,
    toCheck: false,
    nature: "pose",
  };
  const onHandleKey = (i: number) => (e: KeyboardEvent) => {
    if (e.key === "ArrowUp") move(i, i - 1);
    else if (e.key === "ArrowDown") move(i, i + 1);
    else return;
    e.preventDefault();
  };
  const drop = (i: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragged !== null) move(dragged, i);
    setDragged(null);
  };
  const sub = subtotals(lines);

  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">Lignes du devis</legend>
      <p id="devis-move-help" className="sr-only">
        Flèche haut ou bas pour déplacer la ligne.
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {moved}
      </p>
      <SuggestionsStatus state={suggestions} />
      <table className="block w-full text-sm md:table md:table-fixed" data-testid="devis-lines">
        <colgroup>
          <col className="md:w-8" />
          <col />
          <col className="md:w-20" />
          <col className="md:w-24" />
          <col className="md:w-28" />
          <col className="md:w-24" />
          <col className="md:w-28" />
          <col className="md:w-20" />
        </colgroup>
        <thead className="hidden md:table-header-group">
          <tr className="border-b border-line text-left text-xs font-semibold tracking-wide text-walnut uppercase">
            <th scope="col">
              <span className="sr-only">Ordre</span>
            </th>
            <th scope="col" className="px-1 py-2">
              Désignation
            </th>
            <th scope="col" className="px-1 py-2 text-right">
              Qté
            </th>
            <th scope="col" className="px-1 py-2">
              Unité
            </th>
            <th scope="col" className="px-1 py-2 text-right">
              PU HT (€)
            </th>
            <th scope="col" className="px-1 py-2">
              TVA
            </th>
            <th scope="col" className="px-1 py-2 text-right">
              Total HT
            </th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {lines.map((line, i) => {
            const key = keys.current[i];
            const n = i + 1;
            const id = (f: string) => `devis-${key}-${f}`;
            const title = line.kind === "titre";
            const subtotal = sub.get(i);
            const version = `${key}-${versions[key] ?? 0}`;
            const pick = (o: Ouvrage) => {
              set(i, {
                designation: o.designation,
                unit: o.unit,
                unitPriceCents: o.unitPriceCents,
                vatRate: o.vatRate,
              });
              setVersions((v) => ({ ...v, [key]: (v[key] ?? 0) + 1 }));
            };
            return [
              <tr
                key={key}
                data-testid="devis-line"
                onDragOver={(e) => dragged !== null && e.preventDefault()}
                onDrop={drop(i)}
                className={`relative block rounded-xl border p-2 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 ${
                  line.toCheck ? "border-oak bg-oak/10" : "border-line bg-white"
                } ${dragged === i ? "opacity-50" : ""} ${title ? "md:bg-paper" : ""}`}
              >
                <td className="absolute top-2 left-2 md:static md:table-cell md:py-2 md:align-top">
                  <button
                    type="button"
                    ref={(el) => {
                      handles.current.set(key, el);
                    }}
                    draggable={!disabled}
                    onDragStart={(e) => {
                      e.dataTransfer.effectAllowed = "move";
                      setDragged(i);
                    }}
                    onDragEnd={() => setDragged(null)}
                    onKeyDown={onHandleKey(i)}
                    aria-label={`Déplacer la ligne ${n}`}
                    aria-describedby="devis-move-help"
                    title="Glisser, ou flèches haut et bas"
                    className={`${iconBtn} !size-7 cursor-grab`}
                  >
                    <GripVertical className="size-4" aria-hidden="true" />
                  </button>
                </td>
                <td className={`${td} pl-9 md:pl-1`} colSpan={title ? 6 : undefined}>
                  {line.toCheck && (
                    <p className="mb-1 flex flex-wrap items-center gap-2 text-xs font-semibold text-walnut">
                      À vérifier (proposée par l'IA)
                      <button type="button" className={btnSmall} onClick={() => set(i, { toCheck: false })}>
                        Confirmer la ligne {n}
                      </button>
                    </p>
                  )}
                  <LineTextFields
                    line={line}
                    n={n}
                    id={id}
                    lineKey={key}
                    suggestions={suggestions}
                    disabled={disabled}
                    onPick={pick}
                    set={(p) => set(i, p)}
                  />
                </td>
                {!title && <LineFigures line={line} n={n} id={id} version={version} set={(p) => set(i, p)} />}
                <td
                  className={`${td} inline-flex w-1/3 items-end justify-end gap-0.5 md:table-cell md:w-auto md:text-right`}
                >
                  <button
                    type="button"
                    className={iconBtn}
                    aria-label={`Dupliquer la ligne ${n}`}
                    title="Dupliquer"
                    onClick={() => duplicate(i)}
                  >
                    <Copy className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconBtnDanger}
                    aria-label={`Supprimer la ligne ${n}`}
                    title="Supprimer"
                    onClick={() => remove(i)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </td>
              </tr>,
              subtotal ? (
                <tr key={`${key}-sub`} className="block md:table-row" data-testid="devis-subtotal">
                  <td className="hidden md:table-cell" />
                  <td
                    colSpan={5}
                    className="block px-1 py-1.5 text-right text-xs font-semibold text-walnut md:table-cell"
                  >
                    Sous-total {subtotal.title || "de la section"}
                  </td>
                  <td className="block px-1 py-1.5 text-right text-sm font-semibold text-walnut tabular-nums md:table-cell">
                    {euros(subtotal.cents)}
                  </td>
                  <td className="hidden md:table-cell" />
                </tr>
              ) : null,
            ];
          })}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={btnSmall}
          onClick={() => change([...lines, blank], [...keys.current, newKey()])}
        >
          Ajouter une ligne
        </button>
        <button
          type="button"
          className={btnSmall}
          onClick={() => change([...lines, { ...blank, kind: "titre" }], [...keys.current, newKey()])}
        >
          Ajouter un titre de section
        </button>
      </div>
    </fieldset>
  );
}
