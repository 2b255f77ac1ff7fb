import { FileText, Music, Search, Video } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { mediaTypeLabels } from "#domain/media.ts";
import type { MediaType } from "#domain/schemas/content.ts";
import { inputClass } from "#app/ui/field.tsx";
import { thumbnailUrl } from "./insert";
import { useMediaLibrary, type LibraryMedia } from "./library-client";
import { ListPager } from "../lists/list-pager";

/** The name the admin knows a media by: its alt text, else its description, else its file name. */
export const mediaName = (m: Pick<LibraryMedia, "altText" | "description" | "fileName" | "type">) =>
  m.altText || m.description || m.fileName || mediaTypeLabels[m.type];

const typeIcons = { video: Video, audio: Music, document: FileText } as const;

/** A square thumbnail of any media: the image itself, or an icon and the file name. */
export function MediaThumb({ media }: { media: LibraryMedia }) {
  if (media.type === "image")
    return (
      <img
        src={thumbnailUrl(media.url)}
        alt=""
        loading="lazy"
        className="aspect-square w-full object-cover"
        style={{ objectPosition: `${media.focalX}% ${media.focalY}%` }}
      />
    );
  const Icon = typeIcons[media.type];
  return (
    <span className="flex aspect-square w-full flex-col items-center justify-center gap-2 bg-cream p-2 text-center text-xs text-muted">
      <Icon aria-hidden="true" className="size-7 text-oak-dark" />
      <span className="line-clamp-2 break-all">{media.fileName}</span>
    </span>
  );
}

/**
 * Browse the media library: a search box (names, descriptions, alt texts), a type filter, a grid of
 * thumbnails; a click calls `onPick` (the picker) or selects the media (the library page).
 */
export function MediaLibraryPanel({
  types,
  onPick,
  selectedId,
  pickLabel = "Choisir",
}: {
  types: readonly MediaType[];
  onPick(media: LibraryMedia): void;
  selectedId?: string | null;
  pickLabel?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [type, setType] = useState<MediaType | "">(types.length === 1 ? types[0] : "");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const library = useMediaLibrary({ q, type, page });
  const items = library.data?.items ?? [];
  const total = library.data?.total ?? 0;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <div className="relative min-w-0 flex-1 basis-48">
          <label htmlFor={`${id}-q`} className="sr-only">
            Rechercher un média
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={`${id}-q`}
            type="search"
            className={`${inputClass} pl-9`}
            placeholder="Rechercher (nom, description…)"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {types.length > 1 && (
          <div className="w-full sm:w-44">
            <label htmlFor={`${id}-type`} className="sr-only">
              Type de média
            </label>
            <select
              id={`${id}-type`}
              className={inputClass}
              value={type}
              onChange={(e) => {
                setType(e.target.value as MediaType | "");
                setPage(1);
              }}
            >
              <option value="">Tous les types</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {mediaTypeLabels[t]}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {library.isPending
          ? "Chargement de la médiathèque..."
          : library.isError
            ? "La médiathèque est indisponible pour le moment."
            : total === 0
              ? q
                ? `Aucun média ne correspond à « ${q} ».`
                : "La médiathèque est vide : ajoutez un premier fichier."
              : `${total} média${total > 1 ? "s" : ""}`}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" data-testid="media-library">
        {items.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              onClick={() => onPick(m)}
              aria-pressed={selectedId === undefined ? undefined : selectedId === m.id}
              aria-label={`${pickLabel} : ${mediaName(m)}`}
              title={mediaName(m)}
              className="block w-full overflow-hidden rounded-lg border-2 border-transparent bg-cream transition hover:border-oak-dark focus-visible:border-forest aria-pressed:border-forest"
            >
              <MediaThumb media={m} />
            </button>
          </li>
        ))}
      </ul>
      {library.data && (
        <ListPager
          page={library.data.page}
          pageCount={library.data.pageCount}
          pageSize={library.data.pageSize}
          total={total}
          onPage={setPage}
        />
      )}
    </div>
  );
}
