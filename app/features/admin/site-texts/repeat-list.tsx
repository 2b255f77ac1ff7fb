import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { iconBtn, iconBtnDanger } from "#app/ui/buttons.ts";
import { AddButton } from "../editor/list-editor";

/**
 * Cards of a list the admin edits (team members, history steps): each with its fields, moved up or
 * down, removed; « Ajouter » appends an empty one.
 */
export function RepeatList<T>({
  items,
  onChange,
  empty,
  itemName,
  addLabel,
  children,
}: {
  items: T[];
  onChange(items: T[]): void;
  empty: T;
  itemName(item: T, index: number): string;
  addLabel: string;
  children(index: number): ReactNode;
}) {
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <div className="grid gap-4">
      <ol className="grid gap-4">
        {items.map((item, index) => (
          <li key={index} className="grid gap-3 rounded-xl border border-line bg-paper p-4">
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium text-forest-dark">{itemName(item, index)}</p>
              <span className="flex">
                <button
                  type="button"
                  className={iconBtn}
                  aria-label={`Monter « ${itemName(item, index)} »`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconBtn}
                  aria-label={`Descendre « ${itemName(item, index)} »`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconBtnDanger}
                  aria-label={`Retirer « ${itemName(item, index)} »`}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </span>
            </div>
            {children(index)}
          </li>
        ))}
      </ol>
      <AddButton label={addLabel} onClick={() => onChange([...items, empty])} />
    </div>
  );
}
