import { data } from "react-router";
import type { Route } from "./+types/page";
import { servicesContext } from "../../../server/context";
import { renderMarkdown } from "../../../server/services/markdown.server";
import { formatDateLong } from "../../../domain/text";

/** Published pages of the admin's 'pages' type at /{slug}; anything else is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const page = await content.getPage(params.slug);
  if (!page) throw data(null, { status: 404 });
  return {
    title: page.title,
    html: renderMarkdown(page.content),
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    updatedAt: page.updatedAt,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const updated = new Date(loaderData.updatedAt);
  return (
    <article>
      <title>{`${loaderData.metaTitle || loaderData.title} – Atelier Lartigue`}</title>
      {loaderData.metaDescription && <meta name="description" content={loaderData.metaDescription} />}
      <header className="border-b border-line bg-cream">
        <div className="container-site max-w-3xl py-12 md:py-16">
          <p className="mb-4 text-xs font-semibold tracking-[0.2em] text-oak-dark uppercase">Informations</p>
          <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">{loaderData.title}</h1>
          <p className="mt-4 text-sm text-muted">
            Dernière mise à jour : <time dateTime={updated.toISOString()}>{formatDateLong(updated)}</time>
          </p>
        </div>
      </header>
      <div className="container-site max-w-3xl py-12 md:py-16">
        <div className="prose-wood" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      </div>
    </article>
  );
}
