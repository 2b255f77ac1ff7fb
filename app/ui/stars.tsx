import { Star } from "lucide-react";

/** Star rating with a spoken label (« 5 étoiles sur 5 »). */
export function Stars({ rating, max = 5, className = "" }: { rating: number; max?: number; className?: string }) {
  const value = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <p
      role="img"
      aria-label={`${value} étoile${value > 1 ? "s" : ""} sur ${max}`}
      className={`flex gap-0.5 ${className}`}
    >
      {Array.from({ length: max }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={`size-4 ${i < value ? "fill-oak-dark text-oak-dark" : "fill-transparent text-line"}`}
        />
      ))}
    </p>
  );
}
