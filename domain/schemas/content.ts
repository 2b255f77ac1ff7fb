import { z } from "zod";
import { portfolioCategoryValues } from "./categories.ts";
import { monthSchema } from "./month.ts";
import { mediaTypes, type MediaType } from "./media-types.ts";

export { mediaTypes, type MediaType };

/** A URL the site may show: our own paths (/media/…) or an absolute http(s) address. */
export const safeUrl = z
  .string()
  .trim()
  .max(2000, "Adresse trop longue")
  // No backslash anywhere: browsers read `/\evil.example/x.png` as `//evil.example/x.png`.
  .refine(
    (v) => v === "" || (!v.includes("\\") && (/^\/(?!\/)/.test(v) || /^https?:\/\//i.test(v))),
    "Adresse d'image invalide",
  );

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `${max} caractères maximum`)
    .nullish()
    .transform((v) => v ?? "");

export const mediaItemSchema = z.object({
  id: z.string().max(100),
  url: safeUrl,
  type: z.enum(mediaTypes),
  description: optionalText(2000),
  altText: optionalText(500),
  fileName: optionalText(300),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const slugSchema = z
  .string({ error: "Le slug est requis" })
  .trim()
  .min(1, "Le slug est requis")
  .max(200, "200 caractères maximum")
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets",
  );

const common = {
  title: z
    .string({ error: "Le titre est requis" })
    .trim()
    .min(1, "Le titre est requis")
    .max(200, "200 caractères maximum"),
  slug: slugSchema,
  content: optionalText(200_000),
  metaTitle: optionalText(120),
  metaDescription: optionalText(320),
  isPublished: z.boolean().default(false),
  publishedAt: z.coerce
    .date({ error: "Date de publication invalide" })
    .min(new Date("1970-01-01T00:00:00Z"), "La date de publication doit être comprise entre 1970 et 2100")
    .max(new Date("2100-12-31T23:59:59Z"), "La date de publication doit être comprise entre 1970 et 2100")
    .nullish(),
  media: z.array(mediaItemSchema).max(200).default([]),
};

export const articleInputSchema = z.object({
  ...common,
  excerpt: optionalText(1000),
  category: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((v) => v || "blog"),
  featuredImage: safeUrl.nullish().transform((v) => v || null),
  authorId: z.number().int().positive().default(1),
});

const faqEntry = z.object({
  question: z.string().trim().min(1, "La question est requise").max(500),
  answer: z.string().trim().min(1, "La réponse est requise").max(5000),
});

export const serviceInputSchema = z.object({
  ...common,
  shortDescription: optionalText(500),
  fullDescription: optionalText(50_000),
  featuredImage: safeUrl.nullish().transform((v) => v || null),
  icon: optionalText(50),
  features: z.array(z.string().trim().min(1).max(300)).max(50).default([]),
  faq: z.array(faqEntry).max(50).default([]),
});

const detailText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => v ?? "");

/** A before/after comparison: two different photos of the project. */
const pickedPhoto = (label: string) => safeUrl.refine((v) => v !== "", `Choisissez la photo « ${label} »`);
export const beforeAfterPairSchema = z
  .object({ before: pickedPhoto("avant"), after: pickedPhoto("après") })
  .refine((p) => p.before !== p.after, {
    message: "Choisissez deux photos différentes pour « avant » et « après »",
    path: ["after"],
  });

export const portfolioInputSchema = z.object({
  ...common,
  location: optionalText(200),
  description: optionalText(2000),
  fullDescription: optionalText(50_000),
  category: z.enum(portfolioCategoryValues, { error: "Catégorie inconnue" }).default("agencement"),
  featuredImage: safeUrl.nullish().transform((v) => v || null),
  gallery: z.array(safeUrl).max(50).default([]),
  details: z
    .object({ surface: detailText, duree: detailText, materiau: detailText, budget: detailText })
    .default({ surface: "", duree: "", materiau: "", budget: "" }),
  specifications: z.array(z.string().trim().min(1).max(300)).max(50).default([]),
  testimonial: z
    .object({
      client: z.string().trim().min(1).max(200),
      content: z.string().trim().min(1).max(3000),
      rating: z.number().int().min(1).max(5),
      workMonth: z
        .union([z.literal(""), monthSchema])
        .optional()
        .transform((v) => v || undefined),
    })
    .nullish()
    .transform((v) => v ?? null),
  beforeAfter: z.array(beforeAfterPairSchema).max(20, "20 comparaisons au plus").default([]),
});

export const pageInputSchema = z.object(common);

export const contentInputSchemas = {
  articles: articleInputSchema,
  services: serviceInputSchema,
  portfolio: portfolioInputSchema,
  pages: pageInputSchema,
} as const;

export type ArticleInput = z.infer<typeof articleInputSchema>;
export type ServiceInput = z.infer<typeof serviceInputSchema>;
export type PortfolioInput = z.infer<typeof portfolioInputSchema>;
export type PageInput = z.infer<typeof pageInputSchema>;

/** Fields the article PATCH accepts (docs/product.md §7). */
export const articlePatchKeys = [
  "content",
  "category",
  "title",
  "excerpt",
  "slug",
  "metaTitle",
  "metaDescription",
  "authorId",
  "media",
  "isPublished",
  "featuredImage",
] as const;
