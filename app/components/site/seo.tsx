import { useRouteLoaderData } from "react-router";
import { useBusiness } from "#app/lib/business.ts";
import { ogImage } from "#app/lib/json-ld.ts";

export interface SeoProps {
  /** Page title without the site name (added here), or the full title when `fullTitle` (the name is added if it lacks it). */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Path of the canonical URL, e.g. /blog/mon-article. */
  path: string;
  image?: string | null;
  type?: "website" | "article";
  /** Extra JSON-LD blocks of this page (the business block is rendered by the layout). */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
  /** Paths of the previous and next pages of a paged list (`rel="prev"` / `rel="next"`). */
  prev?: string;
  next?: string;
}

/** Title, description, canonical, Open Graph / Twitter tags and JSON-LD of a public page (hoisted into <head> by React). */
export function Seo({
  title,
  fullTitle,
  description,
  path,
  image,
  type = "website",
  jsonLd = [],
  noindex,
  prev,
  next,
}: SeoProps) {
  const business = useBusiness();
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  // Every page's title carries the business name: a full title (an SEO title typed by the artisan)
  // keeps its own when it already names the business or ends with a site name (« … | Lartigue »).
  const named = title.includes(business.name) || / \| [^|]+$/.test(title);
  const fullPageTitle = fullTitle && named ? title : `${title} | ${business.name}`;
  const canonical = `${siteUrl}${path}`;
  const img = ogImage(siteUrl, image);
  return (
    <>
      <title>{fullPageTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {prev && <link rel="prev" href={`${siteUrl}${prev}`} />}
      {next && <link rel="next" href={`${siteUrl}${next}`} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:title" content={fullPageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={img} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullPageTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={img} />
      {jsonLd.map((block, i) => (
        <JsonLd key={i} data={block} />
      ))}
    </>
  );
}

/** A JSON-LD data block; `<` is escaped so content can never close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
