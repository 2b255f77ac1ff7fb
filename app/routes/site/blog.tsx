import type { Route } from "./+types/blog";
import { data, useRouteLoaderData } from "react-router";
import { servicesContext } from "#server/context.ts";
import { ofName } from "#domain/business.ts";
import { articleCategoryLabel } from "#domain/schemas/categories.ts";
import { PUBLIC_PAGE_SIZE, pagePath, parsePageSegment } from "#domain/pagination.ts";
import { useBusiness } from "#app/lib/business.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { ArticleCard } from "#app/components/site/article-card.tsx";
import { CtaBanner } from "#app/components/site/cta-banner.tsx";
import { BlogBanner } from "#app/components/site/blog-banner.tsx";
import { Pagination } from "#app/components/site/pagination.tsx";
import { FilterLinks } from "#app/components/site/filter-links.tsx";
import { Seo } from "#app/components/site/seo.tsx";
import { breadcrumbJsonLd } from "#app/lib/json-ld.ts";
import { CardGrid } from "#app/components/site/card-grid.tsx";

/** A category segment: lowercase letters, digits and hyphens (anything else cannot be one). */
const isCategory = (value: string) => /^[a-z0-9][a-z0-9-]{0,59}$/.test(value);

/**
 * /blog, /blog/page/{n}, /blog/categorie/{category}[/page/{n}]: 12 articles a page, newest first.
 * A page past the end, `/blog/page/1` (the list's own address is its first page) or a category
 * without published article answer 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = parsePageSegment(params.page);
  const category = params.category;
  if (page === null || params.page === "1" || (category !== undefined && !isCategory(category))) {
    throw data(null, { status: 404 });
  }
  const [list, categories] = await Promise.all([
    services.content.pageArticleSummaries({ page, pageSize: PUBLIC_PAGE_SIZE, category }),
    services.content.articleCategories(),
  ]);
  if ((page > 1 && page > list.pageCount) || (category && list.total === 0)) throw data(null, { status: 404 });
  return withMedia(services, {
    articles: list.items,
    page: list.page,
    pageCount: list.pageCount,
    category: category ?? null,
    categories: categories.map((c) => ({ value: c.category, count: c.count })),
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const { articles, page, pageCount, category, categories } = loaderData;
  const business = useBusiness();
  const base = category ? `/blog/categorie/${category}` : "/blog";
  const label = category ? articleCategoryLabel(category) : null;
  const suffix = page > 1 ? ` – page ${page}` : "";
  return (
    <>
      <Seo
        title={`${label ? `Blog : ${label}` : "Blog & Actualités"}${suffix}`}
        description={`Conseils de menuisier, choix des essences de bois, entretien et coulisses de nos réalisations : le blog ${ofName(business.name)}, menuiserie sur mesure en ${business.address.region}.${suffix ? ` Page ${page} sur ${pageCount}.` : ""}`}
        path={pagePath(base, page)}
        prev={page > 1 ? pagePath(base, page - 1) : undefined}
        next={page < pageCount ? pagePath(base, page + 1) : undefined}
        jsonLd={[breadcrumbJsonLd(siteUrl, [{ name: "Blog", path: "/blog" }])]}
      />
      <BlogBanner />
      <section aria-label="Articles publiés" className="container-site py-16 md:py-24">
        {categories.length > 1 && (
          <FilterLinks
            label="Catégories d'articles"
            items={[null, ...categories.map((c) => c.value)].map((value) => ({
              href: value ? `/blog/categorie/${value}` : "/blog",
              label: value ? articleCategoryLabel(value) : "Tous les articles",
              current: value === category,
            }))}
          />
        )}
        {articles.length === 0 ? (
          <p className="mx-auto max-w-xl rounded-2xl border border-dashed border-line bg-white p-10 text-center text-lg text-muted">
            Aucun article publié
          </p>
        ) : (
          <CardGrid items={articles} keyOf={(x) => x.slug}>
            {(x) => <ArticleCard article={x} headingLevel={2} />}
          </CardGrid>
        )}
        <Pagination base={base} page={page} pageCount={pageCount} label="Pages du blog" />
      </section>
      <CtaBanner
        title="Un projet en tête ?"
        text="Cuisine, dressing, escalier ou cave à vin : parlons-en. Le devis est gratuit et sans engagement."
        action="Contactez-nous"
      />
    </>
  );
}
