/** Admin pages are never indexed (docs/product.md: noindex; also absent from any sitemap). */
export function adminMeta(title: string) {
  return [{ title: `${title} · Administration · Atelier Lartigue` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Sent with every admin page too, for crawlers that ignore the meta tag. */
export const noindexHeaders = { "X-Robots-Tag": "noindex, nofollow" };
