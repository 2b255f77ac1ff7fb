import { lazy, Suspense, type ComponentProps } from "react";

export type { RichTextHandle } from "./rich-text-editor";

const Editor = lazy(() => import("./rich-text-editor").then((m) => ({ default: m.RichTextEditor })));

/**
 * The visual editor (Tiptap and ProseMirror, 166 KB): its code loads when the editor shows, apart
 * from the route's, so that the page's own script hydrates without waiting for it.
 */
export function RichTextEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense
      fallback={
        <div className="grid gap-2">
          <div className="h-7" />
          <div className="overflow-hidden rounded-xl border border-line bg-white">
            <div className="h-11 border-b border-line bg-cream/50" />
            <p className="px-4 py-3 text-sm text-muted">Chargement de l'éditeur...</p>
          </div>
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
