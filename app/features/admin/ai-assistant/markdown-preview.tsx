import { Marked, type Tokens } from "marked";
import { useMemo } from "react";

const safeHref = (href: string) => (/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href.trim()) ? href : "#");

/**
 * Markdown written by a provider is untrusted: its HTML is shown as text and its links keep safe
 * schemes only. The public site renders articles with the server's sanitizer; this is the preview.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === "link" || token.type === "image") {
      const t = token as Tokens.Link | Tokens.Image;
      t.href = safeHref(t.href);
    }
  },
  renderer: {
    html({ text }) {
      return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    },
  },
});

export function MarkdownPreview({ markdown, className = "" }: { markdown: string; className?: string }) {
  const html = useMemo(() => marked.parse(markdown) as string, [markdown]);
  return <div className={`prose-wood ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
