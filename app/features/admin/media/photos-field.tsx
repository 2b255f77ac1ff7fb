import { ArrowLeft, ArrowRight, ImagePlus, Images, RefreshCw, Star, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { formatLimit } from "#domain/media.ts";
import { btnSmall, iconBtn, iconBtnDanger } from "#app/ui/buttons.ts";
import { ImageDetails } from "./image-details";
import { thumbnailUrl } from "./insert";
import { MediaDialog } from "./media-dialog";
import { useUploads } from "./use-uploads";
import { DropZone } from "./drop-zone";

/** A copy of `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * « Photos du projet » (decision 051): thumbnails, never address boxes. The first photo is the main one
 * (cards, the project page's first slide); photos are added by drag and drop or from the device
 * (each with its progress bar) or picked in the media library, reordered by dragging or with the
 * arrows, replaced, removed; a click on a photo opens its alt text and focal point.
 */
export function PhotosField({
  label = "Photos du projet",
  photos,
  onChange,
  error,
}: {
  label?: string;
  photos: string[];
  onChange(photos: string[]): void;
  error?: string;
}) {
  const id = useId();
  const uploads = useUploads();
  const [picker, setPicker] = useState<{ replace: number | null } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  // The latest list, for uploads that finish after other changes.
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });

  async function upload(files: File[]) {
    const added: string[] = [];
    await Promise.all(
      files.map(async (file) => {
        const saved = await uploads.send(file, "image");
        if (!saved) return;
        added.push(saved.url);
        onChange([...latest.current, ...added.filter((u) => !latest.current.includes(u))]);
      }),
    );
  }

  const move = (from: number, to: number) => onChange(moveItem(photos, from, to));
  /** A thumbnail dropped on another: moved there; files dropped on a thumbnail are added. */
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    else if (event.dataTransfer.files.length > 0)
      void upload([...event.dataTransfer.files].filter((f) => f.type.startsWith("image/") || f.type === ""));
    setDragged(null);
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium text-forest-dark">{label}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-muted">
        La première photo est la photo principale : celle des cartes et de la page du projet. Glissez les vignettes pour
        changer l'ordre.
      </p>
      {photos.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label={label}>
          {photos.map((url, index) => {
            const name = index === 0 ? "la photo principale" : `la photo ${index + 1}`;
            return (
              <li
                key={url}
                draggable
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => drop(e, index)}
                data-testid="project-photo"
                data-url={url}
                className={`grid gap-1.5 rounded-xl border bg-white p-1.5 ${selected === url ? "border-forest" : "border-line"} ${dragged === index ? "opacity-50" : ""}`}
              >
                <button
                  type="button"
                  className="relative block overflow-hidden rounded-lg"
                  aria-label={`Texte alternatif et point d'intérêt de ${name}`}
                  aria-expanded={selected === url}
                  onClick={() => setSelected(selected === url ? null : url)}
                >
                  <img src={thumbnailUrl(url)} alt="" className="aspect-[4/3] w-full cursor-grab object-cover" />
                  {index === 0 && (
                    <span className="absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-forest px-2 py-0.5 text-xs font-medium text-cream">
                      <Star aria-hidden="true" className="size-3" />
                      Principale
                    </span>
                  )}
                </button>
                <div className="flex flex-wrap items-center justify-between gap-0.5">
                  <span className="flex">
                    <button
                      type="button"
                      className={iconBtn}
                      aria-label={`Déplacer ${name} avant`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowLeft aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={iconBtn}
                      aria-label={`Déplacer ${name} après`}
                      disabled={index === photos.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </button>
                  </span>
                  <span className="flex">
                    {index > 0 && (
                      <button
                        type="button"
                        className={iconBtn}
                        aria-label={`Faire de ${name} la photo principale`}
                        title="Photo principale"
                        onClick={() => move(index, 0)}
                      >
                        <Star aria-hidden="true" className="size-4" />
                      </button>
                    )}
                    <button
                      type="button"
                      className={iconBtn}
                      aria-label={`Remplacer ${name}`}
                      title="Remplacer"
                      onClick={() => setPicker({ replace: index })}
                    >
                      <RefreshCw aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={iconBtnDanger}
                      aria-label={`Retirer ${name}`}
                      title="Retirer"
                      onClick={() => onChange(photos.filter((_, i) => i !== index))}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {uploads.bars}
      <DropZone
        prompt="Glissez vos photos ici, ou :"
        buttonLabel="Ajouter des photos"
        buttonClass={btnSmall}
        accept="image/*"
        ignoreDrag={dragged !== null}
        onFiles={(files) => void upload(files.filter((f) => f.type.startsWith("image/") || f.type === ""))}
        icon={<ImagePlus aria-hidden="true" className="size-6 text-oak-dark" />}
        className="rounded-xl py-5"
      >
        <button type="button" className={btnSmall} onClick={() => setPicker({ replace: null })}>
          <Images aria-hidden="true" className="size-4" />
          Choisir dans la médiathèque
        </button>
      </DropZone>
      <p className="-mt-1 text-center text-xs text-muted">JPEG, PNG, WebP… {formatLimit("image")} maximum par photo</p>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {selected && photos.includes(selected) && <ImageDetails url={selected} />}
      <MediaDialog
        open={picker !== null}
        onOpenChange={(open) => !open && setPicker(null)}
        accept="image"
        initialMode={picker?.replace === null ? "library" : "upload"}
        onAdd={(item) => {
          const at = picker?.replace ?? null;
          if (at === null) onChange(photos.includes(item.url) ? photos : [...photos, item.url]);
          else onChange(photos.map((u, i) => (i === at ? item.url : u)).filter((u, i, all) => all.indexOf(u) === i));
        }}
      />
    </fieldset>
  );
}
