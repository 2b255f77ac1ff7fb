import { ImagePlus, X } from "lucide-react";
import { useState } from "react";
import { btnSmall, btnSmallDanger } from "#app/ui/buttons.ts";
import { MediaDialog } from "../media/media-dialog";
import { thumbnailUrl } from "../media/insert";

/** One image chosen in the media library (or uploaded there): a thumbnail, « Choisir » and « Retirer », no address box. */
export function MediaImagePicker({
  label,
  hint,
  value,
  onChange,
  error,
  removable = true,
}: {
  label: string;
  hint: string;
  value: string;
  onChange(url: string): void;
  error?: string;
  removable?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid content-start gap-2" role="group" aria-label={label}>
      <p className="text-sm font-medium text-forest-dark">{label}</p>
      <p className="-mt-1 text-xs text-muted">{hint}</p>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={thumbnailUrl(value)}
            alt=""
            className="h-20 w-28 rounded-lg border border-line bg-cream object-cover"
          />
        ) : (
          <span className="flex h-20 w-28 items-center justify-center rounded-lg border border-dashed border-line bg-cream text-xs text-muted">
            Aucune
          </span>
        )}
        <button type="button" className={btnSmall} onClick={() => setOpen(true)}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {value ? "Changer" : "Choisir"}
        </button>
        {removable && value && (
          <button type="button" className={btnSmallDanger} onClick={() => onChange("")}>
            <X aria-hidden="true" className="size-4" />
            Retirer
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <MediaDialog
        open={open}
        onOpenChange={setOpen}
        accept="image"
        initialMode="library"
        onAdd={(item) => onChange(item.url)}
      />
    </div>
  );
}
