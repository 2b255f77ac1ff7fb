import type { ContentType } from "./categories.ts";

/** Public address of a content item (docs/product.md §2): where "Aperçu" opens it. */
export function publicPath(type: ContentType, item: { id: number; slug: string }): string {
  switch (type) {
    case "articles":
      return `/blog/${item.slug}`;
    case "services":
      return `/services/${item.slug}`;
    case "portfolio":
      return `/realisation/${item.id}`;
    case "pages":
      return `/${item.slug}`;
  }
}

/** Admin editor of a content item: articles open the simple article editor, the others the generic one. */
export function editorPath(type: ContentType, id: number | "new"): string {
  return `/admin/editor/${type}/${id}`;
}

export function isContentType(value: string | undefined): value is ContentType {
  return value === "articles" || value === "services" || value === "portfolio" || value === "pages";
}
