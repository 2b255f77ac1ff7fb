import { z } from "zod";

/** Testimonials and FAQ items, edited in the admin (French messages). */
export const testimonialInputSchema = z.object({
  name: z.string().trim().min(1, "Le nom est requis").max(80, "80 caractères maximum"),
  location: z.string().trim().max(80, "80 caractères maximum").default(""),
  content: z
    .string()
    .trim()
    .min(10, "Le témoignage doit contenir au moins 10 caractères")
    .max(1500, "1500 caractères maximum"),
  rating: z.coerce
    .number("Note invalide")
    .int("Note invalide")
    .min(1, "Note de 1 à 5")
    .max(5, "Note de 1 à 5")
    .default(5),
  isPublished: z.boolean().default(true),
  /** Month of the work, 'YYYY-MM' (empty = not known: the admin is warned). */
  workMonth: z
    .union([z.literal(""), z.null(), z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "Mois invalide (format AAAA-MM)")])
    .transform((v) => v || null)
    .default(null),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

export const faqPages = [
  { value: "accueil", label: "Accueil" },
  { value: "contact", label: "Contact" },
] as const;

export const faqInputSchema = z.object({
  page: z.enum(["accueil", "contact"], "Page inconnue").default("accueil"),
  question: z
    .string()
    .trim()
    .min(5, "La question doit contenir au moins 5 caractères")
    .max(200, "200 caractères maximum"),
  answer: z
    .string()
    .trim()
    .min(5, "La réponse doit contenir au moins 5 caractères")
    .max(2000, "2000 caractères maximum"),
  isPublished: z.boolean().default(true),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export const reorderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, "Ordre vide").max(500, "Trop d'éléments"),
});
