import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { frenchSpacing } from "#domain/typography.ts";
import { sitePaths } from "#app/lib/paths.ts";

/** Closing call to action towards the quote form. */
export function CtaBanner({
  title,
  text,
  action = "Demander un devis gratuit",
}: {
  title: string;
  text: string;
  action?: string;
}) {
  return (
    <section className="container-site py-16 md:py-24">
      <div className="relative overflow-hidden rounded-3xl bg-forest px-6 py-12 text-center text-cream shadow-card sm:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-40 [background:radial-gradient(40rem_20rem_at_50%_120%,var(--color-oak),transparent_70%)]"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 className="text-3xl font-semibold text-cream md:text-4xl">{title}</h2>
          <p className="mt-4 text-lg text-sand">{frenchSpacing(text)}</p>
          <Link to={sitePaths.contact} className="btn mt-8 bg-cream text-forest-dark hover:bg-white">
            {action}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
