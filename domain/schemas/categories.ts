/** Public gallery categories (docs/product.md §3), in display order after 'Tout'. */
export const galleryCategories = [
  { value: "cuisine", label: "Cuisine" },
  { value: "dressing", label: "Dressing" },
  { value: "amenagements", label: "Aménagements" },
  { value: "portes", label: "Portes" },
  { value: "acoustique", label: "Acoustique" },
  { value: "pergolas", label: "Pergolas" },
  { value: "salle-de-bains", label: "Salle de bains" },
  { value: "bibliotheques", label: "Bibliothèques" },
  { value: "cave-a-vin", label: "Cave à vin" },
  { value: "escaliers", label: "Escaliers" },
] as const;

export type GalleryCategory = (typeof galleryCategories)[number]["value"];

/** Portfolio categories offered by the admin editor (docs/product.md §3: the two lists differ). */
export const adminPortfolioCategories = [
  { value: "menuiserie-interieure", label: "Menuiserie intérieure", gallery: "amenagements" },
  { value: "menuiserie-exterieure", label: "Menuiserie extérieure", gallery: "portes" },
  { value: "agencement", label: "Agencement", gallery: "amenagements" },
  { value: "escaliers", label: "Escaliers", gallery: "escaliers" },
  { value: "caves-vin", label: "Caves à vin", gallery: "cave-a-vin" },
  { value: "amenagements-exterieurs", label: "Aménagements extérieurs", gallery: "pergolas" },
] as const satisfies readonly { value: string; label: string; gallery: GalleryCategory }[];

export type AdminPortfolioCategory = (typeof adminPortfolioCategories)[number]["value"];

export const portfolioCategoryValues = [
  ...new Set([...galleryCategories.map((c) => c.value), ...adminPortfolioCategories.map((c) => c.value)]),
] as [string, ...string[]];

/** The public gallery category a project is filed under, whichever list its category comes from. */
export function galleryCategoryOf(category: string): GalleryCategory | null {
  const direct = galleryCategories.find((c) => c.value === category);
  if (direct) return direct.value;
  return adminPortfolioCategories.find((c) => c.value === category)?.gallery ?? null;
}

export function portfolioCategoryLabel(category: string): string {
  return (
    galleryCategories.find((c) => c.value === category)?.label ??
    adminPortfolioCategories.find((c) => c.value === category)?.label ??
    category
  );
}

/** Article categories: labels of the public blog (docs/product.md §9); unknown values are shown as-is. */
export const articleCategoryLabels: Record<string, string> = {
  accueil: "Actualités",
  services: "Services",
  realisations: "Réalisations",
  apropos: "À propos",
  "a-propos": "À propos",
  blog: "Blog",
};

export function articleCategoryLabel(category: string): string {
  return articleCategoryLabels[category] ?? category;
}

/** Tabs of the admin article screen (docs/product.md §9). */
export const articleAdminTabs = [
  { value: "accueil", label: "Accueil" },
  { value: "services", label: "Services" },
  { value: "realisations", label: "Réalisations" },
  { value: "a-propos", label: "À propos" },
] as const;
