import { contentTypeConfigs, contentTypes, isContentType, type ContentType } from "./content-types.ts";

export { isContentType };

/** Public address of a content item (docs/product.md §2): where "Aperçu" opens it. */
export function publicPath(type: ContentType, item: { id: number; slug: string }): string {
  const config = contentTypeConfigs[type];
  const key = config.publicKey === "id" ? String(item.id) : item.slug;
  return config.publicPrefix ? `/${config.publicPrefix}/${key}` : `/${key}`;
}

/** The canonical admin editor of a content item: /admin/editor/{type}/{id|new}. */
export function editorPath(type: ContentType, id: number | "new"): string {
  return `/admin/editor/${type}/${id}`;
}

/** The preview of an item's draft, rendered by its public page (decision 042). */
export function previewPath(type: ContentType, id: number): string {
  return `/apercu/${type}/${id}`;
}

/** The type's section of /admin/sections (where the generic editor goes back to). */
export function sectionPath(type: ContentType): string {
  return `/admin/sections?section=${type}`;
}

/** Where the admin finds the type's list. */
export function adminListPath(type: ContentType): string {
  return contentTypeConfigs[type].adminList;
}

/**
 * The first prototype's address of an item's editor, which the dashboard and the article screen
 * link to (docs/product.md §2: /admin/articles/{id}/edit, /admin/services/new); the canonical one
 * for a type without such an alias.
 */
export function aliasEditorPath(type: ContentType, id: number | "new"): string {
  const alias = contentTypeConfigs[type].adminAliases[0];
  if (!alias) return editorPath(type, id);
  return id === "new" ? `${alias.prefix}/new` : `${alias.prefix}/${id}/edit`;
}

/** The addresses of /admin/sections opened on one type (/admin/services…). */
export const sectionAliases: readonly { path: string; type: ContentType }[] = contentTypes.flatMap((type) => {
  const path = contentTypeConfigs[type].adminSectionAlias;
  return path ? [{ path, type }] : [];
});

/**
 * Every address of a type's editor (docs/product.md §2), as React Router paths: the canonical
 * /admin/editor/{type}[/:id] and the aliases the registry declares.
 */
export function editorRoutePaths(type: ContentType): string[] {
  const paths = [`/admin/editor/${type}`, `/admin/editor/${type}/:id`];
  for (const alias of contentTypeConfigs[type].adminAliases) {
    const bare = "bare" in alias && alias.bare;
    const editOnly = "editOnly" in alias && alias.editOnly;
    if (bare) paths.push(alias.prefix);
    paths.push(`${alias.prefix}/new`);
    if (!editOnly) paths.push(`${alias.prefix}/:id`);
    paths.push(`${alias.prefix}/:id/edit`);
  }
  return [...new Set(paths)];
}

/** The content type whose editor an admin address opens, else null (the route module's param mapping). */
export function editorTypeOf(pathname: string): ContentType | null {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  for (const type of contentTypes) {
    for (const routePath of editorRoutePaths(type)) {
      const pattern = new RegExp(`^${routePath.replace(/:id/, "[^/]+")}$`);
      if (pattern.test(path)) return type;
    }
  }
  return null;
}
