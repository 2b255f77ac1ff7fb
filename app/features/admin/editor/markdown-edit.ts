import { stripMarkdown } from "#domain/text.ts";
import type { MediaItem } from "../data/types";

/** 'Sync auto' (docs/product.md §2): the title is the content's first heading, else its first non-empty line. */
export function titleFromContent(markdown: string): string {
  const heading = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/m.exec(markdown)?.[1];
  const line = heading ?? markdown.split("\n").find((l) => l.trim() !== "") ?? "";
  return stripMarkdown(line).slice(0, 200).trim();
}

/** Markdown of a media item inserted at the cursor: an image, or a link for video, audio and documents. */
export function mediaMarkdown(item: MediaItem): string {
  const text = (s: string) => s.replace(/[[\]]/g, "").trim();
  if (item.type === "image")
    return `![${text(item.altText || item.description || item.fileName || "Image")}](${item.url})`;
  return `[${text(item.description || item.fileName || item.type)}](${item.url})`;
}

/** Inserts `snippet` in `text` in place of the selection [start, end); returns the new text and caret. */
export function insertAt(text: string, snippet: string, start: number, end = start): { text: string; caret: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  return { text: before + snippet + after, caret: before.length + snippet.length };
}
