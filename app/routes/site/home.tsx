import type { ReactNode } from "react";
import type { Route } from "./+types/home";
import { Link } from "react-router";
import { servicesContext } from "#server/context.ts";
import { defaultMapEmbedUrl } from "#domain/map-links.ts";
import { useBusiness } from "#app/lib/business.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { perContentVersion } from "#app/lib/content-memo.server.ts";
import { projectCard, serviceCard } from "#app/lib/cards.server.ts";
import { CardGrid, MoreLink } from "#app/components/site/card-grid.tsx";
import { ArticleTeasers, pickRandom } from "#app/components/site/home/article-teasers.tsx";
import { ContactSection } from "#app/components/site/home/contact-section.tsx";
import { FaqSection } from "#app/components/site/home/faq-section.tsx";
import { HeroDoors } from "#app/components/site/home/hero-doors.tsx";
import { ProjectGallery } from "#app/components/site/home/project-gallery.tsx";
import { Testimonials } from "#app/components/site/home/testimonials.tsx";
import { ProjectCard } from "#app/components/site/project-card.tsx";
import { SectionHeading } from "#app/components/site/section-heading.tsx";
import { ServiceCard } from "#app/components/site/service-card.tsx";
import { Seo } from "#app/components/site/seo.tsx";
import { faqJsonLd } from "#app/lib/json-ld.ts";
import { Island } from "#app/islands/island.tsx";
import { homeText } from "#domain/home-texts.ts";
import { frenchSpacing } from "#domain/typography.ts";
import { sitePaths } from "#app/lib/paths.ts";
import { Frozen } from "#app/lib/frozen.tsx";

/**
 * Projects of the gallery's 'Tout' (the first ones, in the artisan's order: five rows of three);
 * a category's first 6 are asked by the browser when it is chosen (the page ships what
 * its first view shows, whatever the portfolio's size).
 */
const GALLERY_ALL = 15;
const GALLERY_PER_CATEGORY = 6;
/** Articles drawn at random by the server; the browser shows 3 of them (docs/product.md §2). */
const TEASER_SAMPLE = 9;
/**
 * The articles drawn from: a random pool read once per content version (a minute at most), each page
 * drawing its 9 from it — no query per render, and every article's turn comes within minutes.
 */
const TEASER_POOL = 60;

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { content, config, business, reviews, pageCache } = services;
  // Only what the page shows: its size stays the same however much content the site has. All is read
  // once per content version; each page draws its articles from the pool.
  const [[serviceCards, projects, testimonials, faq], articlePool] = await Promise.all([
    perContentVersion(services, "home", () =>
      Promise.all([
        content.listFirstServices(4),
        content.listFirstProjects(GALLERY_ALL),
        // The newest published reviews (the sort order is said under the grid, D111-17).
        reviews.listPublished("date", 3),
        content.listFaq("accueil"),
      ]),
    ),
    perContentVersion(services, "home:articles", () =>
      content.sampleArticleSummaries(pageCache.enabled ? TEASER_POOL : TEASER_SAMPLE),
    ),
  ]);
  const articles = pickRandom(articlePool, TEASER_SAMPLE);
  return withMedia(services, {
    services: serviceCards.map(serviceCard),
    projects: projects.slice(0, 6).map(projectCard),
    gallery: projects.map(({ id, title, category, location, featuredImage }) => ({
      id,
      title,
      category,
      location,
      image: featuredImage,
    })),
    testimonials,
    articles,
    faq: faq.map((f) => ({ question: f.question, answer: f.answer })),
    mapEmbedUrl: config.MAP_EMBED_URL ?? defaultMapEmbedUrl(await business.get()),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const { services, projects, gallery, testimonials, articles, faq, mapEmbedUrl } = loaderData;
  return (
    <>
      <Seo
        fullTitle
        title={`${business.name} – ${business.trade} à ${business.address.city} (${business.address.region})`}
        description={`Menuisier à ${business.address.city} depuis ${business.foundingYear} : cuisines, dressings, escaliers, caves à vin, portes et aménagements sur mesure en ${business.address.region}. Devis gratuit.`}
        path="/"
        image="/media/seed-hero-atelier/1200.webp"
        jsonLd={[faqJsonLd(loaderData.faq)]}
      />
      <HeroDoors />

      <HomeSection name="services" eyebrow="Savoir-faire" title="Nos services">
        <CardGrid items={services} keyOf={(x) => x.slug} columns="sm:grid-cols-2 lg:grid-cols-4">
          {(x) => <ServiceCard service={x} />}
        </CardGrid>
        <MoreLink to={sitePaths.services} outline>
          Tous nos services
        </MoreLink>
      </HomeSection>

      <HomeSection name="portfolio" eyebrow="Portfolio" title="Nos dernières réalisations" className="bg-cream">
        <CardGrid items={projects} keyOf={(x) => x.id}>
          {(x) => <ProjectCard project={x} />}
        </CardGrid>
        <MoreLink to={sitePaths.portfolio}>Voir toutes nos réalisations</MoreLink>
      </HomeSection>

      <HomeSection name="gallery" eyebrow="Galerie" title="Galerie de projets">
        <Island
          name="project-gallery"
          component={ProjectGallery}
          props={{ items: gallery, perCategory: GALLERY_PER_CATEGORY }}
        />
      </HomeSection>

      <Frozen id="home:testimonials">
        <section aria-labelledby="testimonials-title" className="bg-forest py-20 md:py-28">
          <div className="container-site">
            <div className="mx-auto mb-12 max-w-2xl text-center">
              <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-oak uppercase">Témoignages</p>
              <h2 id="testimonials-title" className="text-3xl font-semibold text-cream md:text-4xl">
                Ils nous ont confié leur projet
              </h2>
            </div>
            <Testimonials items={testimonials} />
            <p className="mt-8 text-center text-sm text-sand">
              Les avis les plus récents.{" "}
              <Link
                to={sitePaths.reviews}
                className="font-semibold text-cream underline underline-offset-2 hover:text-oak"
              >
                Tous les avis et comment nous les recueillons
              </Link>
            </p>
          </div>
        </section>
      </Frozen>

      <section aria-labelledby="articles-title" className="py-20 md:py-28">
        <div className="container-site">
          <SectionHeading eyebrow="Blog" title="Conseils et actualités de l'atelier" id="articles-title" />
          <Island
            name="article-teasers"
            component={ArticleTeasers}
            props={{ articles: articles.map(({ id: _id, ...card }) => card) }}
          />
        </div>
      </section>

      <Frozen id="home:faq">
        <FaqSection items={faq} />
      </Frozen>
      <ContactSection mapEmbedUrl={mapEmbedUrl} />
    </>
  );
}

/**
 * A content section of the home page: its heading with the text set in « Textes du site », rendered
 * once per content version (app/lib/frozen.tsx).
 */
function HomeSection({
  name,
  eyebrow,
  title,
  className = "",
  children,
}: {
  name: "services" | "portfolio" | "gallery";
  eyebrow: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const business = useBusiness();
  return (
    <Frozen id={`home:${name}`}>
      <section aria-labelledby={`${name}-title`} className={`${className} py-20 md:py-28`.trim()}>
        <div className="container-site">
          <SectionHeading eyebrow={eyebrow} title={title} id={`${name}-title`}>
            <p>{frenchSpacing(homeText(name, business))}</p>
          </SectionHeading>
          {children}
        </div>
      </section>
    </Frozen>
  );
}
