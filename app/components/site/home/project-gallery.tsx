import { useState } from "react";
import { galleryCategories, galleryCategoryOf, portfolioCategoryLabel } from "#domain/schemas/categories.ts";
import { Picture } from "#app/ui/picture.tsx";

export interface GalleryItem {
  id: number;
  title: string;
  category: string;
  location: string;
  image: string | null;
}

const ALL = "all";

/**
 * Filterable masonry gallery (docs/product.md §2, §4): 'Tout' by default; a category shows only its
 * projects. The page carries the first projects of 'Tout' only (what the first view shows); a
 * category's first `perCategory` are asked to the public API (`GET /api/portfolio?galerie=…`) when
 * it is chosen, its projects already on the page shown meanwhile, then kept for the next time. The
 * link under the grid leads to the full paged list.
 */
export function ProjectGallery({ items, perCategory }: { items: GalleryItem[]; perCategory: number }) {
  const [filter, setFilter] = useState<string>(ALL);
  const [loaded, setLoaded] = useState<Record<string, GalleryItem[]>>({});
  const [failed, setFailed] = useState(false);
  const filters = [{ value: ALL, label: "Tout" }, ...galleryCategories];
  const visible =
    filter === ALL
      ? items
      : (loaded[filter] ?? items.filter((item) => galleryCategoryOf(item.category) === filter).slice(0, perCategory));

  function choose(value: string) {
    setFilter(value);
    setFailed(false);
    if (value === ALL || loaded[value]) return;
    const query = new URLSearchParams({ galerie: value, pageSize: String(perCategory), sort: "position", dir: "asc" });
    fetch(`/api/portfolio?${query}`, { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<GalleryItem[]>) : Promise.reject(new Error(String(res.status)))))
      .then((list) =>
        setLoaded((current) => ({
          ...current,
          [value]: list.map(({ id, title, category, location, image }) => ({ id, title, category, location, image })),
        })),
      )
      .catch(() => setFailed(true));
  }
  return (
    <div>
      <div
        role="group"
        aria-label="Filtrer les projets par catégorie"
        className="mb-10 flex flex-wrap justify-center gap-2"
      >
        {filters.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => choose(f.value)}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
              filter === f.value
                ? "border-forest bg-forest text-cream"
                : "border-line bg-white text-ink hover:border-forest/40 hover:bg-cream"
            }`}
          >
            {f.label}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {`${visible.length} projet${visible.length > 1 ? "s" : ""} affiché${visible.length > 1 ? "s" : ""}`}
      </p>
      {failed && (
        <p role="status" className="mb-6 text-center text-sm text-muted">
          Les autres projets de cette catégorie n'ont pas pu être chargés : retrouvez-les avec le lien ci-dessous.
        </p>
      )}
      <ul className="columns-1 gap-5 sm:columns-2 lg:columns-3" data-testid="gallery-grid">
        {visible.map((item, index) => (
          <li
            key={item.id}
            className="mb-5 break-inside-avoid"
            data-category={galleryCategoryOf(item.category) ?? item.category}
          >
            <a
              href={`/realisation/${item.id}`}
              className="group relative block overflow-hidden rounded-2xl bg-cream shadow-card"
            >
              {item.image && (
                <Picture
                  src={item.image}
                  alt={item.title}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  // Alternating heights give the masonry rhythm; width/height keep the space reserved.
                  height={index % 3 === 1 ? 1000 : 800}
                  className={`w-full object-cover transition-transform duration-500 group-hover:scale-[1.04] ${index % 3 === 1 ? "aspect-[3/2] sm:aspect-[6/5]" : "aspect-[3/2]"}`}
                />
              )}
              {/* The label sits on its own opaque plate: readable on any photo, light or dark. */}
              <span className="absolute inset-0 flex flex-col items-start justify-end bg-gradient-to-t from-forest-dark/60 via-transparent to-transparent p-4 text-left">
                <span className="max-w-full rounded-xl bg-forest-dark px-4 py-3 shadow-lg" data-testid="gallery-label">
                  <span className="block text-xs font-semibold tracking-[0.16em] text-sand uppercase">
                    {portfolioCategoryLabel(item.category)}
                  </span>
                  <span className="mt-1 block font-serif text-lg leading-snug font-semibold text-cream">
                    {item.title}
                  </span>
                </span>
                <span className="mt-2 inline-flex w-fit translate-y-1 rounded-full bg-cream px-3 py-1 text-xs font-semibold text-forest-dark opacity-0 transition-all duration-300 group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100">
                  Voir le projet
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center">
        <a
          href={filter === ALL ? "/realisations" : `/realisations/categorie/${filter}`}
          className="font-medium text-walnut underline-offset-4 hover:underline"
        >
          {filter === ALL
            ? "Parcourir toutes nos réalisations"
            : `Toutes nos réalisations : ${filters.find((f) => f.value === filter)?.label ?? ""}`}
        </a>
      </p>
    </div>
  );
}
