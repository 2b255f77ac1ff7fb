import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useId } from "react";
import { btnSmall, iconBtn, iconBtnDanger } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";

/** An editable list of short texts (service features, project specifications, gallery addresses). */
export function ListEditor({
  label,
  items,
  onChange,
  addLabel,
  placeholder,
  hint,
}: {
  label: string;
  items: string[];
  onChange(items: string[]): void;
  addLabel: string;
  placeholder?: string;
  hint?: string;
}) {
  const id = useId();
  const set = (index: number, value: string) => onChange(items.map((item, i) => (i === index ? value : item)));
  const move = (index: number, delta: number) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(index + delta, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-forest-dark">{label}</legend>
      {hint && <p className="-mt-1 text-xs text-muted">{hint}</p>}
      {items.length === 0 && (
        <p className="rounded-xl bg-cream/60 px-3 py-2 text-sm text-muted">Aucun élément pour le moment.</p>
      )}
      <ol className="grid gap-2">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            <label htmlFor={`${id}-${index}`} className="sr-only">
              {label} {index + 1}
            </label>
            <input
              id={`${id}-${index}`}
              className={inputClass}
              value={item}
              placeholder={placeholder}
              onChange={(e) => set(index, e.target.value)}
            />
            <button
              type="button"
              className={iconBtn}
              aria-label={`Monter l'élément ${index + 1}`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconBtn}
              aria-label={`Descendre l'élément ${index + 1}`}
              disabled={index === items.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconBtnDanger}
              aria-label={`Retirer l'élément ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <AddButton label={addLabel} onClick={() => onChange([...items, ""])} />
    </fieldset>
  );
}

/** « Ajouter … » under an editable list. */
export function AddButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <div>
      <button type="button" className={btnSmall} onClick={onClick}>
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </button>
    </div>
  );
}
