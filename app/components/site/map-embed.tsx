import { ExternalLink, MapPin } from "lucide-react";
import { mapLinkUrl } from "#domain/map-links.ts";
import { useBusiness } from "#app/lib/business.ts";
import { Picture } from "#app/ui/picture.tsx";

/**
 * The map without third parties by default: a local drawing, and OpenStreetMap's interactive
 * map only once the visitor asks for it (no request to another host before that click).
 * Rendered by the server only; the button's code (the iframe in place of the drawing) is
 * app/public/map.ts, which reads the map's address and title from the data attributes.
 */
export function MapEmbed({ embedUrl }: { embedUrl: string }) {
  const business = useBusiness();
  return (
    <div
      data-map={embedUrl}
      data-map-title={`Carte interactive : l'atelier, ${business.address.street} à ${business.address.city}`}
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-card"
    >
      <div data-map-frame className="relative aspect-[3/2] w-full bg-cream">
        {
          <>
            <Picture
              src="/media/seed-map-saucats/800.webp"
              alt="Plan stylisé des environs de Saucats, avec l'emplacement de l'atelier dans la zone artisanale"
              sizes="(min-width: 1024px) 560px, 100vw"
              className="absolute inset-0 size-full object-cover"
            />
            <div className="absolute inset-x-0 bottom-0 flex justify-center bg-gradient-to-t from-forest-dark/60 to-transparent p-4 pt-12">
              <button type="button" data-map-show className="btn-primary shadow-lg">
                <MapPin aria-hidden="true" className="size-4" />
                Afficher la carte interactive
              </button>
            </div>
          </>
        }
      </div>
      <p className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm text-muted">
        <span data-map-credit>La carte interactive est fournie par OpenStreetMap.</span>
        <a
          href={mapLinkUrl(business)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-walnut underline-offset-2 hover:underline"
        >
          Ouvrir dans OpenStreetMap
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(nouvel onglet)</span>
        </a>
      </p>
    </div>
  );
}
