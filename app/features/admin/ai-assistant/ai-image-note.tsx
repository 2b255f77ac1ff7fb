import { ImagePlus, Sparkles, X } from "lucide-react";
import { useState } from "react";
import { MediaDialog } from "../media/media-dialog";
import { btnSmall } from "#app/ui/buttons.ts";

/** The illustration the AI assistant suggested: shown with a note that it can be kept or replaced (docs/product.md §2). */
export function AiImageNote({
  url,
  alt,
  onReplace,
  onRemove,
}: {
  url: string;
  alt: string;
  onReplace(url: string): void;
  onRemove(): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <aside
      className="flex flex-col gap-4 rounded-2xl border border-oak/50 bg-sand/25 p-4 sm:flex-row sm:items-center"
      aria-label="Image suggérée par l'IA"
    >
      <img src={url} alt={alt} className="aspect-[4/3] w-full rounded-xl object-cover sm:w-40" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-walnut-dark">
          <Sparkles aria-hidden="true" className="size-4" />
          Image suggérée par l'assistant IA
        </p>
        <p className="mt-1 text-sm text-muted">
          Elle peut être conservée telle quelle ou remplacée par une autre image.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={btnSmall} onClick={() => setOpen(true)}>
            <ImagePlus aria-hidden="true" className="size-4" />
            Remplacer
          </button>
          <button type="button" className={btnSmall} onClick={onRemove}>
            <X aria-hidden="true" className="size-4" />
            Retirer
          </button>
        </div>
      </div>
      <MediaDialog open={open} onOpenChange={setOpen} accept="image" onAdd={(item) => onReplace(item.url)} />
    </aside>
  );
}
