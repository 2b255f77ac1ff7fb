import type { ProjectDetails, ProjectTestimonial } from "../../../server/db/schema";
import type { ContentType } from "../../../domain/categories";
import type { MediaItem } from "../../../domain/schemas/content";

export type { ProjectDetails, ProjectTestimonial };

/** JSON of a content item as the API returns it (docs/product.md §3): common fields plus those of its type. */
export interface ContentItem {
  id: number;
  title: string;
  slug: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  isPublished: boolean;
  media: MediaItem[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** Decision 042: optimistic concurrency, schedules, pending draft (admin reads only). */
  version?: number;
  status?: "published" | "scheduled" | "draft";
  publishAt?: string | null;
  unpublishAt?: string | null;
  hasDraft?: boolean;
  draft?: Record<string, unknown> | null;
  // Articles
  excerpt?: string;
  category?: string;
  featuredImage?: string | null;
  authorId?: number;
  // Services
  shortDescription?: string;
  fullDescription?: string;
  icon?: string;
  image?: string | null;
  features?: string[];
  faq?: { question: string; answer: string }[];
  // Portfolio
  location?: string;
  description?: string;
  gallery?: string[];
  details?: ProjectDetails;
  specifications?: string[];
  testimonial?: ProjectTestimonial | null;
}


export type { ContentType, MediaItem };

/** Query keys: the default query function GETs `key.join("/")` (docs/product.md §7). */
export const listKey = (type: ContentType) => [`/api/${type}`] as const;
export const itemKey = (type: ContentType, id: number) => [`/api/${type}`, String(id)] as const;
