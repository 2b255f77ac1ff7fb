import { Clock, Mail } from "lucide-react";
import { useBusiness } from "#app/lib/business.ts";
import { data, Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/article";
import { servicesContext } from "#server/context.ts";
import type { ArticleRow } from "#server/modules/content/types.ts";
import { previewRow } from "#app/lib/preview.server.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { perContentVersion } from "#app/lib/content-memo.server.ts";
import { renderMarkdown } from "#server/modules/content/markdown.server.ts";
import { articleCategoryLabel } from "#domain/schemas/categories.ts";
import { formatDateLong, readingTime } from "#domain/text.ts";
import { BackLink } from "#app/components/site/back-link.tsx";
import { CtaBanner } from "#app/components/site/cta-banner.tsx";
import { NotFoundMessage } from "#app/components/site/not-found-message.tsx";
import { ShareButton } from "#app/components/site/share-button.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { frenchSpacing } from "#domain/typography.ts";
import { Seo } from "#app/components/site/seo.tsx";
import { articleJsonLd, breadcrumbJsonLd } from "#app/lib/json-ld.ts";
import { sitePaths } from "#app/lib/paths.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const preview = await previewRow<ArticleRow>(request, context, "articles");
  if (preview) return articleData(services, preview);
  // Drafts are not published: getArticle answers null for them, hence the same 404 (the preview shows them).
  const slug = String(params.slug);
  return perContentVersion(services, `article:${slug}`, async () => {
    const article = await services.content.getArticle(slug);
    if (!article) throw data({ notFound: "article" }, { status: 404 });
    return articleData(services, article);
  });
}

function articleData(services: Parameters<typeof withMedia>[0], article: ArticleRow) {
  return withMedia(services, {
    title: article.title,
    slug: article.slug,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    excerpt: article.excerpt,
    category: article.category,
    createdAt: article.createdAt,
    featuredImage: article.featuredImage,
    readingTime: readingTime(article.content),
    html: renderMarkdown(article.content),
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
  });
}

export default function Article({ loaderData: a }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const business = useBusiness();
  const date = new Date(a.createdAt);
  return (
    <>
      <Seo
        fullTitle={Boolean(a.metaTitle)}
        title={a.metaTitle || a.title}
        description={a.metaDescription || a.excerpt}
        path={`/blog/${a.slug}`}
        image={a.featuredImage}
        type="article"
        jsonLd={[
          breadcrumbJsonLd(siteUrl, [
            { name: "Blog", path: "/blog" },
            { name: a.title, path: `/blog/${a.slug}` },
          ]),
          articleJsonLd(
            siteUrl,
            {
              title: a.title,
              excerpt: a.excerpt,
              slug: a.slug,
              image: a.featuredImage,
              publishedAt: new Date(a.publishedAt ?? a.createdAt).toISOString(),
              modifiedAt: new Date(a.updatedAt).toISOString(),
            },
            business,
          ),
        ]}
      />
      <article>
        <header className="border-b border-line bg-cream">
          <div className="container-site max-w-3xl py-10 md:py-16">
            <BackLink to={sitePaths.blog}>Retour au blog</BackLink>
            <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
              <span className="rounded-full bg-sand/70 px-3 py-1 text-xs font-semibold text-walnut-dark">
                {articleCategoryLabel(a.category)}
              </span>
              <time dateTime={date.toISOString()}>{formatDateLong(date)}</time>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {a.readingTime} min de lecture
              </span>
            </div>
            <h1 className="mt-5 text-4xl leading-[1.1] font-semibold text-balance md:text-5xl">
              {frenchSpacing(a.title)}
            </h1>
            {a.excerpt && <p className="mt-5 text-lg leading-relaxed text-muted md:text-xl">{a.excerpt}</p>}
          </div>
        </header>
        <div className="container-site max-w-3xl py-10 md:py-14">
          {a.featuredImage && (
            <Picture
              src={a.featuredImage}
              alt={`Illustration de l'article : ${a.title}`}
              priority
              sizes="(min-width: 800px) 720px, 100vw"
              className="mb-10 aspect-[3/2] w-full rounded-3xl object-cover shadow-card"
            />
          )}
          <div className="prose-wood" dangerouslySetInnerHTML={{ __html: a.html }} />
          <div className="mt-12 flex flex-wrap items-center gap-3 border-t border-line pt-8">
            <ShareButton title={a.title} text={a.excerpt} />
            <Link to={sitePaths.contact} className="btn-primary">
              <Mail aria-hidden="true" className="size-4" />
              Nous contacter
            </Link>
          </div>
        </div>
      </article>
      <CtaBanner
        title="Un projet en tête ?"
        text="Nos menuisiers vous conseillent et vous remettent un devis gratuit et sans engagement."
      />
    </>
  );
}

/** docs/product.md §2: a missing or failing article shows the same message (with its own status code). */
export function ErrorBoundary() {
  return (
    <NotFoundMessage
      title="Article non trouvé"
      text="Cet article n'existe pas ou n'est plus disponible."
      back="/blog"
      backLabel="Retour au blog"
    />
  );
}
