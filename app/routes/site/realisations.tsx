import type { Route } from "./+types/realisations";
import { useRouteLoaderData } from "react-router";
import { servicesContext } from "#server/context.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { projectCard } from "#app/lib/cards.server.ts";
import { CtaBanner } from "#app/components/site/cta-banner.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { ProjectCard } from "#app/components/site/project-card.tsx";
import { Seo } from "#app/components/site/seo.tsx";
import { breadcrumbJsonLd } from "#app/lib/json-ld.ts";
import { CardGrid } from "#app/components/site/card-grid.tsx";
import { useBusiness } from "#app/lib/business.ts";
import { nameWithArticle } from "#domain/business.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const projects = await content.listProjects();
  return withMedia(context.get(servicesContext), {
    projects: projects.map(projectCard),
  });
}

export default function Realisations({ loaderData }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const business = useBusiness();
  return (
    <>
      <Seo
        title={`Nos réalisations en ${business.address.region}`}
        description={`Cuisines, dressings, escaliers, bibliothèques, caves à vin, pergolas : découvrez les projets de menuiserie sur mesure réalisés par ${nameWithArticle(business.name)} en ${business.address.region}.`}
        path="/realisations"
        jsonLd={[breadcrumbJsonLd(siteUrl, [{ name: "Réalisations", path: "/realisations" }])]}
      />
      <PageHero
        eyebrow="Nos réalisations"
        title="Des projets pensés pour ceux qui les habitent"
        lead="De Bordeaux au Bassin d'Arcachon, une sélection d'ouvrages conçus, fabriqués et posés par notre équipe."
      />
      <section aria-label="Liste des réalisations" className="container-site py-16 md:py-24">
        <CardGrid items={loaderData.projects} keyOf={(x) => x.id}>
          {(x) => <ProjectCard project={x} headingLevel={2} />}
        </CardGrid>
      </section>
      <CtaBanner
        title="Un projet en tête ?"
        text="Chaque réalisation a commencé par une conversation. Racontez-nous la vôtre : le devis est gratuit et sans engagement."
      />
    </>
  );
}
