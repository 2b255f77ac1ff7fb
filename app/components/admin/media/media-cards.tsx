import type { MediaItem } from "../../../../domain/schemas/content";

export interface MediaCardProps {
  items: MediaItem[];
  onChange(items: MediaItem[]): void;
  /** Inserts the item into the markdown at the cursor (an image, or a link for other media). */
  onInsert(item: MediaItem): void;
}

/**
 * 'Images' card of the article editor: upload from file, AI generation, click to insert at the
 * cursor, remove. Placeholder: the AI and media issue implements it.
 */
export function ImagesCard({ items }: MediaCardProps) {
  return (
    <section className="rounded-2xl border border-line bg-white p-5">
      <h2 className="text-lg font-semibold">Images</h2>
      <p className="text-sm text-muted">{items.length} image(s)</p>
    </section>
  );
}

/** 'Autres médias' card: video, audio, document generation; click inserts a link. Placeholder. */
export function OtherMediaCard({ items }: MediaCardProps) {
  return (
    <section className="rounded-2xl border border-line bg-white p-5">
      <h2 className="text-lg font-semibold">Autres médias</h2>
      <p className="text-sm text-muted">{items.length} média(s)</p>
    </section>
  );
}
