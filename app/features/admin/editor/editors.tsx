import type { ComponentType, ReactElement } from "react";
import { contentTypeLabels, type ContentType } from "#domain/content-types.ts";
import { ArticleEditor } from "./article/article-editor.tsx";
import { ContentField } from "./common-fields.tsx";
import { GenericEditor } from "./generic-editor.tsx";
import { PortfolioFields } from "./portfolio-fields.tsx";
import { ServiceFields } from "./service-fields.tsx";
import type { FieldsProps } from "./types.ts";

/** What the editor route knows of the item: its id (null: a new one) and, for an article, its category. */
export interface EditorTarget {
  type: ContentType;
  id: number | null;
  category: string;
}

interface EditorEntry {
  /** The page title (the tab's name). */
  title: (id: number | null) => string;
  render: (target: EditorTarget) => ReactElement;
}

/** The generic editor with the type's own fields (a new type names its fields, or the plain content). */
const generic = (type: ContentType, fields: ComponentType<FieldsProps>): EditorEntry => ({
  title: () => `Éditeur · ${contentTypeLabels[type].plural}`,
  render: ({ id }) => <GenericEditor key={`${type}-${id ?? "new"}`} type={type} id={id} fields={fields} />,
});

/**
 * The one editor of each content type, whatever the address that opens it (docs/product.md §2):
 * articles have the simple article editor, the other types the generic one. A new type must say
 * here which editor it uses (the compiler asks for it).
 */
export const editors: Record<ContentType, EditorEntry> = {
  articles: {
    title: (id) => (id ? "Modifier l'article" : "Nouvel article"),
    render: ({ id, category }) => <ArticleEditor key={id ?? `new-${category}`} id={id} category={category} />,
  },
  services: generic("services", ServiceFields),
  portfolio: generic("portfolio", PortfolioFields),
  pages: generic("pages", ContentField),
};
