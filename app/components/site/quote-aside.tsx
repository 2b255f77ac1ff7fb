import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router";
import { useBusiness } from "#app/lib/business.ts";
import { frenchSpacing } from "#domain/typography.ts";
import { sitePaths } from "#app/lib/paths.ts";

/** Quote call-to-action card beside a service or a project. */
export function QuoteAside({ title = "Votre projet sur mesure", text }: { title?: string; text: string }) {
  const business = useBusiness();
  return (
    <div className="rounded-2xl bg-forest p-7 text-cream shadow-card">
      <h2 className="text-2xl font-semibold text-cream">{title}</h2>
      <p className="mt-3 leading-relaxed text-sand">{frenchSpacing(text)}</p>
      <Link to={sitePaths.contact} className="btn mt-6 w-full bg-cream text-forest-dark hover:bg-white">
        Demander un devis gratuit
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <a
        href={`tel:${business.phoneE164}`}
        className="mt-4 flex items-center justify-center gap-2 text-sm font-medium text-sand hover:text-white"
      >
        <Phone aria-hidden="true" className="size-4" />
        {business.phone}
      </a>
    </div>
  );
}
