import type { Route } from "./+types/realisations";
import { data, useRouteLoaderData } from "react-router";
import { servicesContext } from "#server/context.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { perContentVersion } from "#app/lib/content-memo.server.ts";
import { projectCard } from "#app/lib/cards.server.ts";
import { CtaBanner } from "#app/components/site/cta-banner.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Pagination } from "#app/components/site/pagination.tsx";
import { FilterLinks } from "#app/components/site/filter-links.tsx";
import { ProjectCard } from "#app/components/site/project-card.tsx";
import { Seo } from "#app/components/site/seo.tsx";
import { breadcrumbJsonLd } from "#app/lib/json-ld.ts";
import { CardGrid } from "#app/components/site/card-grid.tsx";
import { useBusiness } from "#app/lib/business.ts";
import { nameWithArticle } from "#domain/business.ts";
import { galleryCategories, type GalleryCategory } from "#domain/schemas/categories.ts";
import { PROJECTS_PAGE_SIZE, pagePath, parsePageSegment } from "#domain/pagination.ts";

const isGalleryCategory = (value: string): value is GalleryCategory => galleryCategories.some((c) => c.value === value);

/**
 * /realisations, /realisations/page/{n}, /realisations/categorie/{category}[/page/{n}]: 24 projects
 * a page in the artisan's order, filtered by a gallery category. Past the end: 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = parsePageSegment(params.page);
  const gallery = params.category;
  if (page === null || params.page === "1" || (gallery !== undefined && !isGalleryCategory(gallery))) {
    throw data(null, { status: 404 });
  }
  return perContentVersion(services, `realisations:${gallery ?? ""}:${page}`, async () => {
    const list = await services.content.pageProjects({ page, pageSize: PROJECTS_PAGE_SIZE, gallery });
    if (page > list.pageCount) throw data(null, { status: 404 });
    return withMedia(services, {
      projects: list.items.map(projectCard),
      page: list.page,
      pageCount: list.pageCount,
      category: gallery ?? null,
    });
  });
}

export default function Realisations({ loaderData }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const business = useBusiness();
  const { projects, page, pageCount, category } = loaderData;
  const base = category ? `/realisations/categorie/${category}` : "/realisations";
  const label = galleryCategories.find((c) => c.value === category)?.label;
  const suffix = page > 1 ? ` – page ${page}` : "";
  return (
    <>
      <Seo
        title={`${label ? `Réalisations : ${label}` : `Nos réalisations en ${business.address.region}`}${suffix}`}
        description={`Cuisines, dressings, escaliers, bibliothèques, caves à vin, pergolas : découvrez les projets de menuiserie sur mesure réalisés par ${nameWithArticle(business.name)} en ${business.address.region}.`}
        path={pagePath(base, page)}
        prev={page > 1 ? pagePath(base, page - 1) : undefined}
        next={page < pageCount ? pagePath(base, page + 1) : undefined}
        jsonLd={[breadcrumbJsonLd(siteUrl, [{ name: "Réalisations", path: "/realisations" }])]}
      />
      <PageHero
        eyebrow="Nos réalisations"
        title="Des projets pensés pour ceux qui les habitent"
        lead="De Bordeaux au Bassin d'Arcachon, une sélection d'ouvrages conçus, fabriqués et posés par notre équipe."
      />
      <section aria-label="Liste des réalisations" className="container-site py-16 md:py-24">
        <FilterLinks
          label="Catégories de réalisations"
          items={[{ value: null, label: "Tout" }, ...galleryCategories].map((c) => ({
            href: c.value ? `/realisations/categorie/${c.value}` : "/realisations",
            label: c.label,
            current: c.value === category,
          }))}
        />
        {projects.length === 0 ? (
          <p className="mx-auto max-w-xl rounded-2xl border border-dashed border-line bg-white p-10 text-center text-lg text-muted">
            Aucune réalisation dans cette catégorie pour le moment.
          </p>
        ) : (
          <CardGrid items={projects} keyOf={(x) => x.id}>
            {(x) => <ProjectCard project={x} headingLevel={2} />}
          </CardGrid>
        )}
        <Pagination base={base} page={page} pageCount={pageCount} label="Pages des réalisations" />
      </section>
      <CtaBanner
        title="Un projet en tête ?"
        text="Chaque réalisation a commencé par une conversation. Racontez-nous la vôtre : le devis est gratuit et sans engagement."
      />
    </>
  );
}
