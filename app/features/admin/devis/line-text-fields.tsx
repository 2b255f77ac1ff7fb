import type { KeyboardEvent } from "react";
import type { DevisLine, Ouvrage } from "#domain/devis.ts";
import { autoGrowClass, useAutoGrow } from "#app/ui/auto-grow.ts";
import { cell, fieldLabel } from "./line-cells.tsx";
import { LibrarySuggestions, type Suggestions } from "./library-suggestions.tsx";

/** A designation is one logical line: a line break typed or pasted becomes a space. */
export const oneLine = (text: string) => text.replace(/[^\S\r\n]*[\r\n]+[^\S\r\n]*/g, " ");

/**
 * A line's designation and description (lines-editor.tsx). The designation wraps and grows with
 * its text so that a long one reads whole (a textarea: a single-line input cuts it); Enter never
 * adds a line break there, it takes the library suggestion chosen with the arrow keys. The
 * description below stays a multi-line text, growing too.
 */
export function LineTextFields({
  line,
  n,
  id,
  lineKey,
  suggestions,
  disabled,
  onPick,
  set,
}: {
  line: DevisLine;
  n: number;
  id: (field: string) => string;
  lineKey: string;
  suggestions: Suggestions;
  disabled: boolean;
  onPick: (o: Ouvrage) => void;
  set: (patch: Partial<DevisLine>) => void;
}) {
  const title = line.kind === "titre";
  const designation = useAutoGrow(line.designation);
  const description = useAutoGrow(line.description);
  const library = title || disabled ? null : suggestions.inputProps(lineKey, onPick);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    library?.onKeyDown(e);
    if (e.key === "Enter" && !e.nativeEvent.isComposing) e.preventDefault();
  };
  return (
    <>
      <label htmlFor={id("designation")} className={fieldLabel}>
        {title ? "Titre de section" : "Désignation"}
        <span className="sr-only"> {n}</span>
      </label>
      <div className="relative">
        <textarea
          ref={designation}
          id={id("designation")}
          className={`${cell} ${autoGrowClass} resize-none overflow-hidden leading-snug ${title ? "font-semibold text-forest-dark" : ""}`}
          rows={1}
          value={line.designation}
          placeholder={title ? "Titre de section" : "Désignation"}
          autoComplete="off"
          aria-multiline="false"
          {...library}
          onKeyDown={onKeyDown}
          onChange={(e) => {
            const text = oneLine(e.target.value);
            set({ designation: text });
            if (!title) suggestions.typed(lineKey, text);
          }}
        />
        {library && <LibrarySuggestions state={suggestions} lineKey={lineKey} onPick={onPick} />}
      </div>
      {!title && (
        <>
          <label htmlFor={id("description")} className={`${fieldLabel} mt-1.5`}>
            Description<span className="sr-only"> de la ligne {n}</span>
          </label>
          <textarea
            ref={description}
            id={id("description")}
            className={`${cell} ${autoGrowClass} mt-1 min-h-9 text-xs leading-relaxed`}
            rows={Math.min(6, Math.max(1, line.description.split("\n").length))}
            value={line.description}
            placeholder="Description : essence, finition, dimensions… (facultatif)"
            onChange={(e) => set({ description: e.target.value })}
          />
        </>
      )}
    </>
  );
}
