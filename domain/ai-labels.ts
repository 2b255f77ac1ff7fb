import { contentTypes } from "./content-types.ts";

/**
 * AI options of docs/product.md §3 and §9 as the assistant's form writes them, without the
 * /api/ai/* schemas (zod) of domain/ai.ts, which re-exports them: the admin's screens import this
 * file so that zod stays out of their JavaScript. Values are the spec's words without accents;
 * labels are what the admin reads.
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

export const missingInfo = {
  title: "Informations manquantes",
  message: "Veuillez remplir le titre et le contexte",
} as const;
export const missingMediaDescription = "Veuillez décrire le média que vous souhaitez générer";

/** What the assistant says about the provider (GET /api/ai/status) and every result (`provider`). */
export const OFFLINE_PROVIDER = "hors-ligne";
export function providerLabel(provider: string): string {
  return provider === OFFLINE_PROVIDER ? "Assistant hors ligne" : `Modèle ${provider}`;
}
