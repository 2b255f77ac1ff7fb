import type { ReactNode } from "react";
import { Picture } from "#app/ui/picture.tsx";
import { frenchSpacing } from "#domain/typography.ts";

/** Banner of the inner pages: eyebrow, title, lead text, and an illustration on wide screens. */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  imageAlt = "",
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  image?: string | null;
  imageAlt?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-cream">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-60 [background:radial-gradient(60rem_30rem_at_110%_-10%,var(--color-sand),transparent_60%)]"
      />
      <div
        className={`container-site relative grid items-center gap-10 py-14 md:py-20 ${image ? "lg:grid-cols-[1.1fr_1fr]" : ""}`}
      >
        <div className="max-w-2xl">
          <p className="mb-4 text-xs font-semibold tracking-[0.2em] text-oak-dark uppercase">{eyebrow}</p>
          <h1 className="text-4xl leading-[1.1] font-semibold text-balance md:text-5xl">{title}</h1>
          {lead && <p className="mt-5 text-lg leading-relaxed text-muted md:text-xl">{frenchSpacing(lead)}</p>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {image && (
          <div className="hidden lg:block">
            <Picture
              src={image}
              alt={imageAlt}
              priority
              hiddenBelow={1024}
              sizes="(min-width: 1280px) 560px, 45vw"
              className="aspect-[3/2] w-full rounded-3xl object-cover shadow-card"
            />
          </div>
        )}
      </div>
    </section>
  );
}
