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

/** What a toolbar button does, named: the read-only view keeps the one pressed before the editor loads. */
export type ToolAction =
  "paragraph" | "h2" | "h3" | "bold" | "italic" | "link" | "bullet" | "ordered" | "quote" | "image" | "undo" | "redo";
export type ToolState = Partial<Record<ToolAction, boolean>>;

const toolClass =
  "inline-flex size-9 items-center justify-center rounded-lg text-forest-dark transition hover:bg-cream aria-pressed:bg-forest aria-pressed:text-cream disabled:opacity-40";

const tools: ({ action: ToolAction; label: string; icon: typeof Bold; toggle: boolean } | "separator")[] = [
  { action: "paragraph", label: "Paragraphe", icon: Pilcrow, toggle: true },
  { action: "h2", label: "Intertitre", icon: Heading2, toggle: true },
  { action: "h3", label: "Sous-titre", icon: Heading3, toggle: true },
  "separator",
  { action: "bold", label: "Gras", icon: Bold, toggle: true },
  { action: "italic", label: "Italique", icon: Italic, toggle: true },
  { action: "link", label: "Lien", icon: Link2, toggle: true },
  "separator",
  { action: "bullet", label: "Liste à puces", icon: List, toggle: true },
  { action: "ordered", label: "Liste numérotée", icon: ListOrdered, toggle: true },
  { action: "quote", label: "Citation", icon: Quote, toggle: true },
  { action: "image", label: "Image", icon: ImagePlus, toggle: false },
  "separator",
  { action: "undo", label: "Annuler la dernière modification", icon: Undo2, toggle: false },
  { action: "redo", label: "Rétablir", icon: Redo2, toggle: false },
];

/**
 * The visual editor's toolbar as it looks: blocks, marks, link, lists, quote, image, undo and
 * redo. `state` says which are active, `can` which of undo and redo apply; the editor (toolbar.tsx)
 * or the read-only view (rich-text-field.tsx) does the action.
 */
export function ToolbarView({
  state,
  can,
  onAction,
}: {
  state: ToolState;
  can: { undo: boolean; redo: boolean };
  onAction(action: ToolAction): void;
}): ReactNode {
  return (
    <div
      role="toolbar"
      aria-label="Mise en forme"
      className="flex flex-wrap items-center gap-0.5 border-b border-line bg-cream/50 p-1"
    >
      {tools.map((tool, i) =>
        tool === "separator" ? (
          <span key={i} aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
        ) : (
          <button
            key={tool.action}
            type="button"
            className={toolClass}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.toggle ? Boolean(state[tool.action]) : undefined}
            disabled={tool.action === "undo" || tool.action === "redo" ? !can[tool.action] : undefined}
            // Keeps the editor's selection: the button does not take the focus on a mouse press.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onAction(tool.action)}
          >
            <tool.icon aria-hidden="true" className="size-4" />
          </button>
        ),
      )}
    </div>
  );
}
