import type { Route } from "./+types/blog";
import { useRouteLoaderData } from "react-router";
import { servicesContext } from "../../../server/context";
import { withMedia } from "../../lib/media-meta.server";
import { ArticleCard } from "../../components/site/article-card";
import { CtaBanner } from "../../components/site/cta-banner";
import { BlogBanner } from "../../components/site/blog-banner";
import { Seo } from "../../components/site/seo";
import { breadcrumbJsonLd } from "../../lib/json-ld";
import { CardGrid } from "../../components/site/card-grid";
import { useBusiness } from "../../lib/business";
import { ofName } from "../../../domain/business";

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  return withMedia(context.get(servicesContext), { articles: await content.listArticleSummaries() });
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
