import type { Route } from "./+types/blog";
import { useRouteLoaderData } from "react-router";
import { servicesContext } from "#server/context.ts";
import { ofName } from "#domain/business.ts";
import { useBusiness } from "#app/lib/business.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { ArticleCard } from "#app/components/site/article-card.tsx";
import { CtaBanner } from "#app/components/site/cta-banner.tsx";
import { BlogBanner } from "#app/components/site/blog-banner.tsx";
import { Seo } from "#app/components/site/seo.tsx";
import { breadcrumbJsonLd } from "#app/lib/json-ld.ts";
import { CardGrid } from "#app/components/site/card-grid.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return withMedia(services, { articles: await services.content.listArticleSummaries() });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const { articles } = loaderData;
  const business = useBusiness();
  return (
    <>
      <Seo
        title="Blog & Actualités"
        description={`Conseils de menuisier, choix des essences de bois, entretien et coulisses de nos réalisations : le blog ${ofName(business.name)}, menuiserie sur mesure en ${business.address.region}.`}
        path="/blog"
        jsonLd={[breadcrumbJsonLd(siteUrl, [{ name: "Blog", path: "/blog" }])]}
      />
      <BlogBanner />
      <section aria-label="Articles publiés" className="container-site py-16 md:py-24">
        {articles.length === 0 ? (
          <p className="mx-auto max-w-xl rounded-2xl border border-dashed border-line bg-white p-10 text-center text-lg text-muted">
            Aucun article publié
          </p>
        ) : (
          <CardGrid items={articles} keyOf={(x) => x.slug}>
            {(x) => <ArticleCard article={x} headingLevel={2} />}
          </CardGrid>
        )}
      </section>
      <CtaBanner
        title="Un projet en tête ?"
        text="Cuisine, dressing, escalier ou cave à vin : parlons-en. Le devis est gratuit et sans engagement."
        action="Contactez-nous"
      />
    </>
  );
}
