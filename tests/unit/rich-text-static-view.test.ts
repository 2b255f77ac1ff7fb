import { MarkdownManager } from "@tiptap/markdown";
import { describe, expect, it } from "vitest";
import { articles } from "#server/seed/data/articles.ts";
import { pages } from "#server/seed/data/pages.ts";
import { projects } from "#server/seed/data/projects.ts";
import { services } from "#server/seed/data/services.ts";
import { richTextExtensions } from "#app/features/admin/editor/rich-text/extensions.ts";
import { markdownDoc, type DocNode } from "#app/features/admin/editor/rich-text/static-doc.ts";

/** The editor's JSON without its empty or null attributes (the read-only view needs no defaults). */
function normalized(nodes: DocNode[] | undefined): unknown {
  return (nodes ?? []).map((node) => {
    const attrs = Object.fromEntries(Object.entries(node.attrs ?? {}).filter(([, v]) => v !== null && v !== undefined));
    return {
      type: node.type,
      ...(Object.keys(attrs).length ? { attrs } : {}),
      ...(node.text !== undefined ? { text: node.text } : {}),
      ...(node.marks?.length
        ? {
            marks: node.marks.map((m) =>
              m.attrs ? { type: m.type, attrs: { href: m.attrs.href } } : { type: m.type },
            ),
          }
        : {}),
      ...(node.content?.length ? { content: normalized(node.content) } : {}),
    };
  });
}

const manager = new MarkdownManager({ extensions: richTextExtensions() });
const editorDoc = (markdown: string) => normalized(manager.parse(markdown).content as DocNode[]);

const seeded = [
  ...articles.map((a) => ({ name: `article « ${a.title} »`, markdown: a.content })),
  ...pages.map((p) => ({ name: `page « ${p.title} »`, markdown: p.content })),
  ...projects.map((p) => ({ name: `projet « ${p.title} »`, markdown: p.fullDescription })),
  ...services.map((s) => ({ name: `service « ${s.title} »`, markdown: s.fullDescription })),
];

describe("the body's read-only view holds the document the visual editor opens", () => {
  it.each(seeded)("$name", ({ markdown }) => {
    expect(normalized(markdownDoc(markdown))).toEqual(editorDoc(markdown));
  });

  it.each([
    ["soft and hard breaks", "a\nb  \nc"],
    ["lists, nested, numbered from 3", "- a\n- b\n  - c\n\n3. trois\n4. quatre"],
    ["marks, links and autolinks", '~~s~~ `c` **gras *et italique*** [l](http://x "T") https://auto.fr'],
    ["an image block, a quote, a rule, code", '![alt](/m/1.jpg "t")\n\n> q\n\n---\n\n```js\ncode\n```'],
    ["entities and escapes", "a &amp; b &#233; \\*x\\*"],
    ["headings 1 to 4", "# Un\n\n## Deux\n\n### Trois\n\n#### Quatre"],
  ])("%s", (_name, markdown) => {
    expect(normalized(markdownDoc(markdown))).toEqual(editorDoc(markdown));
  });
});
