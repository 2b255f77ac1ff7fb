import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { Picture } from "#app/ui/picture.tsx";

const SWIPE_THRESHOLD = 50;

/**
 * Project images: previous/next, counter 'n / total', thumbnails, arrow keys and touch swipe.
 * One image shows no controls. Without JavaScript the first image is shown.
 */
export function ProjectCarousel({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const total = images.length;
  const go = (next: number) => setIndex((next + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD) return;
    go(end < start ? index + 1 : index - 1);
  };

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
    <section aria-roledescription="carrousel" aria-label={`Photos du projet : ${title}`} className="select-none">
      <div
        tabIndex={0}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        aria-label="Image affichée (flèches gauche et droite pour changer)"
        role="group"
        className="relative overflow-hidden rounded-3xl bg-cream shadow-card"
      >
        {images.map((src, i) => (
          <div
            key={src}
            hidden={i !== index}
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
          onClick={() => go(index - 1)}
          aria-label="Image précédente"
          className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-paper/90 text-forest-dark shadow-md hover:bg-white"
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          onClick={() => go(index + 1)}
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
              onClick={() => setIndex(i)}
              aria-label={`Afficher l'image ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              className={`block w-full overflow-hidden rounded-xl ring-offset-2 ring-offset-paper transition ${i === index ? "ring-2 ring-oak-dark" : "opacity-75 hover:opacity-100"}`}
            >
              <Picture src={src} decorative sizes="160px" className="aspect-[3/2] w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
