import { ImagePlus, Sparkles, Upload, X } from "lucide-react";
import { useId, useState } from "react";
import { formatLimit, mediaMaxBytes } from "#domain/media.ts";
import type { MediaItem } from "#domain/schemas/content.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { toMediaItem } from "#app/features/admin/data/ai-client.ts";
import { ProgressBar } from "#app/ui/controls.tsx";
import { thumbnailUrl } from "./insert";
import { MediaDialog } from "./media-dialog";
import { uploadMedia } from "./upload";

export interface MediaCardProps {
  /** The content's media list (images and other media together, docs/product.md §3). */
  items: MediaItem[];
  onChange(items: MediaItem[]): void;
  /** Inserts the item into the markdown at the cursor (an image, or a link for other media). */
  onInsert(item: MediaItem): void;
}

/**
 * 'Images' card of the article editor: upload from a file (images only), AI generation through the
 * media dialog; clicking an image inserts it at the cursor; each can be removed from the list.
 */
export function ImagesCard({ items, onChange, onInsert }: MediaCardProps) {
  const id = useId();
  const images = items.filter((i) => i.type === "image");
  const [progress, setProgress] = useState<number | null>(null);
  const [dialog, setDialog] = useState(false);
  const add = (item: MediaItem) => onChange([...items, item]);

  async function upload(file: File) {
    if (file.size > mediaMaxBytes.image) {
      toast({
        title: "Erreur d'upload",
        description: `Impossible d'uploader l'image: Fichier trop volumineux (${formatLimit("image")} maximum)`,
        variant: "destructive",
      });
      return;
    }
    setProgress(0);
    try {
      add(toMediaItem(await uploadMedia(file, "image", "", setProgress)));
      toast({ title: "Image uploadée", description: "L'image a été ajoutée avec succès", variant: "success" });
    } catch (err) {
      toast({
        title: "Erreur d'upload",
        description: `Impossible d'uploader l'image: ${errorMessage(err)}`,
        variant: "destructive",
      });
    } finally {
      setProgress(null);
    }
  }

  return (
    <section className="grid gap-4 rounded-2xl border border-line bg-white p-5" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Images <span className="text-sm font-normal text-muted">({images.length})</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <label
            className={`btn-outline min-h-11 cursor-pointer px-4 ${progress !== null ? "pointer-events-none opacity-60" : ""}`}
          >
            <Upload className="size-4" aria-hidden="true" />
            Uploader
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={progress !== null}
              aria-label="Uploader une image depuis un fichier"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void upload(file);
              }}
            />
          </label>
          <button type="button" className="btn-outline min-h-11 px-4" onClick={() => setDialog(true)}>
            <Sparkles className="size-4" aria-hidden="true" />
            Générer
          </button>
        </div>
      </div>
      {progress !== null && <ProgressBar value={progress} label="Envoi de l'image" />}
      {images.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-cream px-3 py-4 text-sm text-muted">
          <ImagePlus className="size-5 shrink-0" aria-hidden="true" />
          Aucune image pour le moment : uploadez une photo ou générez une illustration.
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {images.map((image) => (
              <li key={image.id} className="group relative">
                <button
                  type="button"
                  className="block w-full overflow-hidden rounded-xl border border-line focus-visible:ring-2 focus-visible:ring-oak-dark"
                  onClick={() => onInsert(image)}
                  aria-label={`Insérer l'image « ${image.altText || image.description || image.fileName || image.id} » dans le texte`}
                >
                  <img
                    src={thumbnailUrl(image.url)}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover transition group-hover:scale-[1.02]"
                  />
                </button>
                <button
                  type="button"
                  className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-danger shadow hover:bg-white"
                  onClick={() => onChange(items.filter((i) => i.id !== image.id))}
                  aria-label={`Retirer l'image « ${image.altText || image.description || image.fileName || image.id} »`}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted">
            Cliquez sur une image pour l'insérer dans le texte, à l'emplacement du curseur.
          </p>
        </>
      )}
      <MediaDialog open={dialog} onOpenChange={setDialog} accept="image" initialMode="generate" onAdd={add} />
    </section>
  );
}
