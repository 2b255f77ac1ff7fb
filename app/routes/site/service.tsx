import { Check } from "lucide-react";
import { useBusiness } from "#app/lib/business.ts";
import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/service";
import { servicesContext } from "#server/context.ts";
import type { ServiceRow } from "#server/modules/content/types.ts";
import { previewRow } from "#app/lib/preview.server.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { renderMarkdown } from "#server/modules/content/markdown.server.ts";
import { BackLink } from "#app/components/site/back-link.tsx";
import { CtaBanner } from "#app/components/site/cta-banner.tsx";
import { notFoundBoundary } from "#app/components/site/not-found-message.tsx";
import { QuoteAside } from "#app/components/site/quote-aside.tsx";
import { ServiceIcon } from "#app/components/site/service-icon.tsx";
import { FaqAccordion } from "#app/ui/accordion.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { frenchSpacing } from "#domain/typography.ts";
import { Seo } from "#app/components/site/seo.tsx";
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from "#app/lib/json-ld.ts";
import { sitePaths } from "#app/lib/paths.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const service =
    (await previewRow<ServiceRow>(request, context, "services")) ?? (await content.getService(String(params.slug)));
  if (!service) throw data({ notFound: "service" }, { status: 404 });
  return withMedia(context.get(servicesContext), {
    slug: service.slug,
    title: service.title,
    shortDescription: service.shortDescription,
    image: service.featuredImage,
    icon: service.icon,
    html: renderMarkdown(service.fullDescription || service.content),
    features: service.features,
    faq: service.faq,
    metaTitle: service.metaTitle,
    metaDescription: service.metaDescription,
  });
}

export default function Service({ loaderData: s }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const business = useBusiness();
  return (
    <>
      <Seo
        fullTitle={Boolean(s.metaTitle)}
        title={s.metaTitle || s.title}
        description={s.metaDescription || s.shortDescription}
        path={`/services/${s.slug}`}
        image={s.image}
        jsonLd={[
          breadcrumbJsonLd(siteUrl, [
            { name: "Services", path: "/services" },
            { name: s.title, path: `/services/${s.slug}` },
          ]),
          serviceJsonLd(
            siteUrl,
            { title: s.title, description: s.shortDescription, slug: s.slug, image: s.image },
            business,
          ),
          ...(s.faq.length > 0 ? [faqJsonLd(s.faq)] : []),
        ]}
      />
      <section className="border-b border-line bg-cream">
        <div className="container-site grid items-center gap-10 py-10 md:py-16 lg:grid-cols-[1fr_1.05fr]">
          <div>
            <BackLink to={sitePaths.services}>Retour aux services</BackLink>
            <span className="mt-6 flex size-14 items-center justify-center rounded-2xl bg-forest text-cream shadow-md">
              <ServiceIcon name={s.icon} className="size-7" />
            </span>
            <h1 className="mt-6 text-4xl leading-[1.1] font-semibold text-balance md:text-5xl">
              {frenchSpacing(s.title)}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-muted md:text-xl">{s.shortDescription}</p>
          </div>
          {s.image && (
            <Picture
              src={s.image}
              alt={`Illustration : ${s.title.toLowerCase()}`}
              priority
              sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
              className="aspect-[3/2] w-full rounded-3xl object-cover shadow-card"
            />
          )}
        </div>
      </section>

      <div className="container-site grid gap-12 py-16 md:py-20 lg:grid-cols-[1fr_22rem]">
        <div className="prose-wood max-w-3xl" dangerouslySetInnerHTML={{ __html: s.html }} />
        <aside className="space-y-8 lg:sticky lg:top-28 lg:self-start" aria-label="En bref">
          {s.features.length > 0 && (
            <section
              aria-labelledby="features-title"
              className="rounded-2xl border border-line bg-white p-7 shadow-card"
            >
              <h2 id="features-title" className="text-2xl font-semibold">
                Ce que nous proposons
              </h2>
              <ul className="mt-5 space-y-3">
                {s.features.map((f) => (
                  <li key={f} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <QuoteAside text="Parlez-nous de votre pièce et de vos envies : la prise de mesures et le devis sont gratuits." />
        </aside>
      </div>

      {s.faq.length > 0 && (
        <section aria-labelledby="service-faq-title" className="bg-cream py-16 md:py-20">
          <div className="container-site max-w-3xl">
            <h2 id="service-faq-title" className="mb-8 text-center text-3xl font-semibold md:text-4xl">
              Questions fréquentes
            </h2>
            <FaqAccordion items={s.faq} />
          </div>
        </section>
      )}

      <CtaBanner
        title="Un projet en tête ?"
        text="Décrivez-nous votre projet : nous revenons vers vous pour convenir d'un rendez-vous et vous remettre un devis gratuit."
      />
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Service non trouvé",
  text: "Ce service n'existe pas ou n'est plus proposé.",
  back: "/services",
  backLabel: "Retour aux services",
});
