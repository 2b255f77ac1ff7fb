import type { ContentType } from "#domain/content-types.ts";
import type { BeforeAfterPair } from "#domain/project-images.ts";
import type { ContentItem, MediaItem, ProjectDetails, ProjectTestimonial } from "../data/types";

/** Every field the generic editor can show; each type sends only its own (docs/product.md §3). */
export interface EditorValues {
  title: string;
  slug: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  isPublished: boolean;
  media: MediaItem[];
  excerpt: string;
  category: string;
  featuredImage: string;
  shortDescription: string;
  fullDescription: string;
  icon: string;
  features: string[];
  faq: { question: string; answer: string }[];
  location: string;
  description: string;
  gallery: string[];
  details: ProjectDetails;
  specifications: string[];
  testimonial: ProjectTestimonial | null;
  beforeAfter: BeforeAfterPair[];
}

export function emptyValues(type: ContentType, category?: string): EditorValues {
  return {
    title: "",
    slug: "",
    content: "",
    metaTitle: "",
    metaDescription: "",
    isPublished: false,
    media: [],
    excerpt: "",
    category: category ?? (type === "portfolio" ? "agencement" : "blog"),
    featuredImage: "",
    shortDescription: "",
    fullDescription: "",
    icon: "",
    features: [],
    faq: [],
    location: "",
    description: "",
    gallery: [],
    details: { surface: "", duree: "", materiau: "", budget: "" },
    specifications: [],
    testimonial: null,
    beforeAfter: [],
  };
}

export function valuesFromItem(type: ContentType, item: ContentItem): EditorValues {
  const base = emptyValues(type, item.category);
  return {
    ...base,
    title: item.title,
    slug: item.slug,
    content: item.content ?? "",
    metaTitle: item.metaTitle ?? "",
    metaDescription: item.metaDescription ?? "",
    isPublished: item.isPublished,
    media: item.media ?? [],
    excerpt: item.excerpt ?? "",
    featuredImage: item.featuredImage ?? item.image ?? "",
    shortDescription: item.shortDescription ?? "",
    fullDescription: item.fullDescription ?? "",
    icon: item.icon ?? "",
    features: item.features ?? [],
    faq: item.faq ?? [],
    location: item.location ?? "",
    description: item.description ?? "",
    gallery: item.gallery ?? [],
    details: { ...base.details, ...(item.details ?? {}) },
    specifications: item.specifications ?? [],
    testimonial: item.testimonial ?? null,
    beforeAfter: item.beforeAfter ?? [],
  };
}

/** The body of POST/PUT for the type (docs/product.md §7): common fields plus the type's own. */
export function payloadFor(type: ContentType, v: EditorValues, publishedAt?: string): Record<string, unknown> {
  const common = {
    title: v.title,
    slug: v.slug,
    content: v.content,
    metaTitle: v.metaTitle,
    metaDescription: v.metaDescription,
    isPublished: v.isPublished,
    media: v.media,
    ...(publishedAt ? { publishedAt } : {}),
  };
  const clean = (list: string[]) => list.map((s) => s.trim()).filter(Boolean);
  switch (type) {
    case "articles":
      return {
        ...common,
        excerpt: v.excerpt,
        category: v.category,
        featuredImage: v.featuredImage || null,
        authorId: 1,
      };
    case "services":
      return {
        ...common,
        // Services are shown from their full description; `content` mirrors it.
        content: v.fullDescription,
        shortDescription: v.shortDescription,
        fullDescription: v.fullDescription,
        icon: v.icon,
        featuredImage: v.featuredImage || null,
        features: clean(v.features),
        faq: v.faq.filter((f) => f.question.trim() || f.answer.trim()),
      };
    case "portfolio":
      return {
        ...common,
        content: v.fullDescription,
        location: v.location,
        category: v.category,
        description: v.description,
        fullDescription: v.fullDescription,
        featuredImage: v.featuredImage || null,
        gallery: clean(v.gallery),
        details: v.details,
        specifications: clean(v.specifications),
        testimonial:
          v.testimonial && (v.testimonial.client.trim() || v.testimonial.content.trim()) ? v.testimonial : null,
        beforeAfter: v.beforeAfter,
      };
    case "pages":
      return common;
  }
}

/**
 * Browser-side check with the server's own schema (editor-validation.ts, docs/product.md §5
 * messages). Its code (zod and the content schemas, ~26 KB) loads at the first check — an autosave
 * or a save — not with the editor (decision 060).
 */
export async function checkPayload(
  type: ContentType,
  payload: Record<string, unknown>,
): Promise<{ errors: Record<string, string>; summary: string } | null> {
  const { validatePayload } = await import("./editor-validation");
  return validatePayload(type, payload);
}

/** Field errors of a 400 answer (`{ message, errors }`) or the slug of a 409. */
export function serverFieldErrors(status: number, body: string): Record<string, string> {
  try {
    const parsed = JSON.parse(body) as { message?: string; errors?: Record<string, string> };
    if (status === 409 && parsed.message) return { slug: parsed.message };
    return parsed.errors ?? {};
  } catch {
    return {};
  }
}
