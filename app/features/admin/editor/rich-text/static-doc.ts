import { Lexer, type Token, type Tokens } from "marked";

/**
 * The editor's document read from Markdown without the editor (decision 060): the same marked
 * tokens @tiptap/markdown reads, turned into the same nodes (paragraphs, headings 1 to 4, lists
 * whose items hold paragraphs, quotes, code, rules, images, hard breaks; bold, italic, strike,
 * code and links as marks). The read-only view of the body shows them until the visual editor
 * loads, so that the page looks the same. Raw HTML stays literal text, as on a server without DOM.
 */
export interface DocMark {
  type: "bold" | "italic" | "strike" | "code" | "link";
  attrs?: { href: string; title: string | null };
}
export interface DocNode {
  type: string;
  attrs?: Record<string, string | number | null>;
  content?: DocNode[];
  text?: string;
  marks?: DocMark[];
}

const named: Record<string, string> = { lt: "<", gt: ">", quot: '"', amp: "&" };

/** The entities @tiptap/core decodes in a text: numeric ones and the four of HTML. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(lt|gt|quot|amp));/g, (match, dec, hex, name) => {
    const code = dec !== undefined ? Number(dec) : hex !== undefined ? parseInt(hex as string, 16) : -1;
    if (code < 0) return named[name as string] ?? match;
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
  });
}

const markOf: Partial<Record<string, DocMark["type"]>> = { strong: "bold", em: "italic", del: "strike" };

/** The inner marks first, then the outer one, as the editor applies them. */
const marked = (nodes: DocNode[], mark: DocMark) =>
  nodes.map((node) => (node.type === "text" ? { ...node, marks: [...(node.marks ?? []), mark] } : node));

function inline(tokens: Token[] | undefined): DocNode[] {
  const out: DocNode[] = [];
  const text = (value: string, marks?: DocMark[]) => {
    if (value) out.push(marks ? { type: "text", text: value, marks } : { type: "text", text: value });
  };
  for (const token of tokens ?? []) {
    const mark = markOf[token.type];
    if (mark) out.push(...marked(inline((token as Tokens.Strong).tokens), { type: mark }));
    else if (token.type === "link") {
      const link = token as Tokens.Link;
      out.push(...marked(inline(link.tokens), { type: "link", attrs: { href: link.href, title: link.title ?? null } }));
    } else if (token.type === "codespan") text(decodeEntities((token as Tokens.Codespan).text), [{ type: "code" }]);
    else if (token.type === "br") out.push({ type: "hardBreak" });
    else if (token.type === "image") {
      const image = token as Tokens.Image;
      out.push({ type: "image", attrs: { src: image.href, title: image.title ?? null, alt: image.text } });
    } else if (token.type === "escape") text((token as Tokens.Escape).text);
    else if (token.type === "html") text((token as Tokens.HTML).raw);
    else if (token.type === "text" && "tokens" in token && token.tokens) out.push(...inline(token.tokens));
    else if ("text" in token) text(decodeEntities(String(token.text)));
  }
  // Neighbouring texts with the same marks are one text, as in the editor.
  return out.reduce<DocNode[]>((merged, node) => {
    const last = merged.at(-1);
    if (last?.type === "text" && node.type === "text" && JSON.stringify(last.marks) === JSON.stringify(node.marks))
      last.text = `${last.text}${node.text}`;
    else merged.push(node);
    return merged;
  }, []);
}

/** A paragraph holding a single image is the image block (images are blocks in the editor). */
function paragraph(tokens: Token[] | undefined): DocNode {
  const content = inline(tokens);
  if (content.length === 1 && content[0].type === "image") return content[0];
  return { type: "paragraph", content };
}

function blocks(tokens: Token[]): DocNode[] {
  const out: DocNode[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "paragraph":
      case "text":
        out.push(paragraph((token as Tokens.Paragraph).tokens ?? [{ type: "text", raw: token.raw, text: token.raw }]));
        break;
      case "heading":
        out.push({
          type: "heading",
          attrs: { level: Math.min((token as Tokens.Heading).depth, 4) },
          content: inline(token.tokens),
        });
        break;
      case "blockquote":
        out.push({ type: "blockquote", content: blocks((token as Tokens.Blockquote).tokens) });
        break;
      case "code": {
        const code = token as Tokens.Code;
        out.push({
          type: "codeBlock",
          attrs: { language: code.lang || null },
          content: code.text ? [{ type: "text", text: code.text }] : [],
        });
        break;
      }
      case "hr":
        out.push({ type: "horizontalRule" });
        break;
      case "list": {
        const list = token as Tokens.List;
        const start =
          list.ordered && typeof list.start === "number" && list.start !== 1 ? { attrs: { start: list.start } } : {};
        out.push({
          type: list.ordered ? "orderedList" : "bulletList",
          ...start,
          content: list.items.map((item) => ({ type: "listItem", content: blocks(item.tokens) })),
        });
        break;
      }
      case "html":
        out.push({ type: "paragraph", content: inline([{ type: "text", raw: token.raw, text: token.raw.trim() }]) });
        break;
      default:
        break;
    }
  }
  return out;
}

/** The blocks of a Markdown text as the visual editor would hold them. */
export function markdownDoc(markdown: string): DocNode[] {
  return blocks(new Lexer({ gfm: true }).lex(markdown));
}
