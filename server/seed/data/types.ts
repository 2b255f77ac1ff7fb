/**
 * Shapes of the seed content. The seed is written once into the database on first start;
 * after that the database is the only source of truth (the admin edits it).
 *
 * Images are referenced by an illustration key: `illustration("cuisine-chene")` resolves to
 * the URL of the SVG illustration `server/illustrator/drawings/cuisine-chene.svg`, served
 * as responsive AVIF/WebP variants.
 */
export interface SeedFaq {
  question: string;
  answer: string;
}

export interface SeedService {
  slug: string;
  title: string;
  shortDescription: string;
  /** Markdown, 250 to 450 words, vouvoiement. */
  fullDescription: string;
  /** Illustration key. */
  image: string;
  /** lucide-react icon name (PascalCase), e.g. "ChefHat". */
  icon: string;
  features: string[];
  faq: SeedFaq[];
  metaTitle: string;
  metaDescription: string;
}

export interface SeedProject {
  slug: string;
  title: string;
  /** One of the public gallery categories (domain/categories.ts). */
  category:
    | "cuisine"
    | "dressing"
    | "amenagements"
    | "portes"
    | "acoustique"
    | "pergolas"
    | "salle-de-bains"
    | "bibliotheques"
    | "cave-a-vin"
    | "escaliers";
  location: string;
  description: string;
  /** Markdown, 150 to 300 words. */
  fullDescription: string;
  /** Illustration key of the main image. */
  image: string;
  /** Illustration keys of the gallery (the main image first), or empty. */
  gallery: string[];
  details: { surface: string; duree: string; materiau: string; budget: string };
  specifications: string[];
  testimonial?: { client: string; content: string; rating: number; workMonth?: string };
}

export interface SeedTestimonial {
  name: string;
  location: string;
  content: string;
  rating: number;
  /** Month of the work ('YYYY-MM') and publication date (ISO): both shown beside the review. */
  workMonth: string;
  publishedAt: string;
}

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown, 600 to 1100 words, with ## headings and lists. */
  content: string;
  /** accueil | services | realisations | apropos | blog */
  category: string;
  isPublished: boolean;
  /** ISO date, used as createdAt and publishedAt. */
  date: string;
  /** Illustration key, or null. */
  featuredImage: string | null;
  metaTitle: string;
  metaDescription: string;
}

export interface SeedPage {
  slug: string;
  title: string;
  /** Markdown. */
  content: string;
  metaTitle: string;
  metaDescription: string;
}
