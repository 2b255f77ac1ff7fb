import { useQueryClient } from "@tanstack/react-query";
import { frenchDate } from "#domain/typography.ts";
import { Copy, Upload } from "lucide-react";
import { useState } from "react";
import { formatMegabytes, mediaTypeLabels } from "#domain/media.ts";
import { mediaTypes } from "#domain/schemas/media-types.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import { ImageDetails } from "./image-details";
import { MEDIA_LIST_URL, type LibraryMedia } from "./library-client";
import { MediaLibraryPanel, MediaThumb, mediaName } from "./media-library-panel";
import { droppedType, useUploads } from "./use-uploads";
import { DropZone } from "./drop-zone";
import { MediaUsage } from "./media-delete";

const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/** What the library says of the chosen media: name, type, size, date, address; alt text and focal point of an image. */
function MediaFacts({ media }: { media: LibraryMedia }) {
  return (
    <div className="grid gap-3">
      {/* An image shows in its focal point picker below. */}
      {media.type !== "image" && (
        <div className="overflow-hidden rounded-xl border border-line">
          <MediaThumb media={media} />
        </div>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Nom</dt>
        <dd className="min-w-0 break-words text-forest-dark">{media.fileName || mediaName(media)}</dd>
        <dt className="text-muted">Type</dt>
        <dd>
          {mediaTypeLabels[media.type]}
          {media.width && media.height ? ` · ${media.width} × ${media.height} px` : ""}
        </dd>
        <dt className="text-muted">Taille</dt>
        <dd>{formatMegabytes(media.size)}</dd>
        <dt className="text-muted">Ajouté le</dt>
        <dd>{frenchDate(dateFormat.format(new Date(media.createdAt)))}</dd>
      </dl>
      <button
        type="button"
        className={`${btnSmall} w-fit`}
        onClick={() =>
          void navigator.clipboard
            ?.writeText(new URL(media.url, window.location.origin).href)
            .then(() => toast({ title: "Adresse copiée", variant: "success" }))
        }
      >
        <Copy aria-hidden="true" className="size-4" />
        Copier l'adresse
      </button>
    </div>
  );
}

/**
 * /admin/medias (decision 051): every image, video, sound and document of the site. Search, filter by
 * type, drop files anywhere on the zone to add them (each with its progress), choose one to read
 * its details and set an image's alt text (with the assistant's suggestion) and focal point.
 */
export function MediaLibraryScreen() {
  const queryClient = useQueryClient();
  const uploads = useUploads();
  const [selected, setSelected] = useState<LibraryMedia | null>(null);

  async function add(files: File[]) {
    const saved = await Promise.all(files.map((file) => uploads.send(file, droppedType(file))));
    const count = saved.filter(Boolean).length;
    if (count > 0) {
      toast({
        title: count > 1 ? `${count} fichiers ajoutés` : "Fichier ajouté",
        description: "Ils sont dans la médiathèque.",
        variant: "success",
      });
      await queryClient.invalidateQueries({ queryKey: [MEDIA_LIST_URL] });
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 content-start gap-4">
        <DropZone
          prompt="Glissez vos fichiers ici (photos, vidéos, sons, documents), ou :"
          buttonLabel="Ajouter des fichiers"
          buttonClass="btn-primary min-h-10 px-5"
          onFiles={(files) => void add(files)}
          icon={<Upload aria-hidden="true" className="size-6 text-oak-dark" />}
          className="rounded-2xl py-6"
        />
        {uploads.bars}
        <Card title="Tous les médias">
          <MediaLibraryPanel
            types={mediaTypes}
            selectedId={selected?.id ?? null}
            pickLabel="Voir"
            onPick={(m) => setSelected(selected?.id === m.id ? null : m)}
          />
        </Card>
      </div>
      <aside aria-label="Détails du média" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <Card title="Détails">
          {selected ? (
            <div className="grid gap-4">
              <MediaFacts media={selected} />
              {selected.type === "image" && <ImageDetails key={selected.id} url={selected.url} />}
              <MediaUsage key={`usage-${selected.id}`} media={selected} onDeleted={() => setSelected(null)} />
            </div>
          ) : (
            <p className="text-sm text-muted">
              Choisissez un média pour voir ses détails, son texte alternatif et son point d'intérêt.
            </p>
          )}
        </Card>
      </aside>
    </div>
  );
}
