import type { Route } from "./+types/realisations";
import { useRouteLoaderData } from "react-router";
import { servicesContext } from "../../../server/context";
import { withMedia } from "../../lib/media-meta.server";
import { CtaBanner } from "../../components/site/cta-banner";
import { PageHero } from "../../components/site/page-hero";
import { ProjectCard } from "../../components/site/project-card";
import { Seo } from "../../components/site/seo";
import { breadcrumbJsonLd } from "../../lib/json-ld";
import { CardGrid } from "../../components/site/card-grid";
import { useBusiness } from "../../lib/business";
import { nameWithArticle } from "../../../domain/business";

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const projects = await content.listProjects();
  return withMedia(context.get(servicesContext), {
    projects: projects.map((p) => ({
      id: p.id,
      title: p.title,
      category: p.category,
      location: p.location,
      description: p.description,
      image: p.featuredImage,
    })),
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
