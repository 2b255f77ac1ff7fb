import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { ToolbarView, type ToolAction } from "./toolbar-view";

/** The position just after the block holding the selection (where an image is inserted): never inside a sentence. */
export function afterCurrentBlock(editor: Editor): number {
  const { $to } = editor.state.selection;
  return $to.depth === 0 ? $to.pos : $to.after(1);
}

/** A toolbar action on the editor; the link and image ones open their dialogs. */
export function runTool(editor: Editor, action: ToolAction, dialogs: { onLink(): void; onImage(): void }) {
  const chain = () => editor.chain().focus();
  const run: Record<ToolAction, () => unknown> = {
    paragraph: () => chain().setParagraph().run(),
    h2: () => chain().toggleHeading({ level: 2 }).run(),
    h3: () => chain().toggleHeading({ level: 3 }).run(),
    bold: () => chain().toggleBold().run(),
    italic: () => chain().toggleItalic().run(),
    link: dialogs.onLink,
    bullet: () => chain().toggleBulletList().run(),
    ordered: () => chain().toggleOrderedList().run(),
    quote: () => chain().toggleBlockquote().run(),
    image: dialogs.onImage,
    undo: () => chain().undo().run(),
    redo: () => chain().redo().run(),
  };
  run[action]();
}

/** The visual editor's toolbar, following the selection. */
export function Toolbar({ editor, onAction }: { editor: Editor; onAction(action: ToolAction): void }) {
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
  return <ToolbarView state={state} can={state} onAction={onAction} />;
}
