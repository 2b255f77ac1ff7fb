import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import type { ReactNode } from "react";

const toolClass =
  "inline-flex size-9 items-center justify-center rounded-lg text-forest-dark transition hover:bg-cream aria-pressed:bg-forest aria-pressed:text-cream disabled:opacity-40";

function Tool({
  label,
  active,
  onClick,
  disabled,
  children,
}: {
  label: string;
  active?: boolean;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={toolClass}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the editor's selection: the button does not take the focus on a mouse press.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** After the block holding the cursor: an inserted image never splits a sentence. */
/** The position just after the block holding the selection (where an image is inserted). */
export function afterCurrentBlock(editor: Editor): number {
  const { $to } = editor.state.selection;
  return $to.depth === 0 ? $to.pos : $to.after(1);
}

/** The visual editor's toolbar: blocks, marks, link, lists, quote, image, undo and redo. */
export function Toolbar({ editor, onLink, onImage }: { editor: Editor; onLink(): void; onImage(): void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label="Mise en forme"
      className="flex flex-wrap items-center gap-0.5 border-b border-line bg-cream/50 p-1"
    >
      <Tool label="Paragraphe" active={state.paragraph} onClick={() => chain().setParagraph().run()}>
        <Pilcrow aria-hidden="true" className="size-4" />
      </Tool>
      <Tool label="Intertitre" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 aria-hidden="true" className="size-4" />
      </Tool>
      <Tool label="Sous-titre" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 aria-hidden="true" className="size-4" />
      </Tool>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
      <Tool label="Gras" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden="true" className="size-4" />
      </Tool>
      <Tool label="Italique" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden="true" className="size-4" />
      </Tool>
      <Tool label="Lien" active={state.link} onClick={onLink}>
        <Link2 aria-hidden="true" className="size-4" />
      </Tool>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
      <Tool label="Liste à puces" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden="true" className="size-4" />
      </Tool>
      <Tool label="Liste numérotée" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden="true" className="size-4" />
      </Tool>
      <Tool label="Citation" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote aria-hidden="true" className="size-4" />
      </Tool>
      <Tool label="Image" onClick={onImage}>
        <ImagePlus aria-hidden="true" className="size-4" />
      </Tool>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
      <Tool label="Annuler la dernière modification" disabled={!state.undo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden="true" className="size-4" />
      </Tool>
      <Tool label="Rétablir" disabled={!state.redo} onClick={() => chain().redo().run()}>
        <Redo2 aria-hidden="true" className="size-4" />
      </Tool>
    </div>
  );
}
