import { Extension, type Editor, type JSONContent } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";
// Its `editor.markdown` (the Markdown manager) is declared by @tiptap/markdown.
import type {} from "@tiptap/markdown";

/**
 * Markdown pasted or inserted in one go into the visual editor becomes formatting:
 * « ## Titre », « - un », « > citation », « [lien](https://…) », « **gras** », « *italique* ».
 * Typed key by key, the editor's input rules already convert it; text arriving whole (a paste, a
 * dictation, an autocompletion, a text typed elsewhere and inserted) bypasses them and would be
 * stored escaped (« \*\*gras\*\* »), then shown with its asterisks on the public page.
 */

/** Block syntax at a line's start, or inline markers that plain prose rarely has. */
export function looksLikeMarkdown(text: string): boolean {
  return (
    /^(#{1,6}\s+\S|[-*+]\s+\S|\d{1,3}[.)]\s+\S|>\s?\S)/m.test(text) ||
    /\*\*[^*\n]+\*\*|__[^_\n]+__/.test(text) ||
    /(^|[^\w*])\*[^*\s][^*\n]*?\*(?![\w*])/.test(text) ||
    /(^|[^\w_])_[^_\s][^_\n]*?_(?![\w_])/.test(text) ||
    /\[[^\]\n]+\]\((https?:\/\/|mailto:|tel:|\/)[^)\s]*\)/.test(text)
  );
}

/** Rendered pages (a site, a document) paste better from their HTML; a bare text editor sends text only. */
const richHtml = /<(h[1-6]|ul|ol|li|blockquote|pre|strong|em|b|i|a)[\s>]/i;

/** The nodes of a Markdown text: one paragraph goes inline at the caret, anything else as blocks. */
export function markdownNodes(editor: Editor, text: string): JSONContent[] {
  const doc = editor.markdown?.parse(text);
  const nodes = doc?.content ?? [];
  const only = nodes.length === 1 ? nodes[0] : undefined;
  return only?.type === "paragraph" ? (only.content ?? []) : nodes;
}

function insertMarkdown(editor: Editor, text: string, range?: { from: number; to: number }): boolean {
  if (!editor.markdown || editor.isActive("codeBlock") || editor.isActive("code")) return false;
  const content = markdownNodes(editor, text);
  if (!content.length) return false;
  const chain = editor.chain().focus();
  (range ? chain.insertContentAt(range, content) : chain.insertContent(content)).run();
  return true;
}

/** A text pasted before the editor was there: as a paste into it (Markdown becomes formatting). */
export function pasteText(editor: Editor, text: string) {
  if (!text || (looksLikeMarkdown(text) && insertMarkdown(editor, text))) return;
  editor.view.pasteText(text);
}

export const MarkdownInput = Extension.create({
  name: "markdownInput",
  addProseMirrorPlugins() {
    const editor = this.editor;
    return [
      new Plugin({
        key: new PluginKey("markdownInput"),
        props: {
          handlePaste(_view, event) {
            const text = event.clipboardData?.getData("text/plain") ?? "";
            const html = event.clipboardData?.getData("text/html") ?? "";
            if (!text || !looksLikeMarkdown(text) || (html && richHtml.test(html))) return false;
            return insertMarkdown(editor, text);
          },
          handleDOMEvents: {
            // Text inserted whole (not a key press): the browser's `beforeinput` carries all of it.
            beforeinput(_view, event) {
              const e = event as InputEvent;
              const text = e.data ?? e.dataTransfer?.getData("text/plain") ?? "";
              if (!/^insert(Text|ReplacementText|FromDrop)$/.test(e.inputType)) return false;
              if (text.length < 3 || !looksLikeMarkdown(text)) return false;
              if (!insertMarkdown(editor, text)) return false;
              e.preventDefault();
              return true;
            },
          },
        },
      }),
    ];
  },
});
