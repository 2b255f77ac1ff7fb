import { Plus, X } from "lucide-react";
import { useId } from "react";
import { btnSmall, iconBtnDanger } from "#app/ui/buttons.ts";
import { inputClass, textareaClass } from "#app/ui/field.tsx";

type Entry = { question: string; answer: string };

/** The questions and answers of a service page ('Questions fréquentes'). */
export function FaqEditor({ items, onChange }: { items: Entry[]; onChange(items: Entry[]): void }) {
  const id = useId();
  const set = (index: number, patch: Partial<Entry>) =>
    onChange(items.map((e, i) => (i === index ? { ...e, ...patch } : e)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium text-forest-dark">Questions fréquentes</legend>
      {items.length === 0 && (
        <p className="rounded-xl bg-cream/60 px-3 py-2 text-sm text-muted">Aucune question pour le moment.</p>
      )}
      {items.map((entry, index) => (
        <div key={index} className="grid gap-2 rounded-xl border border-line bg-cream/30 p-3">
          <div className="flex items-center justify-between">
            <span className="text-xs font-semibold tracking-wide text-muted uppercase">Question {index + 1}</span>
            <button
              type="button"
              className={iconBtnDanger}
              aria-label={`Retirer la question ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <label htmlFor={`${id}-q-${index}`} className="sr-only">
            Question {index + 1}
          </label>
          <input
            id={`${id}-q-${index}`}
            className={inputClass}
            placeholder="Question"
            value={entry.question}
            onChange={(e) => set(index, { question: e.target.value })}
          />
          <label htmlFor={`${id}-a-${index}`} className="sr-only">
            Réponse {index + 1}
          </label>
          <textarea
            id={`${id}-a-${index}`}
            className={textareaClass}
            rows={3}
            placeholder="Réponse"
            value={entry.answer}
            onChange={(e) => set(index, { answer: e.target.value })}
          />
        </div>
      ))}
      <div>
        <button type="button" className={btnSmall} onClick={() => onChange([...items, { question: "", answer: "" }])}>
          <Plus aria-hidden="true" className="size-4" />
          Ajouter une question
        </button>
      </div>
    </fieldset>
  );
}
