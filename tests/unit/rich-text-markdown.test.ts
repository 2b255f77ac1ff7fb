import { getSchema } from "@tiptap/core";
import { MarkdownManager } from "@tiptap/markdown";
import { Node } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#server/modules/content/markdown.server.ts";
import { articles } from "#server/seed/data/articles.ts";
import { pages } from "#server/seed/data/pages.ts";
import { projects } from "#server/seed/data/projects.ts";
import { services } from "#server/seed/data/services.ts";
import { richTextExtensions, roundTripMarkdown } from "#app/features/admin/editor/rich-text/extensions.ts";
import { markdownDoc, type DocNode } from "#app/features/admin/editor/rich-text/static-doc.ts";

const seeded = [
  ...articles.map((a) => ({ name: `article « ${a.title} »`, markdown: a.content })),
  ...pages.map((p) => ({ name: `page « ${p.title} »`, markdown: p.content })),
  ...projects.map((p) => ({ name: `projet « ${p.title} »`, markdown: p.fullDescription })),
  ...services.map((s) => ({ name: `service « ${s.title} »`, markdown: s.fullDescription })),
];

describe("the visual editor keeps every seeded text as it is published", () => {
  const manager = new MarkdownManager({ extensions: richTextExtensions() });
  const schema = getSchema(richTextExtensions());

  it("has every seeded item to check", () => {
    expect(seeded.length).toBe(articles.length + pages.length + projects.length + services.length);
    expect(seeded.length).toBeGreaterThan(20);
  });

  it.each(seeded)(
    "$name: opened and saved unchanged, same public HTML, nothing dropped by the editor",
    ({ markdown }) => {
      const doc = manager.parse(markdown);
      // The document fits the editor's schema (nothing the editor would drop or refuse).
      expect(() => Node.fromJSON(schema, doc).check()).not.toThrow();
      const saved = roundTripMarkdown(markdown);
      expect(renderMarkdown(saved)).toBe(renderMarkdown(markdown));
      // A second opening changes nothing more.
      expect(roundTripMarkdown(saved)).toBe(saved);
    },
  );

  it("writes what the toolbar makes (bold, italic, lists, link, quote, heading, image with alt) as Markdown", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Un escalier" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Du " },
            { type: "text", text: "chêne massif", marks: [{ type: "bold" }] },
            { type: "text", text: " et un " },
            { type: "text", text: "devis", marks: [{ type: "link", attrs: { href: "https://exemple.fr/devis" } }] },
            { type: "text", text: "." },
          ],
        },
        {
          type: "bulletList",
          content: ["Limon", "Marches"].map((t) => ({
            type: "listItem",
            content: [{ type: "paragraph", content: [{ type: "text", text: t }] }],
          })),
        },
        { type: "image", attrs: { src: "/media/1-abc/1200.webp", alt: "Escalier en chêne vu d'en bas" } },
        { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "Superbe." }] }] },
      ],
    };
    const markdown = manager.serialize(doc);
    expect(renderMarkdown(markdown)).toBe(
      "<h2>Un escalier</h2>\n" +
        '<p>Du <strong>chêne massif</strong> et un <a href="https://exemple.fr/devis" rel="noopener noreferrer nofollow" target="_blank">devis</a>.</p>\n' +
        "<ul>\n<li>Limon</li>\n<li>Marches</li>\n</ul>\n" +
        `<p><img src="/media/1-abc/1200.webp" alt="Escalier en chêne vu d'en bas" loading="lazy" decoding="async" /></p>\n` +
        "<blockquote>\n<p>Superbe.</p>\n</blockquote>\n",
    );
    expect(roundTripMarkdown(markdown)).toBe(markdown);
  });

  it.each([
    ["a script", "Texte <script>alert(1)</script> suite"],
    ["an event handler", '<img src="/media/x/1.webp" onerror="alert(1)" alt="x">'],
    ["a javascript: link", "[clic](javascript:alert(1))"],
    ["a data: image", "![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)"],
    ["an iframe and a style", '<iframe src="https://mal.example"></iframe><p style="color:red">rouge</p>'],
  ])("%s stays harmless, stored as it comes or after the editor", (_name, hostile) => {
    for (const markdown of [hostile, roundTripMarkdown(hostile)]) {
      const html = renderMarkdown(markdown);
      // Escaped text (&lt;script&gt;) is harmless; no tag may carry a script, a handler, a style or such an address.
      expect(html).not.toMatch(/<(script|iframe)/i);
      expect(html).not.toMatch(/<[a-z][^>]*\s(on\w+|style)=/i);
      expect(html).not.toMatch(/(href|src)="\s*(javascript|data):/i);
    }
  });
});

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

const staticManager = new MarkdownManager({ extensions: richTextExtensions() });
const editorDoc = (markdown: string) => normalized(staticManager.parse(markdown).content as DocNode[]);

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
