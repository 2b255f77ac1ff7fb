import { Check, Pencil, RefreshCw, X } from "lucide-react";
import { useId } from "react";
import type { MediaItem } from "#domain/schemas/content.ts";
import { inputClass } from "#app/ui/field.tsx";
import { ProviderBadge } from "#app/ui/provider-badge.tsx";
import { MarkdownPreview } from "#app/ui/markdown-preview.tsx";

/** What the assistant hands to the editor when the admin accepts a generation. */
export interface AiAssistantResult {
  title: string;
  content: string;
  excerpt: string;
  suggestions: string[];
  /** The generated illustration, if one was made ('Image non générée' otherwise). */
  image: MediaItem | null;
  /** Which provider produced the text, shown to the admin (e.g. 'Assistant hors ligne'). */
  provider: string;
}

interface Props {
  result: AiAssistantResult;
  editable: boolean;
  editing: boolean;
  onEdit(editing: boolean): void;
  onChange(result: AiAssistantResult): void;
  onRegenerate(): void;
  onRefuse(): void;
  onAccept(): void;
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The generated proposal: text, excerpt, illustration and suggestions, with the four actions of docs/product.md §4. */
export function AiPreview({ result, editable, editing, onEdit, onChange, onRegenerate, onRefuse, onAccept }: Props) {
  const id = useId();
  return (
    <div className="grid gap-5" data-testid="ai-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">Proposition de l'assistant</h3>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span>{countWords(result.content)} mots</span>
          <ProviderBadge provider={result.provider} />
        </div>
      </div>

      {result.image ? (
        <figure className="grid gap-2">
          <img
            src={result.image.url}
            alt={result.image.altText || result.image.description}
            className="aspect-[3/2] w-full max-w-2xl rounded-xl border border-line object-cover"
          />
          <figcaption className="text-xs text-muted">
            Image suggérée par l'IA : vous pourrez la garder ou la remplacer.
          </figcaption>
        </figure>
      ) : null}

      <div className="grid gap-1">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">Titre</p>
        <p className="font-serif text-xl font-semibold text-forest-dark">{result.title}</p>
      </div>
      <div className="grid gap-1">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">Résumé</p>
        <p className="text-sm text-ink">{result.excerpt}</p>
      </div>

      {editing ? (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-content`} className="text-sm font-medium text-forest-dark">
            Texte (Markdown)
          </label>
          <textarea
            id={`${id}-content`}
            rows={15}
            className={`${inputClass} font-mono text-[0.8125rem]`}
            value={result.content}
            onChange={(e) => onChange({ ...result, content: e.target.value })}
          />
        </div>
      ) : (
        <div
          className="max-h-[28rem] overflow-y-auto rounded-xl border border-line bg-white px-4 py-1 sm:px-6"
          tabIndex={0}
          aria-label="Texte proposé"
        >
          <MarkdownPreview content={result.content} className="text-[0.9375rem]" />
        </div>
      )}

      {result.suggestions.length > 0 && (
        <div className="rounded-xl bg-cream px-4 py-3">
          <p className="text-sm font-semibold text-forest-dark">Suggestions d'amélioration</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {result.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <button type="button" className="btn-outline" onClick={onRegenerate}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Régénérer
        </button>
        {editable && (
          <button type="button" className="btn-outline" onClick={() => onEdit(!editing)} aria-pressed={editing}>
            <Pencil className="size-4" aria-hidden="true" />
            {editing ? "Terminer la modification" : "Modifier"}
          </button>
        )}
        <button type="button" className="btn-outline text-danger" onClick={onRefuse}>
          <X className="size-4" aria-hidden="true" />
          Refuser
        </button>
        <button type="button" className="btn-primary" onClick={onAccept}>
          <Check className="size-4" aria-hidden="true" />
          Accepter
        </button>
      </div>
    </div>
  );
}
