import type { Route } from "./+types/services";
import { data, useRouteLoaderData } from "react-router";
import { servicesContext } from "#server/context.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { serviceCard } from "#app/lib/cards.server.ts";
import { CtaBanner } from "#app/components/site/cta-banner.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { ServiceCard } from "#app/components/site/service-card.tsx";
import { Seo } from "#app/components/site/seo.tsx";
import { breadcrumbJsonLd } from "#app/lib/json-ld.ts";
import { CardGrid } from "#app/components/site/card-grid.tsx";
import { useBusiness } from "#app/lib/business.ts";
import { ofName } from "#domain/business.ts";
import { SERVICES_PAGE_SIZE, pagePath, parsePageSegment } from "#domain/pagination.ts";
import { Pagination } from "#app/components/site/pagination.tsx";

/** /services and /services/page/{n}; past the end: 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const page = parsePageSegment(params.page);
  if (page === null || params.page === "1") throw data(null, { status: 404 });
  const list = await content.pageServices({ page, pageSize: SERVICES_PAGE_SIZE });
  if (page > list.pageCount) throw data(null, { status: 404 });
  return withMedia(context.get(servicesContext), {
    services: list.items.map(serviceCard),
    page: list.page,
    pageCount: list.pageCount,
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const business = useBusiness();
  const { page, pageCount } = loaderData;
  return (
    <>
      <Seo
        title={`Nos services de menuiserie sur mesure${page > 1 ? ` – page ${page}` : ""}`}
        description={`Cuisines, caves à vin, dressings, escaliers, salles de bain, pergolas et panneaux acoustiques : les services de menuiserie sur mesure ${ofName(business.name)} en ${business.address.region}.`}
        path={pagePath("/services", page)}
        prev={page > 1 ? pagePath("/services", page - 1) : undefined}
        next={page < pageCount ? pagePath("/services", page + 1) : undefined}
        jsonLd={[breadcrumbJsonLd(siteUrl, [{ name: "Services", path: "/services" }])]}
      />
      <PageHero
        eyebrow="Nos services"
        title="Des ouvrages sur mesure, de la conception à la pose"
        lead={`Chaque projet est dessiné pour votre intérieur, fabriqué dans notre atelier de ${business.address.city} et posé par les menuisiers qui l'ont réalisé.`}
        image="/media/seed-about-atelier/1200.webp"
        imageAlt="L'atelier de menuiserie : établi, outils et grande fenêtre sur les pins"
      />
      <section aria-label="Liste des services" className="container-site py-16 md:py-24">
        <CardGrid items={loaderData.services} keyOf={(x) => x.slug} columns="sm:grid-cols-2 lg:grid-cols-3">
          {(x) => <ServiceCard service={x} headingLevel={2} />}
        </CardGrid>
        <Pagination base="/services" page={page} pageCount={pageCount} label="Pages des services" />
      </section>
      <CtaBanner
        title="Un projet en tête ?"
        text="Décrivez-nous votre projet : nous venons prendre les mesures et vous remettons un devis gratuit et sans engagement."
      />
    </>
  );
}
