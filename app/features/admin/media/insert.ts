import type { MediaItem } from "#domain/schemas/content.ts";
import { mediaTypeLabels } from "#domain/media.ts";

/** Markdown of a media: an image, or a link for video, audio and documents (docs/product.md §2). */
export function mediaMarkdown(item: MediaItem): string {
  const label = (item.altText || item.description || item.fileName || mediaTypeLabels[item.type])
    .replace(/[[\]\s]+/g, " ")
    .trim();
  return item.type === "image" ? `![${label}](${item.url})` : `[${label}](${item.url})`;
}

/**
 * Inserts `snippet` into a textarea's value at its cursor (replacing the selection), on lines of
 * its own so markdown images and links stay blocks. Returns the new value and cursor position.
 */
export function insertAtCursor(
  value: string,
  selectionStart: number,
  selectionEnd: number,
  snippet: string,
): { value: string; cursor: number } {
  const start = Math.max(0, Math.min(selectionStart, value.length));
  const end = Math.max(start, Math.min(selectionEnd, value.length));
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const inserted = `${lead}${snippet}${trail}`;
  return { value: before + inserted + after, cursor: before.length + lead.length + snippet.length };
}

/** Thumbnail of an image media: the 480 px variant when the URL is one of ours. */
export function thumbnailUrl(url: string): string {
  return url.replace(/^(\/media\/[a-z0-9-]+\/)\d+\.(webp|avif)$/, "$1480.webp");
}
