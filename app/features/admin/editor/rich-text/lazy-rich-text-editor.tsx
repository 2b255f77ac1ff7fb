import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { textareaClass } from "#app/ui/field.tsx";
import type { Intent, RichTextHandle } from "./rich-text-editor";
import { useEditorModule } from "./editor-module";
import { ReadOnlyBody, type Wish } from "./read-only-body";
import { Segmented } from "#app/ui/segmented.tsx";

export type { RichTextHandle } from "./rich-text-editor";

type Mode = "visual" | "markdown";

/** The input mode chosen last on this browser (a private window or a full storage: the visual one). */
const MODE_KEY = "atelier:editeur:mode";
function readStoredMode(): Mode | null {
  try {
    const value = window.localStorage.getItem(MODE_KEY);
    return value === "markdown" || value === "visual" ? value : null;
  } catch {
    return null;
  }
}
function storeMode(mode: Mode) {
  try {
    window.localStorage.setItem(MODE_KEY, mode);
  } catch {
    // Not kept: the editor opens in the visual mode next time.
  }
}

const modes: { value: Mode; label: string }[] = [
  { value: "visual", label: "Visuel" },
  { value: "markdown", label: "Markdown" },
];

/**
 * The body of articles, services, projects and pages (decision 051): the visual editor, or its
 * « Markdown » view of the text as stored. The visual editor's code (~150 KB) loads on the first
 * intent to edit (decision 060): until then the text shows read-only in the editor's exact look
 * (read-only-body.tsx), focusable as the editor; a press, a touch, a focus, a key or a toolbar
 * button opens the editor there, with the caret where the pointer went and what was typed meanwhile.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  handleRef,
  minHeight = "min-h-64",
}: {
  id: string;
  label: string;
  value: string;
  onChange(markdown: string): void;
  invalid?: boolean;
  describedBy?: string;
  handleRef?: Ref<RichTextHandle>;
  minHeight?: string;
}) {
  const [mode, setModeState] = useState<Mode>("visual");
  // The mode last chosen on this browser is kept: whoever writes in Markdown finds it again.
  useEffect(() => {
    if (readStoredMode() === "markdown") setModeState("markdown");
  }, []);
  const setMode = (next: Mode) => {
    setModeState(next);
    storeMode(next);
  };
  const editorModule = useEditorModule();
  // Where the loading state shows: beside the press (a long text's top may be far above), else at the top.
  const [stateTop, setStateTop] = useState(8);
  const live = useRef<RichTextHandle | null>(null);
  const intent = useRef<Intent | null>(null);
  const wish: Wish = (change) => {
    const current: Intent = intent.current ?? { focus: false, keys: "" };
    intent.current = { ...current, ...change(current) };
    editorModule.load();
  };
  useImperativeHandle(handleRef, () => ({
    insertMedia: (item) => {
      setModeState("visual");
      if (live.current && mode === "visual") live.current.insertMedia(item);
      else wish(() => ({ media: item }));
    },
  }));

  const placeholder = (
    <ReadOnlyBody
      id={id}
      label={label}
      value={value}
      describedBy={describedBy}
      invalid={invalid}
      minHeight={minHeight}
      wish={wish}
    />
  );
  const Live = editorModule.module?.RichTextEditor;

  return (
    <div className="grid gap-2">
      <Segmented label="Mode de saisie" value={mode} options={modes} onChange={setMode} />
      {mode === "markdown" ? (
        <textarea
          id={`${id}-markdown`}
          aria-label={`${label} (Markdown)`}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          rows={15}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${textareaClass} min-h-80 font-mono text-[0.8125rem]`}
        />
      ) : (
        <div
          className={`relative overflow-hidden rounded-xl border bg-white focus-within:border-oak-dark focus-within:ring-2 focus-within:ring-oak/30 ${invalid ? "border-danger" : "border-line"}`}
          data-testid="rich-text"
          // A pointer over the text or its toolbar starts the download: the editor is often there before the press.
          onPointerEnter={Live ? undefined : editorModule.prefetch}
          onFocus={Live ? undefined : editorModule.prefetch}
          onPointerDownCapture={(e) => {
            // Not on « Réessayer »: the message would move under the pointer.
            if (Live || (e.target as Element).closest("[role=alert]")) return;
            const rect = e.currentTarget.getBoundingClientRect();
            setStateTop(Math.max(8, Math.min(e.clientY - rect.top + 16, rect.height - 64)));
          }}
        >
          {Live ? (
            <Live
              id={id}
              label={label}
              value={value}
              onChange={onChange}
              invalid={invalid}
              describedBy={describedBy}
              handleRef={live}
              minHeight={minHeight}
              takeIntent={() => {
                const taken = intent.current;
                intent.current = null;
                return taken;
              }}
              placeholder={placeholder}
            />
          ) : (
            placeholder
          )}
          <LoadState state={editorModule.state} top={stateTop} onRetry={editorModule.load} />
        </div>
      )}
    </div>
  );
}

/** Over the text beside the press, without moving it: the download when it lasts, or its failure with « Réessayer ». */
function LoadState({ state, top, onRetry }: { state: string; top: number; onRetry(): void }) {
  if (state === "slow")
    return (
      <p
        role="status"
        style={{ top }}
        className="pointer-events-none absolute right-2 rounded-md bg-white/95 px-2 py-1 text-xs text-muted shadow-sm"
      >
        Chargement de l'éditeur…
      </p>
    );
  if (state !== "failed") return null;
  return (
    <div
      role="alert"
      style={{ top }}
      className="absolute inset-x-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-danger/40 bg-white px-3 py-2 text-sm text-danger shadow-sm"
    >
      <span>L'éditeur visuel n'a pas pu être chargé (connexion ?). Le mode Markdown reste disponible.</span>
      <button type="button" className="font-medium text-forest-dark underline underline-offset-2" onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}
