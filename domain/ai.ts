import { z } from "zod";
import {
  aiContentTypes,
  aiDefaults,
  aiLengthValues,
  imageStyleValues,
  missingInfo,
  missingMediaDescription,
  parseKeywords,
  styleLabels,
  toneLabels,
  type AiContentType,
  type AiStyle,
  type AiTone,
} from "./ai-labels.ts";

export * from "./ai-labels.ts";

/**
 * AI options of docs/product.md §3 and §9, shared by the assistant's form and the /api/ai/* validation.
 * Values are the spec's words without accents; labels are what the admin reads.
 */

const stripAccents = (v: unknown) =>
  typeof v === "string"
    ? v
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .trim()
        .toLowerCase()
    : v;

const contentTypeAliases: Record<string, AiContentType> = {
  article: "articles",
  articles: "articles",
  blog: "articles",
  service: "services",
  services: "services",
  portfolio: "portfolio",
  projet: "portfolio",
  realisation: "portfolio",
  page: "pages",
  pages: "pages",
};

export const generateContentSchema = z.object({
  title: z
    .string({ error: missingInfo.message })
    .trim()
    .min(1, missingInfo.message)
    .max(200, "Titre : 200 caractères maximum"),
  context: z
    .string({ error: missingInfo.message })
    .trim()
    .min(1, missingInfo.message)
    .max(5000, "Contexte : 5 000 caractères maximum"),
  keywords: z
    .preprocess(
      parseKeywords,
      z.array(z.string().max(80, "Mot-clé trop long (80 caractères maximum)")).max(20, "20 mots-clés maximum"),
    )
    .default([]),
  tone: z
    .preprocess(stripAccents, z.enum(Object.keys(toneLabels) as [AiTone, ...AiTone[]], { error: "Ton inconnu" }))
    .default(aiDefaults.tone),
  length: z.preprocess(stripAccents, z.enum(aiLengthValues, { error: "Longueur inconnue" })).default(aiDefaults.length),
  style: z
    .preprocess(stripAccents, z.enum(Object.keys(styleLabels) as [AiStyle, ...AiStyle[]], { error: "Style inconnu" }))
    .default(aiDefaults.style),
  contentType: z
    .preprocess(
      (v) => (typeof v === "string" ? (contentTypeAliases[String(stripAccents(v))] ?? v) : v),
      z.enum(aiContentTypes, { error: "Type de contenu inconnu" }),
    )
    .default("articles"),
  targetAudience: z
    .string()
    .trim()
    .max(200, "Public cible : 200 caractères maximum")
    .nullish()
    .transform((v) => v || aiDefaults.targetAudience),
});
export type GenerateContentInput = z.infer<typeof generateContentSchema>;

export const generateSeoSchema = z.object({
  title: z
    .string({ error: "Le titre est requis" })
    .trim()
    .min(1, "Le titre est requis")
    .max(200, "Titre : 200 caractères maximum"),
  content: z
    .string()
    .max(200_000, "Contenu trop long")
    .nullish()
    .transform((v) => v ?? ""),
});

const prompt = z
  .string({ error: missingMediaDescription })
  .trim()
  .min(1, missingMediaDescription)
  .max(2000, "Description : 2 000 caractères maximum");

export const generateImageSchema = z.object({
  prompt,
  style: z
    .enum(imageStyleValues, { error: "Style d'image inconnu" })
    .nullish()
    .transform((v) => v ?? "illustration"),
});

export const generateMediaSchema = z.object({
  prompt,
  type: z.enum(["image", "video", "audio", "document"], { error: "Type de média inconnu" }).default("image"),
  style: z
    .enum(imageStyleValues, { error: "Style d'image inconnu" })
    .nullish()
    .transform((v) => v ?? "illustration"),
});
