import type { ReactNode } from "react";
import type { DocMark, DocNode } from "./static-doc";
import type { ToolState } from "./toolbar-view";

/** Marks wrap a text outermost first in the editor's schema order: link, then bold, italic, strike, code. */
const markOrder: DocMark["type"][] = ["link", "bold", "italic", "strike", "code"];
const markTag = { bold: "strong", italic: "em", strike: "s", code: "code" } as const;

function text(node: DocNode, key: number): ReactNode {
  const marks = [...(node.marks ?? [])].sort((a, b) => markOrder.indexOf(b.type) - markOrder.indexOf(a.type));
  return marks.reduce<ReactNode>((inner, mark) => {
    if (mark.type === "link")
      return (
        <a key={key} href={mark.attrs?.href} title={mark.attrs?.title ?? undefined}>
          {inner}
        </a>
      );
    const Tag = markTag[mark.type];
    return <Tag key={key}>{inner}</Tag>;
  }, node.text);
}

/** An empty text block shows the editor's line break (ProseMirror's trailing break keeps its height). */
const children = (nodes: DocNode[] | undefined): ReactNode => (nodes?.length ? nodes.map(render) : <br />);

function render(node: DocNode, key: number): ReactNode {
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case "text":
      return text(node, key);
    case "hardBreak":
      return <br key={key} />;
    case "paragraph":
      return <p key={key}>{children(node.content)}</p>;
    case "heading": {
      const Tag = `h${Number(attrs.level) || 1}` as "h1" | "h2" | "h3" | "h4";
      return <Tag key={key}>{children(node.content)}</Tag>;
    }
    case "blockquote":
      return <blockquote key={key}>{node.content?.map(render)}</blockquote>;
    case "bulletList":
      return <ul key={key}>{node.content?.map(render)}</ul>;
    case "orderedList":
      return (
        <ol key={key} start={typeof attrs.start === "number" ? attrs.start : undefined}>
          {node.content?.map(render)}
        </ol>
      );
    case "listItem":
      return <li key={key}>{node.content?.map(render)}</li>;
    case "codeBlock":
      return (
        <pre key={key}>
          <code className={attrs.language ? `language-${attrs.language}` : undefined}>{children(node.content)}</code>
        </pre>
      );
    case "horizontalRule":
      return <hr key={key} />;
    case "image":
      return (
        <img
          key={key}
          src={String(attrs.src ?? "")}
          alt={String(attrs.alt ?? "")}
          title={attrs.title ? String(attrs.title) : undefined}
        />
      );
    default:
      return null;
  }
}

/**
 * The document as the editor shows it: its blocks, and the empty paragraph the editor adds after a
 * last block that is not one (Tiptap's trailing node), so that the height is the same.
 */
export function StaticDoc({ nodes }: { nodes: DocNode[] }) {
  const trailing = nodes.at(-1)?.type !== "paragraph";
  return (
    <>
      {nodes.map(render)}
      {trailing && (
        <p>
          <br />
        </p>
      )}
    </>
  );
}

/** The toolbar's state with the caret at the start of the text, where the editor puts it when it opens. */
export function startToolState(nodes: DocNode[]): ToolState {
  let node: DocNode | undefined = nodes[0];
  const state: ToolState = {};
  while (node && node.type !== "text") {
    if (node.type === "paragraph") state.paragraph = true;
    if (node.type === "heading" && node.attrs?.level === 2) state.h2 = true;
    if (node.type === "heading" && node.attrs?.level === 3) state.h3 = true;
    if (node.type === "bulletList") state.bullet = true;
    if (node.type === "orderedList") state.ordered = true;
    if (node.type === "blockquote") state.quote = true;
    node = node.content?.[0];
  }
  for (const mark of node?.marks ?? []) {
    if (mark.type === "bold" || mark.type === "italic" || mark.type === "link") state[mark.type] = true;
  }
  if (!nodes.length) state.paragraph = true;
  return state;
}
