import { ChevronLeft, ChevronRight } from "lucide-react";
import { Picture } from "#app/ui/picture.tsx";
import { thumbClass } from "./carousel-classes";

/**
 * Project images: previous/next, counter 'n / total', thumbnails, arrow keys and touch swipe.
 * One image shows no controls. Without JavaScript the first image is shown. Rendered by the
 * server only (the first image shown); the browser code is app/public/carousel.ts.
 */
export function ProjectCarousel({ images, title }: { images: string[]; title: string }) {
  const index = 0;
  const total = images.length;

  // The media's own alt text (admin) or the title, followed by the position in the gallery.
  const suffix = (i: number) => (total > 1 ? `, vue ${i + 1} sur ${total}` : "");
  if (total <= 1) {
    return images[0] ? (
      <Picture
        src={images[0]}
        alt={title}
        altSuffix={suffix(0)}
        priority
        sizes="(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw"
        className="aspect-[3/2] w-full rounded-3xl object-cover shadow-card"
      />
    ) : null;
  }
  return (
    <section
      data-carousel
      aria-roledescription="carrousel"
      aria-label={`Photos du projet : ${title}`}
      className="select-none"
    >
      <div
        tabIndex={0}
        data-carousel-stage
        aria-label="Image affichée (flèches gauche et droite pour changer)"
        role="group"
        className="relative overflow-hidden rounded-3xl bg-cream shadow-card"
      >
        {images.map((src, i) => (
          <div
            key={src}
            hidden={i !== index}
            data-slide
            aria-roledescription="diapositive"
            role="group"
            aria-label={`${i + 1} sur ${total}`}
          >
            <Picture
              src={src}
              alt={title}
              altSuffix={suffix(i)}
              priority={i === 0}
              sizes="(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw"
              className="aspect-[3/2] w-full object-cover"
            />
          </div>
        ))}
        <button
          type="button"
          data-carousel-step="-1"
          aria-label="Image précédente"
          className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-paper/90 text-forest-dark shadow-md hover:bg-white"
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          data-carousel-step="1"
          aria-label="Image suivante"
          className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-paper/90 text-forest-dark shadow-md hover:bg-white"
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
        <p
          aria-live="polite"
          className="absolute right-3 bottom-3 rounded-full bg-forest-dark/85 px-3 py-1 text-sm font-medium text-cream"
          data-testid="gallery-counter"
        >
          {`${index + 1} / ${total}`}
        </p>
      </div>
      <ul className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-5">
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              data-thumb={i}
              aria-label={`Afficher l'image ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              className={thumbClass(i === index)}
            >
              <Picture src={src} decorative sizes="160px" className="aspect-[3/2] w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
