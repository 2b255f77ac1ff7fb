import { ArrowRight, Check, MapPin } from "lucide-react";
import { data, Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/realisation";
import { servicesContext } from "#server/context.ts";
import type { ProjectRow } from "#server/modules/content/types.ts";
import { previewRow } from "#app/lib/preview.server.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { projectCard } from "#app/lib/cards.server.ts";
import { renderMarkdown } from "#server/modules/content/markdown.server.ts";
import { portfolioCategoryLabel } from "#domain/schemas/categories.ts";
import { BackLink } from "#app/components/site/back-link.tsx";
import { notFoundBoundary } from "#app/components/site/not-found-message.tsx";
import { ProjectCard } from "#app/components/site/project-card.tsx";
import { ProjectCarousel } from "#app/components/site/project-carousel.tsx";
import { ProjectFacts } from "#app/components/site/project-facts.tsx";
import { Stars } from "#app/ui/stars.tsx";
import { frenchSpacing } from "#domain/typography.ts";
import { projectPhotos, shownPairs } from "#domain/project-images.ts";
import { BeforeAfter } from "#app/components/site/before-after.tsx";
import { Seo } from "#app/components/site/seo.tsx";
import { breadcrumbJsonLd } from "#app/lib/json-ld.ts";
import { CardGrid } from "#app/components/site/card-grid.tsx";
import { HowWeCollect, ReviewDates } from "#app/components/site/reviews/review-card.tsx";
import { originLabel } from "#domain/reviews.ts";
import { sitePaths } from "#app/lib/paths.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : NaN;
  const project = (await previewRow<ProjectRow>(request, context, "portfolio")) ?? (await content.getProject(id));
  if (!project) throw data({ notFound: "project" }, { status: 404 });
  const similar = await content.listSimilarProjects(project.category, project.id, 3);
  // The main photo first, then the gallery: the same photo as the cards (domain/project-images.ts).
  const images = projectPhotos(project.featuredImage, project.gallery);
  return withMedia(context.get(servicesContext), {
    project: {
      id: project.id,
      title: project.title,
      category: project.category,
      location: project.location,
      description: project.description,
      html: renderMarkdown(project.fullDescription || project.content),
      images,
      beforeAfter: shownPairs(project.beforeAfter ?? [], images),
      details: project.details,
      specifications: project.specifications,
      testimonial: project.testimonial,
      /** A project's testimonial is published with the project (docs/avis.md). */
      publishedAt: (project.publishedAt ?? project.updatedAt).toISOString(),
      metaTitle: project.metaTitle,
      metaDescription: project.metaDescription,
    },
    similar: similar.map(projectCard),
  });
}

export default function Realisation({ loaderData }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const { project: p, similar } = loaderData;
  return (
    <>
      <Seo
        fullTitle={Boolean(p.metaTitle)}
        title={p.metaTitle || `${p.title} à ${p.location}`}
        description={p.metaDescription || p.description}
        path={`/realisation/${p.id}`}
        image={p.images[0]}
        jsonLd={[
          breadcrumbJsonLd(siteUrl, [
            { name: "Réalisations", path: "/realisations" },
            { name: p.title, path: `/realisation/${p.id}` },
          ]),
        ]}
      />
      <div className="container-site py-8 md:py-12">
        <BackLink to={sitePaths.portfolio}>Toutes nos réalisations</BackLink>
        <div className="mt-6 grid gap-10 lg:grid-cols-[1.35fr_1fr] lg:gap-14">
          <ProjectCarousel key={p.id} images={p.images} title={p.title} />
          <div>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className="rounded-full bg-sand/70 px-3 py-1 font-semibold text-walnut-dark">
                {portfolioCategoryLabel(p.category)}
              </span>
              {p.location && (
                <span className="inline-flex items-center gap-1.5 text-muted">
                  <MapPin aria-hidden="true" className="size-4 text-oak-dark" />
                  {p.location}
                </span>
              )}
            </div>
            <h1 className="mt-4 text-3xl leading-tight font-semibold text-balance md:text-4xl">
              {frenchSpacing(p.title)}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-muted">{p.description}</p>
            <div className="mt-8">
              <h2 className="sr-only">Détails du projet</h2>
              <ProjectFacts details={p.details} />
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={sitePaths.contact} className="btn-accent">
                Un projet similaire ? Demandez un devis
              </Link>
              <Link to={sitePaths.portfolio} className="btn-outline">
                Voir toutes nos réalisations
              </Link>
            </div>
          </div>
        </div>
      </div>

      <div className="container-site grid gap-12 pb-16 md:pb-24 lg:grid-cols-[1.35fr_1fr] lg:gap-14">
        <div className="space-y-12">
          {p.beforeAfter.length > 0 && (
            <section aria-labelledby="compare-title">
              <h2 id="compare-title" className="text-2xl font-semibold md:text-3xl">
                Avant, après
              </h2>
              <p className="mt-2 text-muted noscript:hidden">
                Faites glisser le curseur (ou utilisez les flèches du clavier) pour comparer.
              </p>
              <div className="mt-5 space-y-8">
                {p.beforeAfter.map((pair, i) => (
                  <BeforeAfter
                    key={`${pair.before} ${pair.after}`}
                    pair={pair}
                    title={p.title}
                    label={
                      p.beforeAfter.length > 1 ? `Avant / après ${i + 1} sur ${p.beforeAfter.length}` : "Avant / après"
                    }
                  />
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="story-title">
            <h2 id="story-title" className="text-2xl font-semibold md:text-3xl">
              L'histoire du projet
            </h2>
            <div className="prose-wood mt-2" dangerouslySetInnerHTML={{ __html: p.html }} />
          </section>
        </div>
        <div className="space-y-8">
          {p.specifications.length > 0 && (
            <section aria-labelledby="specs-title" className="rounded-2xl border border-line bg-white p-7 shadow-card">
              <h2 id="specs-title" className="text-2xl font-semibold">
                Caractéristiques
              </h2>
              <ul className="mt-5 space-y-3">
                {p.specifications.map((s) => (
                  <li key={s} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                    <span>{s}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {p.testimonial && (
            <section aria-labelledby="testimonial-title" className="rounded-2xl bg-forest p-7 text-cream shadow-card">
              <h2 id="testimonial-title" className="text-2xl font-semibold text-cream">
                L'avis du client
              </h2>
              <figure className="mt-4" data-review="projet">
                <Stars rating={p.testimonial.rating} className="[&_svg]:fill-oak [&_svg]:text-oak" />
                <blockquote className="mt-4 font-serif text-lg leading-relaxed text-cream italic">
                  <p>« {p.testimonial.content} »</p>
                </blockquote>
                <figcaption className="mt-4">
                  <span className="block font-semibold text-sand">{p.testimonial.client}</span>
                  <span className="mt-2 block text-xs text-sand">{originLabel("entreprise")}</span>
                  <ReviewDates
                    workMonth={p.testimonial.workMonth ?? null}
                    publishedAt={p.publishedAt}
                    className="mt-2 text-sand"
                  />
                  <HowWeCollect className="mt-3 text-cream hover:text-oak" />
                </figcaption>
              </figure>
            </section>
          )}
        </div>
      </div>

      {similar.length > 0 && (
        <section aria-labelledby="similar-title" className="bg-cream py-16 md:py-24">
          <div className="container-site">
            <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
              <h2 id="similar-title" className="text-3xl font-semibold md:text-4xl">
                Projets similaires
              </h2>
              <Link
                to={sitePaths.portfolio}
                className="inline-flex items-center gap-1.5 font-semibold text-walnut hover:text-forest"
              >
                Toutes nos réalisations
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            <CardGrid items={similar} keyOf={(x) => x.id}>
              {(x) => <ProjectCard project={x} />}
            </CardGrid>
          </div>
        </section>
      )}
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Réalisation non trouvée",
  text: "Ce projet n'existe pas ou n'est plus présenté.",
  back: "/realisations",
  backLabel: "Retour aux réalisations",
});
