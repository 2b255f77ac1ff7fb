import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/page";
import { servicesContext } from "#server/context.ts";
import type { PageRow } from "#server/modules/content/types.ts";
import { previewRow } from "#app/lib/preview.server.ts";
import { renderMarkdown } from "#server/modules/content/markdown.server.ts";
import { formatDateLong } from "#domain/text.ts";
import { Seo } from "#app/components/site/seo.tsx";
import { useBusiness } from "#app/lib/business.ts";
import { breadcrumbJsonLd } from "#app/lib/json-ld.ts";
import { AudienceNotice, LegalNotice } from "#app/components/site/legal/legal-notice.tsx";

/** Published pages of the admin's 'pages' type at /{slug}; anything else is the 404 page. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const page = (await previewRow<PageRow>(request, context, "pages")) ?? (await content.getPage(String(params.slug)));
  if (!page) throw data(null, { status: 404 });
  return {
    slug: page.slug,
    title: page.title,
    html: renderMarkdown(page.content),
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    updatedAt: page.updatedAt,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const updated = new Date(loaderData.updatedAt);
  const business = useBusiness();
  return (
    <article>
      <Seo
        fullTitle={Boolean(loaderData.metaTitle)}
        title={loaderData.metaTitle || loaderData.title}
        description={
          loaderData.metaDescription ||
          `${loaderData.title} – ${business.name}, ${business.trade.toLowerCase()} à ${business.address.city} (${business.address.region}).`
        }
        path={`/${loaderData.slug}`}
        jsonLd={[breadcrumbJsonLd(siteUrl, [{ name: loaderData.title, path: `/${loaderData.slug}` }])]}
      />
      <header className="border-b border-line bg-cream">
        <div className="container-site max-w-3xl py-12 md:py-16">
          <p className="mb-4 text-xs font-semibold tracking-[0.2em] text-oak-dark uppercase">Informations</p>
          <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">{loaderData.title}</h1>
          <p className="mt-4 text-sm text-muted">
            Dernière mise à jour : <time dateTime={updated.toISOString()}>{formatDateLong(updated)}</time>
          </p>
        </div>
      </header>
      <div className="container-site max-w-3xl space-y-8 py-12 md:py-16">
        {/* Generated from the 'Entreprise' settings and from the code; the page's text follows. */}
        {loaderData.slug === "mentions-legales" && <LegalNotice />}
        <div className="prose-wood" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
        {loaderData.slug === "politique-de-confidentialite" && <AudienceNotice />}
      </div>
    </article>
  );
}
