import { stripMarkdown } from "#domain/text.ts";

/** 'Sync auto' (docs/product.md §2): the title is the content's first heading, else its first non-empty line. */
export function titleFromContent(markdown: string): string {
  const heading = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/m.exec(markdown)?.[1];
  const line = heading ?? markdown.split("\n").find((l) => l.trim() !== "") ?? "";
  return stripMarkdown(line).slice(0, 200).trim();
}
