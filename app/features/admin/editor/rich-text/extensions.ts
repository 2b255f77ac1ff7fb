import Image from "@tiptap/extension-image";
import { Markdown, MarkdownManager } from "@tiptap/markdown";
import StarterKit from "@tiptap/starter-kit";
import { MarkdownInput } from "./markdown-input.ts";

/**
 * What the visual editor can write (docs/decisions/051-visual-editor-and-media-library.md): headings 2 to 4 offered (the page's
 * title is the h1; a level 1 heading already in a text is kept, shown as h2 on the site), bold, italic, strike, lists, quotes, links, code, rules, and images as blocks.
 * Nothing without a Markdown form (underline) is offered: the stored format stays Markdown.
 */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto", "tel"],
        HTMLAttributes: { rel: null, target: null },
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}

/**
 * The editor's extensions with the Markdown reader and writer (`getMarkdown()`, `contentType:
 * "markdown"`), and Markdown pasted or inserted whole turned into formatting (markdown-input.ts).
 */
export function editorExtensions() {
  return [...richTextExtensions(), Markdown, MarkdownInput];
}

let manager: MarkdownManager | null = null;

/**
 * Markdown → the editor's document → Markdown, exactly as the editor reads and writes it: the
 * conversion tested over every seeded item (tests/unit/rich-text-markdown.test.ts).
 */
export function roundTripMarkdown(markdown: string): string {
  manager ??= new MarkdownManager({ extensions: richTextExtensions() });
  return manager.serialize(manager.parse(markdown));
}
