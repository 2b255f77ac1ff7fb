import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from "react";
import type { MediaItem } from "#domain/schemas/content.ts";
import { mediaTypeLabels } from "#domain/media.ts";
import { MediaDialog } from "#app/features/admin/media/media-dialog.tsx";
import { editorExtensions } from "./extensions";
import { pasteText } from "./markdown-input";
import { AltTextDialog, LinkDialog } from "./rich-text-dialogs";
import { afterCurrentBlock, runTool, Toolbar } from "./toolbar";
import type { ToolAction } from "./toolbar-view";

/** What the article editor's media cards do with the body: insert an image (alt text asked) or a link. */
export interface RichTextHandle {
  insertMedia(item: MediaItem): void;
}

/**
 * What happened on the read-only view before the editor was there (rich-text-field.tsx), taken
 * once when it opens: where the pointer went down, the characters typed, the toolbar button
 * pressed, a media to insert. `focus` is false when the editor opens without a gesture on it.
 */
export interface Intent {
  focus: boolean;
  point?: { x: number; y: number };
  keys: string;
  /** The keys replace the whole text (typed over a select-all). */
  replace?: boolean;
  paste?: string;
  action?: ToolAction;
  media?: MediaItem;
}

/**
 * The visual editor of articles, services, projects and pages (decision 051): Tiptap
 * (ProseMirror) reading and writing Markdown, the stored format, which the server sanitizes when it
 * renders it. Its code loads on the first intent to edit (decision 060): it opens where the
 * pointer went down, with what was typed or pasted meanwhile; until it exists, `placeholder` shows.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  handleRef,
  minHeight,
  takeIntent,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange(markdown: string): void;
  invalid?: boolean;
  describedBy?: string;
  handleRef?: Ref<RichTextHandle>;
  minHeight: string;
  takeIntent(): Intent | null;
  placeholder: ReactNode;
}) {
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
    // Created in the first render, so that the caret and the typed keys find it at once (the read-only view goes then).
    immediatelyRender: true,
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
  const insertMedia = (item: MediaItem) => (item.type === "image" ? setPendingImage(item) : insertLink(item));
  useImperativeHandle(handleRef, () => ({ insertMedia }));
  const dialogs = {
    onLink: () => editor && setLinkDialog((editor.getAttributes("link").href as string | undefined) ?? null),
    onImage: () => setPicker(true),
  };

  // Once open, in the same commit (no key can slip in between): the caret where the pointer went
  // down (else at the end), the focus, then what was typed or pressed.
  useLayoutEffect(() => {
    const intent = editor && takeIntent();
    if (!editor || !intent) return;
    if (intent.focus) {
      let at: number | undefined;
      try {
        at = intent.point ? editor.view.posAtCoords({ left: intent.point.x, top: intent.point.y })?.pos : undefined;
      } catch {
        at = undefined;
      }
      editor.commands.focus(at ?? "end");
      // Tiptap focuses on the next frame: now, so that the next key goes to the editor.
      editor.view.focus();
      if (intent.replace) editor.commands.selectAll();
      if (intent.keys) editor.commands.insertContent({ type: "text", text: intent.keys });
      if (intent.paste) pasteText(editor, intent.paste);
      if (intent.action) runTool(editor, intent.action, dialogs);
    }
    if (intent.media) insertMedia(intent.media);
    // Once per editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  return (
    <>
      {editor ? (
        <>
          <Toolbar editor={editor} onAction={(action) => runTool(editor, action, dialogs)} />
          <EditorContent editor={editor} />
        </>
      ) : (
        placeholder
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
      <MediaDialog
        open={picker}
        onOpenChange={setPicker}
        accept="image"
        initialMode="library"
        onAdd={(item) => setPendingImage(item)}
      />
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
    </>
  );
}
