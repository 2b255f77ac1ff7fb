import type { Route } from "./+types/contact";
import { nameWithArticle } from "#domain/typography.ts";
import { Link, useRouteLoaderData } from "react-router";
import { servicesContext } from "#server/context.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { defaultMapEmbedUrl } from "#domain/map-links.ts";
import { ContactDetails } from "#app/components/site/contact-details.tsx";
import { ContactFormView } from "#app/components/site/contact-form.tsx";
import { Island } from "#app/islands/island.tsx";
import { MapEmbed } from "#app/components/site/map-embed.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { FaqAccordion } from "#app/ui/accordion.tsx";
import { Seo } from "#app/components/site/seo.tsx";
import { useBusiness } from "#app/lib/business.ts";
import { breadcrumbJsonLd, faqJsonLd } from "#app/lib/json-ld.ts";
import { sitePaths } from "#app/lib/paths.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { content, config, business } = context.get(servicesContext);
  const faq = await content.listFaq("contact");
  return withMedia(context.get(servicesContext), {
    faq: faq.map((f) => ({ question: f.question, answer: f.answer })),
    mapEmbedUrl: config.MAP_EMBED_URL ?? defaultMapEmbedUrl(await business.get()),
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  return (
    <>
      <Seo
        title={`Contact et devis gratuit – menuisier à ${business.address.city}`}
        description={`Contactez ${nameWithArticle(business.name)}, menuisier à ${business.address.city} (${business.address.region}) : téléphone, e-mail, horaires, plan d'accès et formulaire pour votre demande de devis gratuit.`}
        path="/contact"
        jsonLd={[breadcrumbJsonLd(siteUrl, [{ name: "Contact", path: "/contact" }]), faqJsonLd(loaderData.faq)]}
      />
      <PageHero
        eyebrow="Contact"
        title="Parlons de votre projet"
        lead="Une question, une idée, un devis ? Écrivez-nous ou passez à l'atelier : nous vous recontactons dans les plus brefs délais."
      />
      <div className="container-site grid gap-12 py-16 md:py-20 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div className="space-y-8">
          {/* The full quote request (photos, plans, budget) as visible as the short message (decision 051). */}
          <aside
            aria-labelledby="devis-detaille-title"
            className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-oak/40 bg-cream p-5"
          >
            <div className="min-w-0 flex-1 basis-64">
              <h2 id="devis-detaille-title" className="text-xl font-semibold">
                Un projet précis ? Demandez votre devis détaillé
              </h2>
              <p className="mt-1 text-sm text-muted">
                Type de projet, dimensions, budget, délai, et vos photos ou plans : tout pour un chiffrage juste.
              </p>
            </div>
            <Link to={sitePaths.quote} className="btn-accent">
              Demande de devis avec photos
            </Link>
          </aside>
          <Island
            name="contact-form"
            component={ContactFormView}
            props={{ phone: { display: business.phone, e164: business.phoneE164 } }}
          />
        </div>
        <aside aria-labelledby="coordonnees-title" className="space-y-8">
          <h2 id="coordonnees-title" className="text-2xl font-semibold">
            Nos coordonnées
          </h2>
          <ContactDetails />
          <MapEmbed embedUrl={loaderData.mapEmbedUrl} />
        </aside>
      </div>
      <section aria-labelledby="contact-faq-title" className="bg-cream py-16 md:py-20">
        <div className="container-site max-w-3xl">
          <h2 id="contact-faq-title" className="mb-8 text-center text-3xl font-semibold md:text-4xl">
            Questions fréquentes
          </h2>
          <FaqAccordion items={loaderData.faq} />
        </div>
      </section>
    </>
  );
}
