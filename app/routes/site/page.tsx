import { data } from "react-router";
import type { Route } from "./+types/page";
import { servicesContext } from "../../../server/context";
import { renderMarkdown } from "../../../server/services/markdown.server";

/** Published pages of the admin's 'pages' type at /{slug}; anything else is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const page = await content.getPage(params.slug);
  if (!page) throw data(null, { status: 404 });
  return { title: page.title, html: renderMarkdown(page.content), metaTitle: page.metaTitle, metaDescription: page.metaDescription };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <article className="container-site max-w-3xl py-16">
      <title>{`${loaderData.metaTitle || loaderData.title} – Atelier Lartigue`}</title>
      {loaderData.metaDescription && <meta name="description" content={loaderData.metaDescription} />}
      <h1 className="mb-8 text-4xl font-semibold">{loaderData.title}</h1>
      <div className="prose-wood" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}
