import { ReviewCard, type ReviewData } from "#app/components/site/reviews/review-card.tsx";

export type TestimonialData = ReviewData;

/** Testimonials grid: content, stars, name and location, with the dates and origin of each review. */
export function Testimonials({ items }: { items: TestimonialData[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.id}>
          <ReviewCard review={t} />
        </li>
      ))}
    </ul>
  );
}
