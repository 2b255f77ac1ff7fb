import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useBusiness } from "#app/lib/business.ts";
import { Picture } from "#app/ui/picture.tsx";
import { sitePaths } from "#app/lib/paths.ts";

/**
 * The door-opening intro (docs/product.md §2, §4), in CSS only: the two halves wait 1 s, then slide apart
 * for 2.5 s after a further 0.5 s; the logo, tagline and button rise into place behind them.
 * The content is in the server HTML from the start; with reduced motion the doors are open.
 */
export function HeroDoors() {
  const business = useBusiness();
  return (
    <section
      aria-labelledby="hero-title"
      className="hero relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-forest-dark md:min-h-[calc(100svh-4.5rem)]"
    >
      <Picture
        // The photo chosen in the admin (« Textes du site »).
        src={business.heroImage || "/media/seed-hero-atelier/1600.webp"}
        // Behind the title and its dark veil: decorative on purpose.
        decorative
        priority
        sizes="100vw"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-forest-dark/70 via-forest-dark/55 to-forest-dark/80"
      />
      <div className="hero-content container-site flex flex-col items-center py-20 text-center text-cream">
        <svg width="88" height="88" viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="drop-shadow-lg">
          <rect width="64" height="64" rx="14" fill="#2F3A33" />
          <path d="M16 48 L29 16 h6 L48 48 h-7 l-3-8 H26 l-3 8 Z M28.5 34 h7 L32 24.5 Z" fill="#C8A27A" />
          <path d="M14 52 h36" stroke="#E8D9C4" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <p className="mt-6 text-xs font-semibold tracking-[0.3em] text-sand uppercase">
          {business.trade} · {business.address.city}, {business.address.region}
        </p>
        <h1
          id="hero-title"
          className="mt-4 max-w-4xl text-4xl leading-[1.05] font-semibold text-balance text-cream sm:text-5xl md:text-7xl"
        >
          {business.name}
        </h1>
        <p className="mt-5 max-w-2xl font-serif text-xl text-balance text-sand italic md:text-2xl">
          {business.tagline}
        </p>
        {/* A fixed width: the swap from the fallback font to Inter does not move the button (CLS 0). */}
        <Link
          to={sitePaths.contact}
          className="btn-accent mt-10 w-76 max-w-full justify-center px-8 text-base shadow-lg"
        >
          Découvrir nos réalisations
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div aria-hidden="true" className="hero-door hero-door-left" />
      <div aria-hidden="true" className="hero-door hero-door-right" />
    </section>
  );
}
