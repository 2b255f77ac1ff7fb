import { ImagePlus, X } from "lucide-react";
import { useState } from "react";
import { ImageDetails } from "../media/image-details";
import { MediaDialog } from "../media/media-dialog";
import { btnSmall, iconBtnDanger } from "#app/ui/buttons.ts";
import { Field, inputClass } from "#app/ui/field.tsx";

/** The main picture of a service or project: an address, chosen or generated through the media dialog. */
export function ImageField({
  label = "Image",
  value,
  onChange,
  error,
}: {
  label?: string;
  value: string;
  onChange(url: string): void;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2">
      <Field
        label={label}
        error={error}
        hint="Adresse de l'image (/media/… ou https://…), ou choisissez-la dans la médiathèque."
      >
        {(a11y) => (
          <div className="flex gap-2">
            <input
              {...a11y}
              className={inputClass}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              placeholder="/media/…"
            />
            <button type="button" className={`${btnSmall} shrink-0`} onClick={() => setOpen(true)}>
              <ImagePlus aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Choisir</span>
            </button>
          </div>
        )}
      </Field>
      {value && /^(\/(?!\/)|https?:\/\/)/.test(value) && (
        <div className="relative w-full max-w-xs overflow-hidden rounded-xl border border-line bg-cream">
          <img src={value} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
          <button
            type="button"
            className={`${iconBtnDanger} absolute top-2 right-2 bg-white/90`}
            aria-label="Retirer l'image"
            onClick={() => onChange("")}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      {value.startsWith("/media/") && <ImageDetails url={value} />}
      <MediaDialog open={open} onOpenChange={setOpen} accept="image" onAdd={(item) => onChange(item.url)} />
    </div>
  );
}
