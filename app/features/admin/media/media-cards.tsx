import type { MediaItem } from "#domain/schemas/content.ts";

export interface MediaCardProps {
  /** The content's media list (images and other media together, docs/product.md §3). */
  items: MediaItem[];
  onChange(items: MediaItem[]): void;
  /** Inserts the item into the markdown at the cursor (an image, or a link for other media). */
  onInsert(item: MediaItem): void;
}

export { ImagesCard } from "./images-card";
export { OtherMediaCard } from "./other-media-card";
export { insertAtCursor, mediaMarkdown } from "./insert";
