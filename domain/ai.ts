import { z } from "zod";
import { contentTypes } from "./content-types.ts";

/**
 * AI options of docs/product.md §3 and §9, shared by the assistant's form and the /api/ai/* validation.
 * Values are the spec's words without accents; labels are what the admin reads.
 */
export const aiLengths = {
  court: { label: "Court (300 à 500 mots)", min: 300, max: 500 },
  moyen: { label: "Moyen (800 à 1 200 mots)", min: 800, max: 1200 },
  long: { label: "Long (1 500 à 2 500 mots)", min: 1500, max: 2500 },
} as const;
export type AiLength = keyof typeof aiLengths;
export const aiLengthValues = Object.keys(aiLengths) as [AiLength, ...AiLength[]];

export const toneLabels = {
  professionnel: "Professionnel",
  accessible: "Accessible",
  technique: "Technique",
  commercial: "Commercial",
  captivant: "Captivant",
  enthousiaste: "Enthousiaste",
  convaincant: "Convaincant",
} as const;
export type AiTone = keyof typeof toneLabels;

export const styleLabels = {
  informatif: "Informatif",
  storytelling: "Storytelling",
  guide: "Guide pratique",
  liste: "Liste",
  comparatif: "Comparatif",
  persuasif: "Persuasif",
  educatif: "Éducatif",
} as const;
export type AiStyle = keyof typeof styleLabels;

/** The article dialog's option set and the generic one (services, portfolio), docs/product.md §9. */
export const aiOptionSets = {
  article: {
    tones: ["professionnel", "accessible", "technique", "commercial", "captivant", "enthousiaste", "convaincant"],
    styles: ["informatif", "storytelling", "guide", "liste", "comparatif"],
  },
  generic: {
    tones: ["professionnel", "accessible", "technique", "commercial"],
    styles: ["informatif", "persuasif", "educatif"],
  },
} as const satisfies Record<string, { tones: readonly AiTone[]; styles: readonly AiStyle[] }>;

export const aiDefaults = {
  tone: "professionnel",
  length: "moyen",
  style: "informatif",
  targetAudience: "particuliers et professionnels",
  generateImage: true,
} as const;

/** The AI writes for every content type of the registry. */
export const aiContentTypes = contentTypes;
export type AiContentType = (typeof aiContentTypes)[number];

export const imageStyleLabels = {
  photorealistic: "Photoréaliste",
  illustration: "Illustration",
  sketch: "Croquis",
  technical: "Dessin technique",
  architectural: "Architectural",
  artistic: "Artistique",
} as const;
export type ImageStyle = keyof typeof imageStyleLabels;
export const imageStyleValues = Object.keys(imageStyleLabels) as [ImageStyle, ...ImageStyle[]];

/** Keywords (docs/product.md §5): comma-separated, trimmed, empties dropped; an array is accepted too. */
export function parseKeywords(input: unknown): string[] {
  const parts = Array.isArray(input)
    ? input.flatMap((k) => String(k ?? "").split(","))
    : String(input ?? "").split(",");
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const keyword = part.trim().replace(/\s+/g, " ");
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    out.push(keyword);
  }
  return out;
}

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

export const missingInfo = {
  title: "Informations manquantes",
  message: "Veuillez remplir le titre et le contexte",
} as const;
export const missingMediaDescription = "Veuillez décrire le média que vous souhaitez générer";

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

/** What the assistant says about the provider (GET /api/ai/status) and every result (`provider`). */
export const OFFLINE_PROVIDER = "hors-ligne";
export function providerLabel(provider: string): string {
  return provider === OFFLINE_PROVIDER ? "Assistant hors ligne" : `Modèle ${provider}`;
}
