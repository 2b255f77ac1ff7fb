import { Quote } from "lucide-react";
import { Stars } from "#app/ui/stars.tsx";

export interface TestimonialData {
  id: number;
  name: string;
  location: string;
  content: string;
  rating: number;
}

/** Testimonials grid: content, stars, name and location. */
export function Testimonials({ items }: { items: TestimonialData[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.id}>
          <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-7 shadow-card">
            <Quote aria-hidden="true" className="size-8 text-oak" />
            <Stars rating={t.rating} className="mt-4" />
            <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
              <p>{t.content}</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-line pt-4">
              <span className="block font-semibold text-forest-dark">{t.name}</span>
              <span className="text-sm text-muted">{t.location}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
