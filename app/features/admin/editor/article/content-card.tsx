import { Save } from "lucide-react";
import { useState, type RefObject } from "react";
import { AiContentButton } from "#app/features/admin/ai-assistant/content-button.tsx";
import { btnSmall } from "#app/ui/buttons.ts";
import { MarkdownPreview } from "#app/ui/markdown-preview.tsx";
import { RichTextEditor, type RichTextHandle } from "../rich-text/lazy-rich-text-editor";
import { Segmented } from "#app/ui/segmented.tsx";

type View = "write" | "preview";
const views: { value: View; label: string }[] = [
  { value: "write", label: "Édition" },
  { value: "preview", label: "Rendu du site" },
];

/** Body of the article editor (docs/product.md §2, decision 051): the visual editor, 'Sync auto', AI content, 'Sauvegarder le contenu', live preview. */
export function ContentCard({
  content,
  onContent,
  editorRef,
  syncAuto,
  onSyncAuto,
  title,
  onGenerated,
  onSaveContent,
  savingContent,
  error,
}: {
  content: string;
  onContent(content: string): void;
  editorRef: RefObject<RichTextHandle | null>;
  syncAuto: boolean;
  onSyncAuto(on: boolean): void;
  title: string;
  onGenerated(result: { content: string; excerpt: string; title?: string }): void;
  onSaveContent(): void;
  savingContent: boolean;
  error?: string;
}) {
  const [view, setView] = useState<View>("write");
  return (
    <section aria-labelledby="contenu-titre" className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
      <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="contenu-titre" className="font-serif text-lg font-semibold text-forest-dark">
          Contenu
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label className="inline-flex items-center gap-2 text-sm text-forest-dark">
            <input
              type="checkbox"
              className="size-4 accent-forest"
              checked={syncAuto}
              onChange={(e) => onSyncAuto(e.target.checked)}
            />
            Sync auto
          </label>
          <AiContentButton title={title} onGenerated={onGenerated} />
          <button type="button" className={btnSmall} onClick={onSaveContent} disabled={savingContent}>
            <Save aria-hidden="true" className="size-4" />
            {savingContent ? "Sauvegarde..." : "Sauvegarder le contenu"}
          </button>
        </div>
      </header>
      <div className="mb-3">
        <Segmented label="Affichage de l'éditeur" value={view} options={views} onChange={setView} />
      </div>
      <div className="grid gap-4">
        <div className={view === "preview" ? "hidden" : "min-w-0"}>
          <RichTextEditor
            id="article-content"
            label="Contenu"
            handleRef={editorRef}
            value={content}
            onChange={onContent}
            invalid={Boolean(error)}
            minHeight="min-h-80"
          />
          {error && <p className="mt-1 text-sm font-medium text-danger">{error}</p>}
        </div>
        {view === "preview" && (
          <div
            role="region"
            aria-label="Rendu du contenu"
            className="max-h-[36rem] min-h-40 overflow-y-auto rounded-xl border border-line bg-paper p-4"
          >
            <MarkdownPreview content={content} />
          </div>
        )}
      </div>
    </section>
  );
}
