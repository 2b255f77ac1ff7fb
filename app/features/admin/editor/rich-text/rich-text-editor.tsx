import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type { MediaItem } from "#domain/schemas/content.ts";
import { mediaTypeLabels } from "#domain/media.ts";
import { textareaClass } from "#app/ui/field.tsx";
import { MediaDialog } from "#app/features/admin/media/media-dialog.tsx";
import { editorExtensions } from "./extensions";
import { AltTextDialog, LinkDialog } from "./rich-text-dialogs";
import { afterCurrentBlock, Toolbar } from "./toolbar";

/** What the article editor's media cards do with the body: insert an image (alt text asked) or a link. */
export interface RichTextHandle {
  insertMedia(item: MediaItem): void;
}

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

/**
 * The visual editor of articles, services, projects and pages (decision 051): Tiptap
 * (ProseMirror) reading and writing Markdown, the stored format, which the server sanitizes when it
 * renders it. A « Markdown » view shows the same text as it is stored, for whoever prefers it.
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
  const [linkDialog, setLinkDialog] = useState<string | null | false>(false);
  const [picker, setPicker] = useState(false);
  const [pendingImage, setPendingImage] = useState<MediaItem | null>(null);
  // The Markdown last read or written by the editor: a different `value` comes from outside (AI, history).
  const known = useRef(value);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    contentType: "markdown",
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `prose-wood ${minHeight} max-w-none px-4 py-3 text-[0.95rem] focus:outline-none`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const markdown = e.isEmpty ? "" : e.getMarkdown();
      known.current = markdown;
      changed.current(markdown);
    },
  });

  useEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { contentType: "markdown", emitUpdate: false });
  }, [editor, value]);

  function insertImage(item: MediaItem) {
    setPendingImage(item);
  }
  function insertLink(item: MediaItem) {
    if (!editor) return;
    const text = item.altText || item.description || item.fileName || mediaTypeLabels[item.type];
    editor
      .chain()
      .focus()
      .insertContentAt(afterCurrentBlock(editor), {
        type: "paragraph",
        content: [{ type: "text", text, marks: [{ type: "link", attrs: { href: item.url } }] }],
      })
      .run();
  }
  useImperativeHandle(handleRef, () => ({
    insertMedia: (item) => {
      setModeState("visual");
      if (item.type === "image") insertImage(item);
      else insertLink(item);
    },
  }));

  const modes: { value: Mode; label: string }[] = [
    { value: "visual", label: "Visuel" },
    { value: "markdown", label: "Markdown" },
  ];

  return (
    <div className="grid gap-2">
      <div
        role="group"
        aria-label="Mode de saisie"
        className="inline-flex w-fit rounded-full border border-line bg-cream/60 p-0.5"
      >
        {modes.map((m) => (
          <button
            key={m.value}
            type="button"
            aria-pressed={mode === m.value}
            onClick={() => setMode(m.value)}
            className="rounded-full px-3 py-1 text-xs font-medium text-muted aria-pressed:bg-white aria-pressed:text-forest-dark aria-pressed:shadow-sm"
          >
            {m.label}
          </button>
        ))}
      </div>
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
          className={`overflow-hidden rounded-xl border bg-white focus-within:border-oak-dark focus-within:ring-2 focus-within:ring-oak/30 ${invalid ? "border-danger" : "border-line"}`}
          data-testid="rich-text"
        >
          {editor ? (
            <Toolbar
              editor={editor}
              onLink={() => setLinkDialog((editor.getAttributes("link").href as string | undefined) ?? null)}
              onImage={() => setPicker(true)}
            />
          ) : (
            <div className="h-11 border-b border-line bg-cream/50" />
          )}
          <EditorContent editor={editor} />
          {!editor && <p className="px-4 py-3 text-sm text-muted">Chargement de l'éditeur...</p>}
        </div>
      )}
      {linkDialog !== false && editor && (
        <LinkDialog
          initial={linkDialog}
          onClose={() => setLinkDialog(false)}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange("link");
            if (!href) chain.unsetLink().run();
            else if (editor.state.selection.empty && !editor.isActive("link"))
              chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
            else chain.setLink({ href }).run();
            setLinkDialog(false);
          }}
        />
      )}
      <MediaDialog open={picker} onOpenChange={setPicker} accept="image" initialMode="library" onAdd={insertImage} />
      {pendingImage && editor && (
        <AltTextDialog
          image={pendingImage}
          onClose={() => setPendingImage(null)}
          onInsert={(alt) => {
            editor
              .chain()
              .focus()
              .insertContentAt(afterCurrentBlock(editor), { type: "image", attrs: { src: pendingImage.url, alt } })
              .run();
            setPendingImage(null);
          }}
        />
      )}
    </div>
  );
}
