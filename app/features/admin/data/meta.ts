/** Admin pages are never indexed (docs/product.md: noindex; also absent from any sitemap). */
export function adminMeta(title: string, matches?: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  // The business's name from the root loader ('Entreprise' settings), when it answered.
  const root = matches?.find((m) => m?.id === "root")?.loaderData as { business?: { name: string } } | undefined;
  return [
    { title: [title, "Administration", root?.business?.name].filter(Boolean).join(" · ") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Sent with every admin page too, for crawlers that ignore the meta tag. */
export const noindexHeaders = { "X-Robots-Tag": "noindex, nofollow" };
