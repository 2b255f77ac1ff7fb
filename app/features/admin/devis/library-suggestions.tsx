import { useQuery } from "@tanstack/react-query";
import { useState, type KeyboardEvent } from "react";
import { euros, rateText } from "#domain/devis-format.ts";
import type { Ouvrage } from "#domain/devis.ts";

/**
 * The library proposed under a designation while typing (2 characters or more): arrow keys move
 * through the suggestions, Enter takes one, Escape closes; a click too. One list open at a time,
 * for the line being typed. The designation is a textarea (it wraps), which HTML does not let be
 * a `combobox`: it stays a textbox with `aria-autocomplete="list"`, `aria-controls` and
 * `aria-activedescendant` (allowed on a textbox by ARIA 1.2), a hint, and the number of
 * suggestions said aloud (`announce`).
 */
export function useSuggestions() {
  const [open, setOpen] = useState<{ key: string; query: string } | null>(null);
  const [active, setActive] = useState(-1);
  const q = open?.query.trim() ?? "";
  const { data } = useQuery<{ items: Ouvrage[] }>({
    queryKey: [`/api/devis/ouvrages?q=${encodeURIComponent(q)}`],
    enabled: q.length >= 2,
  });
  const items = q.length >= 2 ? (data?.items ?? []).filter((o) => o.designation !== open?.query).slice(0, 6) : [];
  const close = () => {
    setOpen(null);
    setActive(-1);
  };
  const count = open ? items.length : 0;
  return {
    open,
    items,
    active,
    close,
    announce:
      count === 0 ? "" : `${count} ouvrage${count > 1 ? "s" : ""} de la bibliothèque proposé${count > 1 ? "s" : ""}.`,
    typed(key: string, query: string) {
      setOpen({ key, query });
      setActive(-1);
    },
    inputProps(key: string, onPick: (o: Ouvrage) => void) {
      const expanded = open?.key === key && items.length > 0;
      return {
        "aria-autocomplete": "list" as const,
        "aria-describedby": suggestionsHelp,
        ...(expanded ? { "aria-controls": `${key}-library` } : {}),
        ...(expanded && active >= 0 ? { "aria-activedescendant": `${key}-library-${active}` } : {}),
        onBlur: close,
        onKeyDown(e: KeyboardEvent) {
          if (!expanded) return;
          if (e.key === "ArrowDown") setActive((active + 1) % items.length);
          else if (e.key === "ArrowUp") setActive(active <= 0 ? items.length - 1 : active - 1);
          else if (e.key === "Enter" && active >= 0) {
            onPick(items[active]);
            close();
          } else if (e.key === "Escape") close();
          else return;
          e.preventDefault();
        },
      };
    },
  };
}
export type Suggestions = ReturnType<typeof useSuggestions>;
export const suggestionsHelp = "devis-library-help";

/** Once per editor: the keyboard hint of the designations and the live count of suggestions. */
export function SuggestionsStatus({ state }: { state: Suggestions }) {
  return (
    <>
      <p id={suggestionsHelp} className="sr-only">
        Ouvrages de la bibliothèque proposés en tapant : flèches haut et bas pour les parcourir, Entrée pour choisir,
        Échap pour fermer.
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {state.announce}
      </p>
    </>
  );
}

export function LibrarySuggestions({
  state,
  lineKey,
  onPick,
}: {
  state: Suggestions;
  lineKey: string;
  onPick: (o: Ouvrage) => void;
}) {
  if (state.open?.key !== lineKey || state.items.length === 0) return null;
  return (
    <ul
      id={`${lineKey}-library`}
      role="listbox"
      aria-label="Ouvrages de la bibliothèque"
      className="absolute top-full left-0 z-20 mt-1 w-full min-w-72 overflow-hidden rounded-lg border border-line bg-white text-sm shadow-lg"
    >
      {state.items.map((o, i) => (
        <li
          key={o.id}
          id={`${lineKey}-library-${i}`}
          role="option"
          aria-selected={i === state.active}
          className={`cursor-pointer px-3 py-2 ${i === state.active ? "bg-sand" : "hover:bg-cream"}`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            onPick(o);
            state.close();
          }}
        >
          {o.designation} – {euros(o.unitPriceCents)} HT / {o.unit} · TVA {rateText(o.vatRate)}
        </li>
      ))}
    </ul>
  );
}
