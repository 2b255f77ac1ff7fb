import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "#app/ui/picture.tsx";
import { ServiceIcon } from "./service-icon";

export interface ServiceCardData {
  slug: string;
  title: string;
  shortDescription: string;
  image: string | null;
  icon: string;
}

/** A service: illustration, icon, title, short description and 'En savoir plus'. */
export function ServiceCard({ service, headingLevel = 3 }: { service: ServiceCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card transition-shadow hover:shadow-lg">
      <div className="relative">
        <div className="overflow-hidden bg-cream">
          {service.image && (
            <Picture
              src={service.image}
              alt={service.title}
              sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
              className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            />
          )}
        </div>
        <span className="absolute bottom-0 left-6 z-10 inline-flex translate-y-1/2 size-12 items-center justify-center rounded-xl bg-forest text-cream shadow-md">
          <ServiceIcon name={service.icon} />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6 pt-10">
        <Heading className="text-xl font-semibold">{service.title}</Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{service.shortDescription}</p>
        <Link
          to={`/services/${service.slug}`}
          className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-walnut after:absolute after:inset-0 hover:text-forest"
        >
          En savoir plus
          <span className="sr-only"> : {service.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
