import type { ContentItem, ProjectDetails, ProjectTestimonial } from "#server/modules/content/types.ts";
import type { ContentType } from "#domain/content-types.ts";
import type { MediaItem } from "#domain/schemas/content.ts";

/** JSON of a content item as the admin API returns it (docs/product.md §3), inferred from the schema. */
export type { ContentItem, ProjectDetails, ProjectTestimonial };

export type { ContentType, MediaItem };

/** Query keys: the default query function GETs `key.join("/")` (docs/product.md §7). */
export const listKey = (type: ContentType) => [`/api/${type}`] as const;
export const itemKey = (type: ContentType, id: number) => [`/api/${type}`, String(id)] as const;
